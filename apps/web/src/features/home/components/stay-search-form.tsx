import { useTranslation } from 'react-i18next';
import { homeSearchTargets } from '@escazo/contracts/home-search';
import { Field } from '@escazo/ui/field';
import { DateInput, Input } from '@escazo/ui/input';
import type { StaySearch } from '../utils/home-search.ts';
import { SearchFormShell } from './search-form-shell.tsx';

type Props = {
  /** Hotels and short stays share the fields; the copy and the target differ. */
  kind: 'hotels' | 'stays';
  values: StaySearch;
  onChange: (patch: Partial<StaySearch>) => void;
  onSearch: () => void;
};

export function StaySearchForm({ kind, values, onChange, onSearch }: Props) {
  const { t } = useTranslation('home');
  return (
    <SearchFormShell
      action={homeSearchTargets[kind]}
      onSearch={onSearch}
      submitLabel={t(`search.${kind}.submit`)}
      columns="lg:grid-cols-4"
    >
      <Field label={t(`search.${kind}.destination`)} className="sm:col-span-2">
        <Input
          name="destination"
          value={values.destination}
          placeholder={t(`search.${kind}.destinationPlaceholder`)}
          onChange={(e) => onChange({ destination: e.target.value })}
        />
      </Field>
      <Field label={t(`search.${kind}.checkIn`)}>
        <DateInput name="checkIn" value={values.checkIn} onChange={(e) => onChange({ checkIn: e.target.value })} />
      </Field>
      <Field label={t(`search.${kind}.checkOut`)}>
        <DateInput name="checkOut" value={values.checkOut} onChange={(e) => onChange({ checkOut: e.target.value })} />
      </Field>
    </SearchFormShell>
  );
}
