import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { DRIVER_APPLICATION_STATUSES, type DriverApplicationStatus } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input, Select } from '@escazo/ui/input';
import type { ApplicationsFilter } from './applications-api.ts';

/** Search (on submit) and status (on change). */
export function ApplicationsFilters({
  filter,
  onChange,
}: {
  filter: ApplicationsFilter;
  onChange: (filter: ApplicationsFilter) => void;
}) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(filter.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q: q.trim() || undefined });
  };

  return (
    <form
      role="search"
      aria-label={t('drivers.filtersLabel')}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_auto] lg:items-end"
    >
      <Field label={t('drivers.search')}>
        <Input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('drivers.searchPlaceholder')}
        />
      </Field>
      <Field label={t('drivers.status')}>
        <Select
          value={filter.status ?? ''}
          onChange={(e) =>
            onChange({ ...filter, status: (e.target.value || undefined) as DriverApplicationStatus | undefined })
          }
        >
          <option value="">{t('drivers.allStatuses')}</option>
          {DRIVER_APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`drivers.statuses.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit">
        <Search aria-hidden="true" />
        {t('drivers.searchButton')}
      </Button>
    </form>
  );
}
