import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import {
  changePasswordFormSchema,
  useChangePassword,
  type ChangePasswordForm as Values,
} from '../api/change-password.ts';
import { SectionCard } from './section-card.tsx';

const fieldNames = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Change password: the current one confirms; every other session is signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const error = (name: (typeof fieldNames)[number]) => translateValidation(errors[name]?.message);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    setChanged(false);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t('password.changed'), { description: t('password.othersSignedOut'), duration: 3000 });
          setChanged(true);
          reset();
        },
        onError: (err) => {
          if (applyFieldErrors(err, setError, fieldNames)) return;
          toast.error(t('toasts.saveFailed'), { description: err instanceof ApiError ? err.message : undefined });
        },
      },
    );
  });

  return (
    <SectionCard title={t('password.title')} description={t('password.description')}>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('password.title')}>
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" autoComplete="username" hidden readOnly />
        <Field label={t('password.current')} error={error('currentPassword')}>
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('password.new')} hint={t('password.rules')} error={error('newPassword')}>
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
          </Field>
          <Field label={t('password.confirm')} error={error('confirmPassword')}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div role="status">
            {changed ? (
              <p className="flex items-start gap-2 text-sm text-slate-700">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
                {t('password.changedNote')}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('saving') : t('password.submit')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
