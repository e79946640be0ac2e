import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGE_STATUSES } from '@escazo/contracts/admin';
import { contactDepartments } from '@escazo/contracts/contact';
import { AdminFilterForm } from '../../components/admin-filter-form.tsx';
import type { MessagesFilter } from './messages-api.ts';

/** Search (on submit), department and status (on change). */
export function MessagesFilters(props: { filter: MessagesFilter; onChange: (filter: MessagesFilter) => void }) {
  const { t } = useTranslation('admin');
  const department = {
    name: 'department',
    label: t('messages.department'),
    allLabel: t('messages.allDepartments'),
    options: contactDepartments.map((d) => ({ value: d, label: t(`messages.departments.${d}`) })),
  } as const;
  const status = {
    name: 'status',
    label: t('messages.status'),
    allLabel: t('messages.allStatuses'),
    options: CONTACT_MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`messages.statuses.${s}`) })),
  } as const;
  return <AdminFilterForm section="messages" selects={[department, status]} {...props} />;
}
