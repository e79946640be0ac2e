import { useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@escazo/ui/input';
import { cn } from '@escazo/ui/utils';

type Suggestion = { key: string; label: string; sublabel?: string };

type Props = {
  /** The text in the field. */
  text: string;
  onTextChange: (text: string) => void;
  /** Suggestions for the current text (the caller asks the API, debounced). */
  suggestions: Suggestion[];
  onPick: (key: string) => void;
  /** The list's accessible name. */
  listLabel: string;
  busy?: boolean;
  disabled?: boolean;
  placeholder?: string;
  onOpenChange?: (open: boolean) => void;
  /** Set by <Field>. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A text field with a suggestion list: the ARIA combobox pattern (list autocomplete,
 * aria-activedescendant). Arrows move, Enter picks, Escape closes.
 */
export function SuggestCombobox({ text, onTextChange, suggestions, onPick, listLabel, busy, disabled, placeholder, onOpenChange, id, ...aria }: Props) {
  const listId = useId();
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && suggestions.length > 0;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  const pick = (suggestion: Suggestion) => {
    onPick(suggestion.key);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-busy={busy || undefined}
        disabled={disabled}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        {...aria}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className={cn(
          'absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg',
          !expanded && 'hidden',
        )}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            onMouseMove={() => setActive(index)}
            className={cn('cursor-pointer px-3 py-2 text-sm', index === active && 'bg-primary-50')}
          >
            <span className="block font-medium text-slate-900">{suggestion.label}</span>
            {suggestion.sublabel ? <span className="block text-xs text-slate-600">{suggestion.sublabel}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
