import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@escazo/ui/dialog';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { deleteAccountInputSchema, useDeleteAccount, type DeleteAccountInput } from '../api/delete-account.ts';

/** Delete account: a dialog that asks for the password; `onDeleted` ends the session in the app. */
export function DeleteAccountDialog({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInputSchema),
    defaultValues: { password: '' },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

  const onSubmit = handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        onDeleted();
      },
      onError: (err) => {
        if (applyFieldErrors(err, setError, ['password'])) return;
        setError(
          'password',
          { type: 'server', message: err instanceof ApiError ? err.message : t('deleteAccount.failed') },
          { shouldFocus: true },
        );
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="border-danger-600/40 text-danger-600 hover:bg-danger-50">
          <Trash2 aria-hidden="true" />
          {t('deleteAccount.open')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('deleteAccount.title')} description={t('deleteAccount.body')} closeLabel={t('close')}>
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <input type="text" autoComplete="username" hidden readOnly />
          <Field label={t('deleteAccount.password')} error={translateValidation(errors.password?.message)}>
            <Input type="password" autoComplete="current-password" {...register('password')} />
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">{t('cancel')}</Button>
            </DialogClose>
            <Button type="submit" className="bg-danger-600 hover:bg-danger-600/90" disabled={remove.isPending}>
              {remove.isPending ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
