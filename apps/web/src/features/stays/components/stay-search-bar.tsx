import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { stayTextDebounceMs } from '@escazo/contracts/search-stays';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { DateInput, Input } from '@escazo/ui/input';
import { SearchInput } from '@escazo/ui/search-input';
import { useDebouncedValue } from '../../search/hooks/use-debounced-value.ts';
import { addDays } from '@escazo/contracts/dates';
import { dayFromToday } from '../../search/utils/dates.ts';
import type { StaySearch } from '../utils/stay-search-params.ts';

type Props = {
  search: StaySearch;
  update: (patch: Partial<StaySearch>, options?: { replace?: boolean }) => void;
  /** The Search button: apply now and say so when the results are in. */
  onSubmit: () => void;
};

/** Guests: an integer of at least 1; anything else falls back to 1. */
const parseGuests = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** 'Find Your Perfect Stay' search bar: the text is debounced 300 ms, the rest applies at once. */
export function StaySearchBar({ search, update, onSubmit }: Props) {
  const { t } = useTranslation('stays');
  const [text, setText] = useState(search.q);
  const [guests, setGuests] = useState(String(search.guests));
  const debounced = useDebouncedValue(text, stayTextDebounceMs);

  // The URL wins when it changes from elsewhere (Reset, back button); typing in progress is kept.
  useEffect(() => setText((current) => (current.trim() === search.q ? current : search.q)), [search.q]);
  useEffect(() => setGuests(String(search.guests)), [search.guests]);
  useEffect(() => {
    if (debounced.trim() !== search.q) update({ q: debounced.trim() }, { replace: true });
    // Only a settled text triggers a search; the URL's own changes are handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim(), guests: parseGuests(guests) });
    onSubmit();
  };
  const today = dayFromToday(0);

  return (
    <form
      role="search"
      aria-label={t('searchBar.label')}
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:grid-cols-2 sm:p-5 lg:grid-cols-[2fr_1fr_1fr_0.7fr_auto] lg:items-end"
    >
      <Field label={t('searchBar.destination')} className="sm:col-span-2 lg:col-span-1">
        <SearchInput
          name="destination"
          value={text}
          placeholder={t('searchBar.destinationPlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <Field label={t('searchBar.checkIn')}>
        <DateInput
          name="checkIn"
          min={today}
          value={search.checkIn ?? ''}
          onChange={(e) =>
            update({
              checkIn: e.target.value || undefined,
              ...(e.target.value && search.checkOut && search.checkOut <= e.target.value
                ? { checkOut: addDays(e.target.value, 1) }
                : {}),
            })
          }
        />
      </Field>
      <Field label={t('searchBar.checkOut')} optional={t('optional')}>
        <DateInput
          name="checkOut"
          min={search.checkIn ? addDays(search.checkIn, 1) : today}
          value={search.checkOut ?? ''}
          onChange={(e) => update({ checkOut: e.target.value || undefined })}
        />
      </Field>
      <Field label={t('searchBar.guests')}>
        <Input
          type="number"
          name="guests"
          min={1}
          inputMode="numeric"
          value={guests}
          onChange={(e) => {
            setGuests(e.target.value);
            if (e.target.value !== '') update({ guests: parseGuests(e.target.value) });
          }}
          onBlur={() => {
            const n = parseGuests(guests);
            setGuests(String(n));
            if (n !== search.guests) update({ guests: n });
          }}
        />
      </Field>
      <Button type="submit" className="w-full sm:col-span-2 lg:col-span-1 lg:w-auto">
        <Search aria-hidden="true" />
        {t('searchBar.submit')}
      </Button>
    </form>
  );
}
