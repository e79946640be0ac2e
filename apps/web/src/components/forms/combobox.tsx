import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Input } from '@escazo/ui/input';
import { cn } from '@escazo/ui/utils';

export type ComboboxItem = { id: string; label: string; sublabel?: string; icon?: ReactNode };

type Props = {
  /** The text in the field: a picked item's label, or what the user is typing. */
  text: string;
  onTextChange: (text: string) => void;
  onPick: (item: ComboboxItem) => void;
  /** Suggestions for the current text (the caller fetches them). */
  items: ComboboxItem[];
  /** Said when the list is open but nothing matches. */
  emptyText?: string | undefined;
  busy?: boolean;
  listLabel: string;
  placeholder?: string;
  disabled?: boolean;
  /** Called when the list opens: the caller may start fetching. */
  onOpenChange?: (open: boolean) => void;
  name?: string;
  /** Set by <Field>. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A text field with a suggestion list: the ARIA combobox pattern (list autocomplete,
 * aria-activedescendant). Arrows move, Enter picks, Escape closes; a click picks too.
 */
export function Combobox({
  text,
  onTextChange,
  onPick,
  items,
  emptyText,
  busy,
  listLabel,
  placeholder,
  disabled,
  onOpenChange,
  name,
  id,
  ...aria
}: Props) {
  const listId = useId();
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const showEmpty = open && items.length === 0 && !busy && Boolean(emptyText);
  const expanded = open && items.length > 0;

  const pick = (item: ComboboxItem) => {
    onPick(item);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      pick(items[active]);
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
        name={name}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-busy={busy || undefined}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          if (!open) setOpen(true);
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
        {items.map((item, index) => (
          <li
            key={item.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(item);
            }}
            onMouseMove={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-start gap-3 px-3 py-2 text-sm',
              index === active && 'bg-primary-50',
            )}
          >
            {item.icon ? (
              <span aria-hidden="true" className="mt-0.5 shrink-0 text-slate-500 [&_svg]:size-4">
                {item.icon}
              </span>
            ) : null}
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{item.label}</span>
              {item.sublabel ? <span className="block text-xs text-slate-600">{item.sublabel}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {showEmpty ? (
        <p
          role="status"
          className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg"
        >
          {emptyText}
        </p>
      ) : null}
    </div>
  );
}
