import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2, Plane } from 'lucide-react';
import type { AutocompleteItem, AutocompleteKind } from '@escazo/contracts/search-autocomplete';
import { Input } from '@escazo/ui/input';
import { cn } from '@escazo/ui/utils';
import { useAutocomplete } from '../api/autocomplete.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { placeFromItem, placeFromText, type PlaceValue } from '../utils/place.ts';

type Props = {
  value: PlaceValue;
  onChange: (place: PlaceValue) => void;
  name?: string;
  placeholder?: string;
  kinds?: readonly AutocompleteKind[];
  /**
   * A picked city stands for all its airports (flight origin and destination): its suggestion says
   * so. Elsewhere (hotels, cars) a city is just the city.
   */
  allAirports?: boolean;
  /** Set by <Field>. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

const itemKey = (item: AutocompleteItem) => (item.kind === 'airport' ? item.code : item.id);

/**
 * Airport and city field: the ARIA combobox pattern (list autocomplete, aria-activedescendant).
 * Typing asks the API after a 200 ms pause; arrows move, Enter picks, Escape closes.
 */
export function PlaceAutocomplete({
  value,
  onChange,
  name,
  placeholder,
  kinds,
  allAirports = false,
  id,
  ...aria
}: Props) {
  const { t } = useTranslation('search');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(value.label.trim(), 200);
  const typed = value.label.trim() !== '' && value.label === value.value;
  const { data, isFetching } = useAutocomplete({ q, kinds, limit: 8 }, open && typed);
  const items = open && typed && q !== '' ? (data?.items ?? []) : [];
  const expanded = items.length > 0;

  const pick = (item: AutocompleteItem) => {
    onChange(placeFromItem(item));
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
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
        aria-busy={isFetching || undefined}
        placeholder={placeholder}
        value={value.label}
        onChange={(event) => {
          onChange(placeFromText(event.target.value));
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
        aria-label={t('autocomplete.suggestions')}
        className={cn(
          'absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg',
          !expanded && 'hidden',
        )}
      >
        {items.map((item, index) => {
          const Icon = item.kind === 'airport' ? Plane : Building2;
          return (
            <li
              key={itemKey(item)}
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
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">
                  {item.kind === 'airport'
                    ? `${item.label} (${item.code})`
                    : allAirports
                      ? t('autocomplete.cityAll', { city: item.label })
                      : item.label}
                </span>
                <span className="block text-xs text-slate-600">{item.sublabel}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
