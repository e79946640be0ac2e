import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '@escazo/contracts/dates';
import { hotelSearchRequestSchema } from '@escazo/contracts/search-hotels';
import { Field } from '@escazo/ui/field';
import { DateInput } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import { PlaceAutocomplete } from '../../search/components/place-autocomplete.tsx';
import { SearchSubmitRow } from '../../search/components/search-submit-row.tsx';
import { dayFromToday } from '../../search/utils/dates.ts';
import { placeFromText, type PlaceValue } from '../../search/utils/place.ts';
import type { HotelFormValues } from '../utils/hotel-search-params.ts';

type Props = { initial: HotelFormValues; onSearch: (values: HotelFormValues) => void };

/**
 * Search Travel Options' hotels tab: destination, check-in and check-out; the party stays as the
 * URL has it (one guest by default). The first problem shows beside the button.
 */
export function HotelQuickForm({ initial, onSearch }: Props) {
  const { t } = useTranslation('hotels');
  const [place, setPlace] = useState<PlaceValue>(placeFromText(initial.destination));
  const [checkIn, setCheckIn] = useState(initial.checkIn);
  const [checkOut, setCheckOut] = useState(initial.checkOut);
  const [error, setError] = useState<string | null>(null);
  const today = dayFromToday(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { ...initial, destination: place.label.trim(), checkIn, checkOut };
    const parsed = hotelSearchRequestSchema.safeParse(values);
    if (!parsed.success) {
      setError(translateValidation(parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setError(null);
    onSearch(values);
  };

  return (
    <form
      role="search"
      aria-label={t('form.label')}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      <Field label={t('form.destination')} className="sm:col-span-2">
        <PlaceAutocomplete
          name="destination"
          kinds={['city']}
          value={place}
          onChange={setPlace}
          placeholder={t('form.destinationPlaceholder')}
        />
      </Field>
      <Field label={t('form.checkIn')}>
        <DateInput
          name="checkIn"
          min={today}
          value={checkIn}
          onChange={(e) => {
            setCheckIn(e.target.value);
            if (e.target.value && (!checkOut || checkOut <= e.target.value)) setCheckOut(addDays(e.target.value, 1));
          }}
        />
      </Field>
      <Field label={t('form.checkOut')}>
        <DateInput
          name="checkOut"
          min={checkIn ? addDays(checkIn, 1) : today}
          value={checkOut}
          onChange={(e) => setCheckOut(e.target.value)}
        />
      </Field>
      <SearchSubmitRow label={t('form.submit')} error={error} className="sm:col-span-2 lg:col-span-4" />
    </form>
  );
}
