import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { AdminRole } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import type { AdminTabProps } from '../tab-props.ts';
import { DeleteRoleDialog } from './delete-role-dialog.tsx';
import { RoleFormDialog } from './role-form-dialog.tsx';
import { useAdminRoles } from './roles-api.ts';
import { RolesTable } from './roles-table.tsx';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; role: AdminRole } | null;

/** Roles: each role's level, permissions and users; create, edit and delete with roles:manage. */
export default function RolesTab({ can }: AdminTabProps) {
  const { t } = useTranslation('admin');
  const roles = useAdminRoles();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const canManage = can('roles:manage');
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="admin-roles-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-roles-heading" className="text-xl font-bold text-slate-900">
          {t('roles.title')}
        </h2>
        {canManage ? (
          <Button size="sm" onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            {t('roles.create')}
          </Button>
        ) : null}
      </div>
      {roles.isPending ? (
        <LoadingRows />
      ) : roles.isError ? (
        <LoadError error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <RolesTable
          roles={roles.data.roles}
          canManage={canManage}
          onEdit={(role) => setDialog({ kind: 'edit', role })}
          onDelete={(role) => setDialog({ kind: 'delete', role })}
        />
      )}
      {dialog?.kind === 'create' ? <RoleFormDialog onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <RoleFormDialog role={dialog.role} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? <DeleteRoleDialog role={dialog.role} onClose={close} /> : null}
    </section>
  );
}
