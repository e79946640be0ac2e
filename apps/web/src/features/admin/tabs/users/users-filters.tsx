import { useTranslation } from 'react-i18next';
import { ADMIN_USER_STATUSES, NO_ADMIN_ROLE } from '@escazo/contracts/admin';
import { AdminFilterForm } from '../../components/admin-filter-form.tsx';
import { useRoleOptions, type UsersFilter } from './users-api.ts';

/** Search by name or e-mail (on submit), status and role (on change). */
export function UsersFilters(props: { filter: UsersFilter; onChange: (filter: UsersFilter) => void }) {
  const { t } = useTranslation('admin');
  const roles = useRoleOptions();
  const status = {
    name: 'status',
    label: t('users.status'),
    allLabel: t('users.allStatuses'),
    options: ADMIN_USER_STATUSES.map((s) => ({ value: s, label: t(`users.statuses.${s}`) })),
  } as const;
  const role = {
    name: 'role',
    label: t('users.role'),
    allLabel: t('users.allRoles'),
    options: [
      { value: NO_ADMIN_ROLE, label: t('users.ordinaryUser') },
      ...(roles.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name })),
    ],
  } as const;
  return <AdminFilterForm section="users" selects={[status, role]} {...props} />;
}
