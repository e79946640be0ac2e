import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cruiseDurations,
  cruiseRegionNames,
  searchPageCruiseRegions,
  type CruiseRegion,
} from '@escazo/contracts/search-cruises';
import { Field } from '@escazo/ui/field';
import { DateInput, Select } from '@escazo/ui/input';
import { SearchSubmitRow } from '../../search/components/search-submit-row.tsx';
import { dayFromToday } from '../../search/utils/dates.ts';
import { cruiseQuickSearch, cruiseQuickValues } from '../utils/cruise-search-params.ts';

type Props = { params: URLSearchParams; onSearch: (fields: Record<string, string>) => void };

/**
 * Search Travel Options' cruises tab: destination (Caribbean, Alaska, Europe,
 * Mediterranean; default Caribbean), departure date (default today), duration (default 7-9 nights).
 */
export function CruiseQuickForm({ params, onSearch }: Props) {
  const { t } = useTranslation('cruises');
  const today = dayFromToday(0);
  const [values, setValues] = useState(() => cruiseQuickValues(params, today));
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  // A region from another page's search stays selectable.
  const shortList: readonly string[] = searchPageCruiseRegions;
  const regions = shortList.includes(values.destination) ? shortList : [...shortList, values.destination];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.departureDate) return setError(t('quick.dateRequired'));
    setError(null);
    onSearch(cruiseQuickSearch(values));
  };

  return (
    <form
      role="search"
      aria-label={t('quick.label')}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:grid-cols-3 sm:p-5"
    >
      <Field label={t('form.destination')}>
        <Select name="destination" value={values.destination} onChange={(e) => set({ destination: e.target.value })}>
          {regions.map((r) => (
            <option key={r} value={r}>
              {cruiseRegionNames[r as CruiseRegion] ?? r}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('quick.departureDate')}>
        <DateInput
          name="departureDate"
          min={today}
          value={values.departureDate}
          onChange={(e) => set({ departureDate: e.target.value })}
        />
      </Field>
      <Field label={t('form.duration')}>
        <Select name="duration" value={values.duration} onChange={(e) => set({ duration: e.target.value })}>
          {cruiseDurations.map((d) => (
            <option key={d} value={d}>
              {t('form.nights', { range: d })}
            </option>
          ))}
        </Select>
      </Field>
      <SearchSubmitRow label={t('form.submit')} error={error} className="sm:col-span-3" />
    </form>
  );
}
