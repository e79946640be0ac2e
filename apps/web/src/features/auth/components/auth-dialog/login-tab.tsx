import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import type { z } from 'zod';
import type { PublicUser } from '@escazo/contracts/auth';
import { dialogLoginSchema } from '@escazo/contracts/auth-forms';
import type { SignInResult } from '@escazo/contracts/two-factor';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { signIn } from '../../api/sign-in.ts';
import { FormAlert } from '../form-alert.tsx';
import { PasswordInput } from '../password-input.tsx';
import { SocialSignInButtons } from '../social-sign-in-buttons.tsx';
import { DIALOG_PROVIDERS, FAILED_ATTEMPTS_BLOCK, FAILED_ATTEMPTS_WARNING } from './dialog-constants.ts';
import { authFailureMessage } from '../../utils/failure-message.ts';

type LoginValues = z.infer<typeof dialogLoginSchema>;
type Pending = Extract<SignInResult, { twoFactor: unknown }>['twoFactor'];

type Props = {
  failedAttempts: number;
  autoFocusEmail: boolean;
  onFailed: () => void;
  onSignedIn: (user: PublicUser) => void;
  onTwoFactor: (pending: Pending) => void;
  onForgotPassword: () => void;
};

/** The dialog's Login tab: e-mail and password, the failed-attempt notice, 'Forgot password?'. */
export function LoginTab({
  failedAttempts,
  autoFocusEmail,
  onFailed,
  onSignedIn,
  onTwoFactor,
  onForgotPassword,
}: Props) {
  const { t } = useTranslation('auth');
  const { pathname, search } = useLocation();
  const [alert, setAlert] = useState<string | null>(null);
  // Sign-in answers { user } or, with two-factor on, { twoFactor } (contracts/two-factor.ts).
  const mutation = useMutation({
    mutationFn: async (values: LoginValues): Promise<SignInResult> => signIn({ ...values, rememberMe: false }),
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(dialogLoginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const loading = mutation.isPending;
  const ready = email !== '' && password !== '' && Object.keys(errors).length === 0;
  const clearAlert = { onChange: () => setAlert(null) };

  const onSubmit = handleSubmit((values) => {
    if (failedAttempts >= FAILED_ATTEMPTS_BLOCK) {
      toast.error(t('dialog.tooManyTitle'), { description: t('dialog.tooManyDescription') });
      return;
    }
    setAlert(null);
    mutation.mutate(values, {
      onSuccess: (result) => ('user' in result ? onSignedIn(result.user) : onTwoFactor(result.twoFactor)),
      onError: (error) => {
        onFailed();
        setAlert(authFailureMessage(error, t('login.failed')));
      },
    });
  });

  return (
    <div className="space-y-5">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {failedAttempts >= FAILED_ATTEMPTS_WARNING ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-xl border border-warning-600/30 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{t('dialog.failedAttemptsWarning')}</p>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label={t('common.email')} error={translateValidation(errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            autoFocus={autoFocusEmail}
            disabled={loading}
            {...register('email', clearAlert)}
          />
        </Field>
        <Field label={t('common.password')} error={translateValidation(errors.password?.message)}>
          <PasswordInput autoComplete="current-password" disabled={loading} {...register('password', clearAlert)} />
        </Field>
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onForgotPassword}
            className="text-sm font-semibold text-primary-700 hover:underline"
          >
            {t('login.forgotPassword')}
          </button>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={loading || !ready}>
          {loading ? t('login.loading') : t('login.submit')}
        </Button>
      </form>
      {/* A social login, like this one, comes back to the page the visitor was on. */}
      <SocialSignInButtons disabled={loading} providers={DIALOG_PROVIDERS} redirect={`${pathname}${search}`} />
    </div>
  );
}
