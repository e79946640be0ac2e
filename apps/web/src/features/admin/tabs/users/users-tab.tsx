import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@escazo/contracts/admin';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { Pager } from '../../components/pager.tsx';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import type { AdminTabProps } from '../tab-props.ts';
import { BanUserDialog } from './ban-user-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { useUnbanUser } from './user-mutations.ts';
import { UserDetailsDialog } from './user-details-dialog.tsx';
import { useAdminUsers, type UsersFilter } from './users-api.ts';
import { UsersFilters } from './users-filters.tsx';
import { UsersTable } from './users-table.tsx';

type OpenDialog = { kind: 'details' | 'edit' | 'ban'; user: AdminUser } | null;

/** Users: search, filter and page through accounts; view, edit, ban and unban them. */
export default function UsersTab({ can }: AdminTabProps) {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<UsersFilter>({ page: 1 });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const users = useAdminUsers(filter);
  const unban = useUnbanUser();
  const canManage = can('users:manage');

  const onUnban = (user: AdminUser) =>
    unban.mutate(user.id, {
      onSuccess: () => toast.success(t('users.unbanned', { name: user.name })),
      onError: (err) =>
        toast.error(t('users.actionFailed'), { description: err instanceof ApiError ? err.message : undefined }),
    });
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="admin-users-heading" className="space-y-5">
      <h2 id="admin-users-heading" className="text-xl font-bold text-slate-900">
        {t('users.title')}
      </h2>
      <UsersFilters filter={filter} onChange={(next) => setFilter({ ...next, page: 1 })} />
      {users.isPending ? (
        <LoadingRows />
      ) : users.isError ? (
        <LoadError error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <>
          <UsersTable
            users={users.data.users}
            canManage={canManage}
            onDetails={(user) => setDialog({ kind: 'details', user })}
            onEdit={(user) => setDialog({ kind: 'edit', user })}
            onBan={(user) => setDialog({ kind: 'ban', user })}
            onUnban={onUnban}
          />
          <Pager
            page={users.data.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
      {dialog?.kind === 'details' ? (
        <UserDetailsDialog userId={dialog.user.id} name={dialog.user.name} onClose={close} />
      ) : null}
      {dialog?.kind === 'edit' ? <EditUserDialog user={dialog.user} onClose={close} /> : null}
      {dialog?.kind === 'ban' ? <BanUserDialog user={dialog.user} onClose={close} /> : null}
    </section>
  );
}
