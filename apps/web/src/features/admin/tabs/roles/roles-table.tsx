import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { AdminRole } from '@escazo/contracts/admin';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { AdminTable, Td, Th } from '../../components/admin-table.tsx';

const levelTones = { high: 'danger', medium: 'warning', low: 'neutral' } as const;

type Props = {
  roles: AdminRole[];
  canManage: boolean;
  onEdit: (role: AdminRole) => void;
  onDelete: (role: AdminRole) => void;
};

/** The roles; a role still given to someone, or a built-in one, cannot be deleted. */
export function RolesTable({ roles, canManage, onEdit, onDelete }: Props) {
  const { t } = useTranslation('admin');
  return (
    <AdminTable caption={t('roles.tableCaption')}>
      <thead>
        <tr>
          <Th>{t('roles.columns.name')}</Th>
          <Th>{t('roles.columns.level')}</Th>
          <Th>{t('roles.columns.permissions')}</Th>
          <Th className="text-right">{t('roles.columns.users')}</Th>
          {canManage ? (
            <Th>
              <span className="sr-only">{t('roles.columns.actions')}</span>
            </Th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {roles.map((role) => (
          <tr key={role.id}>
            <Td>
              <p className="font-semibold text-slate-900">{role.name}</p>
              {role.description ? (
                <p className="max-w-xs whitespace-normal text-xs text-slate-600">{role.description}</p>
              ) : null}
            </Td>
            <Td>
              <Badge tone={levelTones[role.level]}>{t(`roles.levels.${role.level}`)}</Badge>
            </Td>
            <Td className="max-w-md whitespace-normal">
              {role.permissions.length ? (
                <ul className="flex flex-wrap gap-1" aria-label={t('roles.permissionsOf', { name: role.name })}>
                  {role.permissions.map((p) => (
                    <li key={p}>
                      <Badge tone="primary" className="font-mono">
                        {p}
                      </Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-slate-600">{t('roles.noPermissions')}</span>
              )}
            </Td>
            <Td className="text-right tabular-nums">{role.userCount}</Td>
            {canManage ? (
              <Td className="whitespace-nowrap text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(role)}
                  aria-label={t('roles.editNamed', { name: role.name })}
                >
                  <Pencil aria-hidden="true" />
                  {t('roles.edit')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onDelete(role)}
                  disabled={role.builtIn}
                  title={role.builtIn ? t('roles.builtInHint') : undefined}
                  aria-label={t('roles.deleteNamed', { name: role.name })}
                >
                  <Trash2 aria-hidden="true" />
                  {t('roles.delete')}
                </Button>
              </Td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
