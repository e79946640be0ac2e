import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminUserUpdateSchema, type AdminUser } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { Field } from '@escazo/ui/field';
import { Input, Select } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useUpdateUser } from './user-mutations.ts';
import { useRoleOptions } from './users-api.ts';

/** The server's name rule; the role is a role id, or '' for an ordinary user. */
const editUserFormSchema = z.object({ name: adminUserUpdateSchema.shape.name.unwrap(), roleId: z.string() });
type EditUserForm = z.infer<typeof editUserFormSchema>;

/** Edit User: name and role. The server's refusals (e.g. the last Super Admin) show in the form. */
export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const roles = useRoleOptions();
  const update = useUpdateUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditUserForm>({
    resolver: zodResolver(editUserFormSchema),
    defaultValues: { name: user.name, roleId: user.role?.id ?? '' },
  });

  const onSubmit = handleSubmit(({ name, roleId }) => {
    setRefusal(null);
    update.mutate(
      { id: user.id, name, roleId: roleId || null },
      {
        onSuccess: (saved) => {
          toast.success(t('users.saved', { name: saved.name }));
          onClose();
        },
        onError: (err) => {
          if (applyFieldErrors(err, setError, ['name'])) return;
          setRefusal(err instanceof ApiError ? err.message : t('users.actionFailed'));
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('users.editTitle', { name: user.name })} description={user.email} closeLabel={t('close')}>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('users.editUser')}>
          <Field label={t('users.fields.name')} error={translateValidation(errors.name?.message)}>
            <Input autoComplete="off" {...register('name')} />
          </Field>
          <Field label={t('users.fields.role')}>
            <Select {...register('roleId')}>
              <option value="">{t('users.ordinaryUser')}</option>
              {(roles.data?.roles ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
          </Field>
          {refusal ? (
            <p role="alert" className="rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
              {refusal}
            </p>
          ) : null}
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose} disabled={update.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('saving') : t('save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
