import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { adminBanSchema, BAN_REASON_MAX, type AdminBan, type AdminUser } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { Field } from '@escazo/ui/field';
import { Textarea } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useBanUser } from './user-mutations.ts';

/** Ban User: a reason is required; confirming bans and signs the user out everywhere. The server's refusals show in the form. */
export function BanUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const ban = useBanUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminBan>({ resolver: zodResolver(adminBanSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(({ reason }) => {
    setRefusal(null);
    ban.mutate(
      { id: user.id, reason },
      {
        onSuccess: () => {
          toast.success(t('users.banned', { name: user.name }));
          onClose();
        },
        onError: (err) => setRefusal(err instanceof ApiError ? err.message : t('users.actionFailed')),
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('users.banTitle', { name: user.name })}
        description={t('users.banDescription')}
        closeLabel={t('close')}
      >
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('users.banUser')}>
          <Field
            label={t('users.fields.banReason')}
            hint={t('users.banReasonHint', { max: BAN_REASON_MAX })}
            error={translateValidation(errors.reason?.message)}
          >
            <Textarea rows={3} maxLength={BAN_REASON_MAX} {...register('reason')} />
          </Field>
          {refusal ? (
            <p role="alert" className="rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
              {refusal}
            </p>
          ) : null}
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose} disabled={ban.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="accent" disabled={ban.isPending}>
              {t('users.confirmBan')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
