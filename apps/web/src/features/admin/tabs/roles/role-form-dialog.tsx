import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminRoleCreateSchema, ROLE_LEVELS, type AdminRole } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { Field } from '@escazo/ui/field';
import { Input, Select } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { PermissionMatrix } from './permission-matrix.tsx';
import { useCreateRole, useUpdateRole } from './roles-api.ts';

type RoleFormInput = z.input<typeof adminRoleCreateSchema>;
type RoleFormValues = z.output<typeof adminRoleCreateSchema>;

/** Create a role, or edit one (name, description, level, permissions). The server's refusals show in the form. */
export function RoleFormDialog({ role, onClose }: { role?: AdminRole; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateRole();
  const update = useUpdateRole();
  const pending = create.isPending || update.isPending;
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RoleFormInput, unknown, RoleFormValues>({
    resolver: zodResolver(adminRoleCreateSchema),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      level: role?.level ?? 'low',
      permissions: role?.permissions ?? [],
    },
  });

  const onError = (err: Error) => {
    if (applyFieldErrors(err, setError, ['name', 'description', 'level'])) return;
    setRefusal(err instanceof ApiError ? err.message : t('users.actionFailed'));
  };
  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    const onSuccess = (saved: AdminRole) => {
      toast.success(t(role ? 'roles.updated' : 'roles.created', { name: saved.name }));
      onClose();
    };
    if (role) update.mutate({ id: role.id, ...values }, { onSuccess, onError });
    else create.mutate(values, { onSuccess, onError });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={role ? t('roles.editTitle', { name: role.name }) : t('roles.createTitle')}
        closeLabel={t('close')}
        className="max-w-2xl"
      >
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-5"
          aria-label={role ? t('roles.editTitle', { name: role.name }) : t('roles.createTitle')}
        >
          <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
            <Field label={t('roles.fields.name')} error={translateValidation(errors.name?.message)}>
              <Input autoComplete="off" {...register('name')} />
            </Field>
            <Field label={t('roles.fields.level')}>
              <Select {...register('level')}>
                {ROLE_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {t(`roles.levels.${l}`)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field
            label={t('roles.fields.description')}
            optional={t('roles.optional')}
            error={translateValidation(errors.description?.message)}
          >
            <Input autoComplete="off" {...register('description')} />
          </Field>
          <Controller
            control={control}
            name="permissions"
            render={({ field }) => <PermissionMatrix value={field.value ?? []} onChange={field.onChange} />}
          />
          {refusal ? (
            <p role="alert" className="rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
              {refusal}
            </p>
          ) : null}
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('saving') : role ? t('save') : t('roles.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
