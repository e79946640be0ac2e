import { useTranslation } from 'react-i18next';
import { homeRidePassengers, homeSearchTargets } from '@escazo/contracts/home-search';
import { Field } from '@escazo/ui/field';
import { DateInput, Input, Select } from '@escazo/ui/input';
import type { RideSearch } from '../utils/home-search.ts';
import { SearchFormShell } from './search-form-shell.tsx';

type Props = { values: RideSearch; onChange: (patch: Partial<RideSearch>) => void; onSearch: () => void };

export function RideSearchForm({ values, onChange, onSearch }: Props) {
  const { t } = useTranslation('home');
  return (
    <SearchFormShell
      action={homeSearchTargets.rides}
      onSearch={onSearch}
      submitLabel={t('search.rides.submit')}
      columns="lg:grid-cols-6"
    >
      <Field label={t('search.rides.pickup')} className="lg:col-span-2">
        <Input
          name="pickup"
          value={values.pickup}
          placeholder={t('search.rides.pickupPlaceholder')}
          onChange={(e) => onChange({ pickup: e.target.value })}
        />
      </Field>
      <Field label={t('search.rides.destination')} className="lg:col-span-2">
        <Input
          name="destination"
          value={values.destination}
          placeholder={t('search.rides.destinationPlaceholder')}
          onChange={(e) => onChange({ destination: e.target.value })}
        />
      </Field>
      <Field label={t('search.rides.date')}>
        <DateInput name="date" value={values.date} onChange={(e) => onChange({ date: e.target.value })} />
      </Field>
      <Field label={t('search.rides.passengers')}>
        <Select
          name="passengers"
          value={values.passengers}
          onChange={(e) => onChange({ passengers: Number(e.target.value) as RideSearch['passengers'] })}
        >
          {homeRidePassengers.map((n) => (
            <option key={n} value={n}>
              {t('search.rides.passengerCount', { count: n })}
            </option>
          ))}
        </Select>
      </Field>
    </SearchFormShell>
  );
}
