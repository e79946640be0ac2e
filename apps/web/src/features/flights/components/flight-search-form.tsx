import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { flightCabins, flightPassengerLimits, type FlightCabin } from '@escazo/contracts/search-flights';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { DateInput, Select } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import { PlaceAutocomplete } from '../../search/components/place-autocomplete.tsx';
import type { PlaceValue } from '../../search/utils/place.ts';
import type { FlightUrlState } from '../utils/flight-url.ts';

type Props = { initial: FlightUrlState; onSearch: (patch: Partial<FlightUrlState>) => void };

const passengerOptions = Array.from({ length: flightPassengerLimits.max }, (_, i) => i + 1);

/** From, to, dates, passengers (1-9), cabin and trip type; the search itself lives in the URL. */
export function FlightSearchForm({ initial, onSearch }: Props) {
  const { t } = useTranslation('flights');
  const [from, setFrom] = useState<PlaceValue>({ value: initial.from, label: initial.fromLabel });
  const [to, setTo] = useState<PlaceValue>({ value: initial.to, label: initial.toLabel });
  const [roundTrip, setRoundTrip] = useState(initial.returnDate !== '');
  const [date, setDate] = useState(initial.date);
  const [returnDate, setReturnDate] = useState(initial.returnDate);
  const [passengers, setPassengers] = useState(initial.passengers);
  const [cabin, setCabin] = useState<FlightCabin>(initial.cabin);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from.value.trim() || !to.value.trim() || !date || (roundTrip && !returnDate)) {
      setError(translateValidation('flights.required') ?? '');
      return;
    }
    if (from.value.trim().toLowerCase() === to.value.trim().toLowerCase()) {
      setError(translateValidation('flights.samePlace') ?? '');
      return;
    }
    if (roundTrip && returnDate < date) {
      setError(translateValidation('flights.returnBeforeDeparture') ?? '');
      return;
    }
    setError(null);
    onSearch({
      from: from.value.trim(),
      fromLabel: from.label.trim(),
      to: to.value.trim(),
      toLabel: to.label.trim(),
      date,
      returnDate: roundTrip ? returnDate : '',
      passengers,
      cabin,
      page: 1,
      returnPage: 1,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <fieldset className="mb-4 flex flex-wrap gap-4">
        <legend className="sr-only">{t('form.tripType')}</legend>
        {(['round', 'oneWay'] as const).map((kind) => (
          <label key={kind} className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="radio"
              name="tripType"
              className="size-4 accent-primary-700"
              checked={roundTrip === (kind === 'round')}
              onChange={() => setRoundTrip(kind === 'round')}
            />
            {t(`form.${kind}`)}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
        <Field label={t('form.from')} className="lg:col-span-2">
          <PlaceAutocomplete
            name="from"
            allAirports
            value={from}
            onChange={setFrom}
            placeholder={t('form.fromPlaceholder')}
          />
        </Field>
        <Field label={t('form.to')} className="lg:col-span-2">
          <PlaceAutocomplete name="to" allAirports value={to} onChange={setTo} placeholder={t('form.toPlaceholder')} />
        </Field>
        <Field label={t('form.departureDate')}>
          <DateInput name="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        {roundTrip ? (
          <Field label={t('form.returnDate')}>
            <DateInput
              name="returnDate"
              value={returnDate}
              min={date || undefined}
              onChange={(e) => setReturnDate(e.target.value)}
            />
          </Field>
        ) : null}
        <Field label={t('form.passengers')} className="lg:col-span-2">
          <Select name="passengers" value={passengers} onChange={(e) => setPassengers(Number(e.target.value))}>
            {passengerOptions.map((n) => (
              <option key={n} value={n}>
                {t('form.passengerCount', { count: n })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.cabin')} className="lg:col-span-2">
          <Select name="cabin" value={cabin} onChange={(e) => setCabin(e.target.value as FlightCabin)}>
            {flightCabins.map((c) => (
              <option key={c} value={c}>
                {t(`cabins.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex items-end lg:col-span-2">
          <Button type="submit" size="lg" className="w-full">
            <Search aria-hidden="true" />
            {t('form.submit')}
          </Button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
