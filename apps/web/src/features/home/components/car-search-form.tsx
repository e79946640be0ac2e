import { useTranslation } from 'react-i18next';
import { homeSearchTargets } from '@escazo/contracts/home-search';
import { Field } from '@escazo/ui/field';
import { DateInput, Input } from '@escazo/ui/input';
import type { CarSearch } from '../utils/home-search.ts';
import { SearchFormShell } from './search-form-shell.tsx';

type Props = { values: CarSearch; onChange: (patch: Partial<CarSearch>) => void; onSearch: () => void };

export function CarSearchForm({ values, onChange, onSearch }: Props) {
  const { t } = useTranslation('home');
  return (
    <SearchFormShell
      action={homeSearchTargets.cars}
      onSearch={onSearch}
      submitLabel={t('search.cars.submit')}
      columns="lg:grid-cols-4"
    >
      <Field label={t('search.cars.pickupLocation')} className="sm:col-span-2">
        <Input
          name="pickupLocation"
          value={values.pickupLocation}
          placeholder={t('search.cars.pickupLocationPlaceholder')}
          onChange={(e) => onChange({ pickupLocation: e.target.value })}
        />
      </Field>
      <Field label={t('search.cars.pickupDate')}>
        <DateInput
          name="pickupDate"
          value={values.pickupDate}
          onChange={(e) => onChange({ pickupDate: e.target.value })}
        />
      </Field>
      <Field label={t('search.cars.returnDate')}>
        <DateInput
          name="returnDate"
          value={values.returnDate}
          onChange={(e) => onChange({ returnDate: e.target.value })}
        />
      </Field>
    </SearchFormShell>
  );
}
