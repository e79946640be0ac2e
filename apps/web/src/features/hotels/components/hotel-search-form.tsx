import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { hotelGuestLimits, hotelSearchRequestSchema } from '@escazo/contracts/search-hotels';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { DateInput, Input } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
// The shared place field of the search feature (the one feature others may import).
import { PlaceAutocomplete } from '../../search/components/place-autocomplete.tsx';
import { placeFromText, type PlaceValue } from '../../search/utils/place.ts';
import { addDays } from '@escazo/contracts/dates';
import { dayFromToday } from '../../search/utils/dates.ts';
import type { HotelFormValues } from '../utils/hotel-search-params.ts';

type Props = { initial: HotelFormValues; onSearch: (values: HotelFormValues) => void };
type FieldName = 'destination' | 'checkIn' | 'checkOut' | 'guests';

/** Destination, check-in, check-out (required: 'Please fill in all required fields') and guests 1-10. */
export function HotelSearchForm({ initial, onSearch }: Props) {
  const { t } = useTranslation('hotels');
  const [place, setPlace] = useState<PlaceValue>(placeFromText(initial.destination));
  const [checkIn, setCheckIn] = useState(initial.checkIn);
  const [checkOut, setCheckOut] = useState(initial.checkOut);
  const [guests, setGuests] = useState(initial.guests);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const today = dayFromToday(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A picked city travels by its readable name ('Paris, France'), which the API resolves too.
    const values = { destination: place.label.trim(), checkIn, checkOut, guests };
    const parsed = hotelSearchRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        next[name] ??= translateValidation(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSearch(values);
  };

  return (
    <form
      role="search"
      aria-label={t('form.label')}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:grid-cols-2 sm:p-5 lg:grid-cols-[2fr_1fr_1fr_0.7fr_auto] lg:items-start"
    >
      <Field label={t('form.destination')} error={errors.destination} className="sm:col-span-2 lg:col-span-1">
        <PlaceAutocomplete
          name="destination"
          kinds={['city']}
          value={place}
          onChange={setPlace}
          placeholder={t('form.destinationPlaceholder')}
        />
      </Field>
      <Field label={t('form.checkIn')} error={errors.checkIn}>
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
      <Field label={t('form.checkOut')} error={errors.checkOut}>
        <DateInput
          name="checkOut"
          min={checkIn ? addDays(checkIn, 1) : today}
          value={checkOut}
          onChange={(e) => setCheckOut(e.target.value)}
        />
      </Field>
      <Field label={t('form.guests')} error={errors.guests}>
        <Input
          type="number"
          name="guests"
          min={hotelGuestLimits.min}
          max={hotelGuestLimits.max}
          inputMode="numeric"
          value={guests}
          onChange={(e) => setGuests(e.target.value)}
        />
      </Field>
      <Button type="submit" className="w-full sm:col-span-2 lg:col-span-1 lg:mt-7 lg:w-auto">
        <Search aria-hidden="true" />
        {t('form.submit')}
      </Button>
    </form>
  );
}
