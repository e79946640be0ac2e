import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { cruiseDurations, defaultCruiseRegion, searchPageCruiseRegions, searchPageDefaultCruiseDuration, type CruiseDuration } from '@escazo/contracts/search-cruises';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { DateInput, Select } from '@escazo/ui/input';
import { translateValidation } from '../../../lib/i18n.ts';
import { dayFromToday } from '../utils/dates.ts';
import { emptyPlace, type PlaceValue } from '../utils/place.ts';
import { toSearchParams, withQuery } from '../utils/url-state.ts';
import { PlaceAutocomplete } from './place-autocomplete.tsx';

function SubmitRow({ label, error }: { label: string; error: string | null }) {
  return (
    <div className="flex items-center justify-end gap-3 sm:col-span-2 lg:col-span-4">
      {error ? <p role="alert" className="mr-auto text-sm font-medium text-danger-600">{error}</p> : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        <Search aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}

/** Cars tab: pickup location and dates; results open on the cars page with the same search. */
export function CarOptions() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [place, setPlace] = useState<PlaceValue>(emptyPlace);
  const [pickupDate, setPickupDate] = useState('');
  const [dropoffDate, setDropoffDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!place.label.trim() || !pickupDate || !dropoffDate) return setError(t('cars.required'));
    const location = place.label.trim();
    void navigate(withQuery('/cars', toSearchParams({ pickupLocation: location, dropoffLocation: location, pickupDate, dropoffDate })));
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('cars.formLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field label={t('cars.pickupLocation')} className="sm:col-span-2">
        <PlaceAutocomplete name="pickupLocation" kinds={['city']} value={place} onChange={setPlace} placeholder={t('trip.cityPlaceholder')} />
      </Field>
      <Field label={t('cars.pickupDate')}>
        <DateInput name="pickupDate" value={pickupDate} onChange={(e) => setPickupDate(e.target.value)} />
      </Field>
      <Field label={t('cars.returnDate')}>
        <DateInput name="dropoffDate" value={dropoffDate} min={pickupDate || undefined} onChange={(e) => setDropoffDate(e.target.value)} />
      </Field>
      <SubmitRow label={t('cars.submit')} error={error} />
    </form>
  );
}

/** Cruises tab: region (default Caribbean), departure date, duration (default 7-9); results on the cruises page. */
export function CruiseOptions() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [destination, setDestination] = useState<string>(defaultCruiseRegion);
  const [date, setDate] = useState(dayFromToday(0));
  const [duration, setDuration] = useState<CruiseDuration>(searchPageDefaultCruiseDuration);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setError(translateValidation('cruises.month') ?? '');
    void navigate(withQuery('/cruises', toSearchParams({ destination, month: date.slice(0, 7), departureDate: date, duration })));
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('cruises.formLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field label={t('cruises.destination')}>
        <Select name="destination" value={destination} onChange={(e) => setDestination(e.target.value)}>
          {searchPageCruiseRegions.map((r) => <option key={r} value={r}>{t(`cruises.regions.${r}`)}</option>)}
        </Select>
      </Field>
      <Field label={t('cruises.departureDate')}>
        <DateInput name="departureDate" value={date} onChange={(e) => setDate(e.target.value)} />
      </Field>
      <Field label={t('cruises.duration')}>
        <Select name="duration" value={duration} onChange={(e) => setDuration(e.target.value as CruiseDuration)}>
          {cruiseDurations.map((d) => <option key={d} value={d}>{t(`cruises.durations.${d}`)}</option>)}
        </Select>
      </Field>
      <SubmitRow label={t('cruises.submit')} error={error} />
    </form>
  );
}
