import { useTranslation } from 'react-i18next';
import { DRIVER_APPLICATION_STATUSES } from '@escazo/contracts/admin';
import { AdminFilterForm } from '../../components/admin-filter-form.tsx';
import type { ApplicationsFilter } from './applications-api.ts';

/** Search (on submit) and status (on change). */
export function ApplicationsFilters(props: {
  filter: ApplicationsFilter;
  onChange: (filter: ApplicationsFilter) => void;
}) {
  const { t } = useTranslation('admin');
  const status = {
    name: 'status',
    label: t('drivers.status'),
    allLabel: t('drivers.allStatuses'),
    options: DRIVER_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`drivers.statuses.${s}`) })),
  } as const;
  return <AdminFilterForm section="drivers" selects={[status]} {...props} />;
}
