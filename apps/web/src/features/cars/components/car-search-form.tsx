import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import {
  carSearchRequestSchemaAt,
  carSearchToastTitles,
  carTimes,
  driverAgeBands,
} from '@escazo/contracts/search-cars';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { DateInput, Select } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
// The shared place field of the search feature (the one cross-feature import the lint rules allow).
import { PlaceAutocomplete } from '../../search/components/place-autocomplete.tsx';
import type { PlaceValue } from '../../search/utils/place.ts';
import { dayFromToday } from '../../search/utils/dates.ts';
import type { CarFormValues } from '../utils/car-search-params.ts';

type Props = { initial: CarFormValues; onSearch: (values: CarFormValues) => void };

/** Pickup and drop-off place, dates and hourly times, driver age; the documented toasts on errors. */
export function CarSearchForm({ initial, onSearch }: Props) {
  const { t } = useTranslation('cars');
  const [pickup, setPickup] = useState<PlaceValue>({ value: initial.pickupLocation, label: initial.pickupLabel });
  const [dropoff, setDropoff] = useState<PlaceValue>({ value: initial.dropoffLocation, label: initial.dropoffLabel });
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const today = dayFromToday(0);
  const set = (patch: Partial<CarFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...values,
      pickupLocation: pickup.value.trim(),
      dropoffLocation: dropoff.value.trim(),
      pickupLabel: pickup.label.trim(),
      dropoffLabel: dropoff.label.trim(),
    };
    const parsed = carSearchRequestSchemaAt(today).safeParse(next);
    if (!parsed.success) {
      const missing = parsed.error.issues.find((issue) => issue.message === 'cars.missing');
      const issue = missing ?? parsed.error.issues[0]!;
      const title =
        issue.message === 'cars.missing'
          ? carSearchToastTitles.missing
          : issue.message === 'cars.invalidDates' || issue.message === 'cars.invalidTimes'
            ? carSearchToastTitles.invalidDates
            : t('form.checkTitle');
      toast.error(title, { description: translateValidation(issue.message) });
      setInvalid(new Set(parsed.error.issues.map((i) => String(i.path[0]))));
      return;
    }
    setInvalid(new Set());
    onSearch(next);
  };
  const flag = (name: string) => (invalid.has(name) ? true : undefined);

  return (
    <form
      role="search"
      aria-label={t('form.label')}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      <Field label={t('form.pickupLocation')} className="sm:col-span-2">
        <PlaceAutocomplete
          name="pickupLocation"
          aria-invalid={flag('pickupLocation')}
          value={pickup}
          placeholder={t('form.locationPlaceholder')}
          onChange={(place) => {
            if (dropoff.value === pickup.value) setDropoff(place);
            setPickup(place);
          }}
        />
      </Field>
      <Field label={t('form.dropoffLocation')} className="sm:col-span-2">
        <PlaceAutocomplete
          name="dropoffLocation"
          aria-invalid={flag('dropoffLocation')}
          value={dropoff}
          placeholder={t('form.locationPlaceholder')}
          onChange={setDropoff}
        />
      </Field>
      <Field label={t('form.pickupDate')}>
        <DateInput
          name="pickupDate"
          aria-invalid={flag('pickupDate')}
          min={today}
          value={values.pickupDate}
          onChange={(e) => set({ pickupDate: e.target.value })}
        />
      </Field>
      <Field label={t('form.pickupTime')}>
        <Select name="pickupTime" value={values.pickupTime} onChange={(e) => set({ pickupTime: e.target.value })}>
          {carTimes.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('form.dropoffDate')}>
        <DateInput
          name="dropoffDate"
          aria-invalid={flag('dropoffDate')}
          min={values.pickupDate || today}
          value={values.dropoffDate}
          onChange={(e) => set({ dropoffDate: e.target.value })}
        />
      </Field>
      <Field label={t('form.dropoffTime')}>
        <Select
          name="dropoffTime"
          aria-invalid={flag('dropoffTime')}
          value={values.dropoffTime}
          onChange={(e) => set({ dropoffTime: e.target.value })}
        >
          {carTimes.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('form.driverAge')}>
        <Select name="driverAge" value={values.driverAge} onChange={(e) => set({ driverAge: e.target.value })}>
          {driverAgeBands.map((band) => (
            <option key={band} value={band}>
              {band}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex items-end sm:col-span-2 lg:col-span-3 lg:justify-end">
        <Button type="submit" className="w-full lg:w-auto">
          <Search aria-hidden="true" />
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
