import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flightClasses, homeFlightPassengers, homeSearchTargets } from '@escazo/contracts/home-search';
import { Field } from '@escazo/ui/field';
import { DateInput, Select } from '@escazo/ui/input';
import type { FlightSearch } from '../utils/home-search.ts';
import { HomePlaceField } from './home-place-field.tsx';
import { SearchFormShell } from './search-form-shell.tsx';

type Props = { values: FlightSearch; onChange: (patch: Partial<FlightSearch>) => void; onSearch: () => void };

export function FlightSearchForm({ values, onChange, onSearch }: Props) {
  const { t } = useTranslation('home');
  const [searching, setSearching] = useState(false);
  const search = () => {
    // The notice stays up while the results page loads; there is no artificial wait.
    setSearching(true);
    onSearch();
  };
  const notice = (
    <p role="status" aria-live="polite" className="text-sm font-medium text-primary-800">
      {searching ? t('search.flights.searching') : ''}
    </p>
  );
  return (
    <SearchFormShell
      action={homeSearchTargets.flights}
      onSearch={search}
      submitLabel={t('search.flights.submit')}
      columns="lg:grid-cols-6"
      footer={notice}
    >
      <Field label={t('search.flights.from')} className="lg:col-span-2">
        <HomePlaceField
          name="from"
          value={{ value: values.from, label: values.fromLabel }}
          placeholder={t('search.flights.fromPlaceholder')}
          onChange={(place) => onChange({ from: place.value, fromLabel: place.label })}
        />
      </Field>
      <Field label={t('search.flights.to')} className="lg:col-span-2">
        <HomePlaceField
          name="to"
          value={{ value: values.to, label: values.toLabel }}
          placeholder={t('search.flights.toPlaceholder')}
          onChange={(place) => onChange({ to: place.value, toLabel: place.label })}
        />
      </Field>
      <Field label={t('search.flights.departureDate')}>
        <DateInput
          name="departureDate"
          value={values.departureDate}
          onChange={(e) => onChange({ departureDate: e.target.value })}
        />
      </Field>
      <Field label={t('search.flights.returnDate')}>
        <DateInput
          name="returnDate"
          value={values.returnDate}
          onChange={(e) => onChange({ returnDate: e.target.value })}
        />
      </Field>
      <Field label={t('search.flights.passengers')} className="lg:col-span-3">
        <Select
          name="passengers"
          value={values.passengers}
          onChange={(e) => onChange({ passengers: e.target.value as FlightSearch['passengers'] })}
        >
          {homeFlightPassengers.map((n) => (
            <option key={n} value={n}>
              {t('search.flights.passengerCount', { count: Number(n) })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('search.flights.class')} className="lg:col-span-3">
        <Select
          name="class"
          value={values.class}
          onChange={(e) => onChange({ class: e.target.value as FlightSearch['class'] })}
        >
          {flightClasses.map((c) => (
            <option key={c} value={c}>
              {t(`search.flights.classes.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
    </SearchFormShell>
  );
}
