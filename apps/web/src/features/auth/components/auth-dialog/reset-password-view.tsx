import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestSchema } from '@escazo/contracts/auth';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useRequestPasswordReset } from '../../api/request-password-reset.ts';
import { FormAlert } from '../form-alert.tsx';

/** The dialog's Reset Password view: an e-mail address, then 'Check your email'. */
export function ResetPasswordView({ onSent, onBack }: { onSent: (email: string) => void; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(passwordResetRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const loading = request.isPending;

  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    request.mutate(values, {
      onSuccess: () => {
        toast.success(t('forgot.toastTitle'), { description: t('forgot.toastDescription'), duration: 5000 });
        onSent(values.email);
      },
      // The server's throttling message says when to try again; anything else gets the documented fallback.
      onError: (err) =>
        setAlert(err instanceof ApiError && err.code === 'RATE_LIMITED' ? err.message : t('forgot.failed')),
    });
  });

  return (
    <div className="space-y-5">
      <h3 className="text-lg font-semibold text-slate-900">{t('dialog.resetTitle')}</h3>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label={t('common.email')} error={translateValidation(errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            autoFocus
            disabled={loading}
            {...register('email', { onChange: () => setAlert(null) })}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={loading || email === '' || errors.email !== undefined}
        >
          {loading ? t('forgot.loading') : t('forgot.submit')}
        </Button>
      </form>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {t('forgot.backToLogin')}
      </Button>
    </div>
  );
}
