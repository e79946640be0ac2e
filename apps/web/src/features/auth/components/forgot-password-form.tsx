import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestSchema } from '@escazo/contracts/auth';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { paths } from '@web/config/paths.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { CheckEmailView } from './check-email-view.tsx';
import { FormAlert } from './form-alert.tsx';

/** Reset request: the form, then 'Check your email' with 'Back to Login' and 'Try another email'. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useTimedMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(passwordResetRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    request.mutate(values, {
      onSuccess: () => {
        toast.success(t('forgot.toastTitle'), { description: t('forgot.toastDescription'), duration: 5000 });
        setSentTo(values.email);
      },
      onError: () => setAlert(t('forgot.failed')),
    });
  });

  if (sentTo) {
    return (
      <CheckEmailView
        email={sentTo}
        variant="page"
        backToLogin={paths.login}
        onTryAnother={() => {
          reset();
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <div className="space-y-6">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field label={t('common.email')} error={translateValidation(errors.email?.message)}>
          <Input type="email" autoComplete="email" disabled={request.isPending} {...register('email')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? t('forgot.loading') : t('forgot.submit')}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to={paths.login} className="font-semibold text-primary-700 hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
