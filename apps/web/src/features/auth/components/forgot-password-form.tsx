import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { passwordResetRequestSchema } from '@escazo/contracts/auth';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { paths } from '../../../app/paths.ts';
import { translateValidation } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { FormAlert } from './form-alert.tsx';

/** Reset request: the form, then 'Check your email' with 'Back to Login' and 'Try another email'. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useTimedMessage();
  const { register, handleSubmit, reset, formState: { errors } } = useForm<{ email: string }>({
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
      <div role="status" className="space-y-5 text-center">
        <MailCheck className="mx-auto size-10 text-primary-700" aria-hidden="true" />
        <h2 className="text-xl font-bold text-slate-900">{t('forgot.sentTitle')}</h2>
        <p className="text-sm text-slate-700">{t('forgot.sentBody', { email: sentTo })}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild><Link to={paths.login}>{t('forgot.backToLogin')}</Link></Button>
          <Button variant="outline" onClick={() => { reset(); setSentTo(null); }}>{t('forgot.tryAnother')}</Button>
        </div>
      </div>
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
        <Link to={paths.login} className="font-semibold text-primary-700 hover:underline">{t('forgot.backToLogin')}</Link>
      </p>
    </div>
  );
}
