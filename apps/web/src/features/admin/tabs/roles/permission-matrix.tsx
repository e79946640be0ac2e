import { useTranslation } from 'react-i18next';
import { ADMIN_ACTIONS, ADMIN_RESOURCES, type Permission } from '@escazo/contracts/admin';
import { Checkbox } from '@escazo/ui/checkbox';
import { Td, Th } from '../../components/admin-table.tsx';

/** Permissions as checkboxes, one row per resource and one column per action (manage includes read). */
export function PermissionMatrix({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (next: Permission[]) => void;
}) {
  const { t } = useTranslation('admin');
  const toggle = (permission: Permission, on: boolean) =>
    onChange((on ? [...value, permission] : value.filter((p) => p !== permission)) as Permission[]);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t('roles.fields.permissions')}</legend>
      <p className="text-xs text-slate-600">{t('roles.manageIncludesRead')}</p>
      <table className="w-full text-sm">
        <thead>
          <tr>
            <Th>{t('roles.resource')}</Th>
            {ADMIN_ACTIONS.map((a) => (
              <Th key={a} className="text-center">
                {t(`roles.actions.${a}`)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ADMIN_RESOURCES.map((resource) => (
            <tr key={resource}>
              <Th scope="row" className="bg-white text-sm font-medium normal-case tracking-normal text-slate-800">
                {t(`roles.resources.${resource}`)}
              </Th>
              {ADMIN_ACTIONS.map((action) => {
                const permission: Permission = `${resource}:${action}`;
                return (
                  <Td key={action} className="text-center">
                    <Checkbox
                      className="mx-auto"
                      checked={value.includes(permission)}
                      onCheckedChange={(on) => toggle(permission, on === true)}
                      aria-label={t('roles.permissionLabel', {
                        resource: t(`roles.resources.${resource}`),
                        action: t(`roles.actions.${action}`),
                      })}
                    />
                  </Td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
