import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@escazo/contracts/admin';
import { formatDay, formatMoment } from '@web/lib/format-date.ts';
import { AdminTable, Td, Th } from '../../components/admin-table.tsx';
import { UserActionsMenu, type UserActions } from './user-actions-menu.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

/** One page of users with each one's actions menu. */
export function UsersTable({ users, ...actions }: { users: AdminUser[] } & UserActions) {
  const { t } = useTranslation('admin');
  if (users.length === 0)
    return <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">{t('users.empty')}</p>;
  return (
    <AdminTable caption={t('users.tableCaption')}>
      <thead>
        <tr>
          <Th>{t('users.columns.name')}</Th>
          <Th>{t('users.columns.email')}</Th>
          <Th>{t('users.columns.status')}</Th>
          <Th>{t('users.columns.role')}</Th>
          <Th>{t('users.columns.created')}</Th>
          <Th>{t('users.columns.lastLogin')}</Th>
          <Th className="text-right">{t('users.columns.bookings')}</Th>
          <Th>
            <span className="sr-only">{t('users.columns.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <Td className="font-semibold text-slate-900">{user.name}</Td>
            <Td>{user.email}</Td>
            <Td>
              <UserStatusBadge status={user.status} />
            </Td>
            <Td>{user.role?.name ?? t('users.ordinaryUser')}</Td>
            <Td className="tabular-nums">{formatDay(user.createdAt)}</Td>
            <Td className="tabular-nums">{user.lastLogin ? formatMoment(user.lastLogin) : t('users.never')}</Td>
            <Td className="text-right tabular-nums">{user.bookingsCount}</Td>
            <Td className="text-right">
              <UserActionsMenu user={user} {...actions} />
            </Td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
