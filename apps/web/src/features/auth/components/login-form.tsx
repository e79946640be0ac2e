import { lazy, Suspense, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@escazo/contracts/auth';
import { pageLoginSchema, type PageLoginForm } from '@escazo/contracts/auth-forms';
import { TWO_FACTOR_PARAM } from '@escazo/contracts/oauth';
import { TWO_FACTOR_METHODS, type TwoFactorPending } from '@escazo/contracts/two-factor';
import { Button } from '@escazo/ui/button';
import { Checkbox } from '@escazo/ui/checkbox';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { paths } from '@web/config/paths.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { usePendingTwoFactor } from '../api/pending-two-factor.ts';
import { useSignIn } from '../api/sign-in.ts';
import { setSessionUser } from '@web/lib/session/use-auth.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { redirectTarget } from '../utils/redirect-target.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordInput } from './password-input.tsx';
import { SocialSignInButtons } from './social-sign-in-buttons.tsx';
import { authFailureMessage } from '../utils/failure-message.ts';

// The two-factor step is its own feature; it loads only when a sign-in asks for it.
const TwoFactorStep = lazy(() =>
  // The one agreed cross-feature import: the login page hosts the two-factor step.
  import('../../two-factor/components/two-factor-step.tsx').then((m) => ({ default: m.TwoFactorStep })),
);

/** A social sign-in that needs its second factor comes back as /login?twoFactor=1&method=… (modules/oauth). */
function pendingFromUrl(params: URLSearchParams): TwoFactorPending | null {
  const method = params.get('method');
  if (params.get(TWO_FACTOR_PARAM) !== '1') return null;
  return TWO_FACTOR_METHODS.find((m) => m === method) ? { method: method as TwoFactorPending['method'] } : null;
}

/**
 * The /login form: the page's own rules, 'Logging in...', error alert for 5 s, 'Welcome back!'.
 * With two-factor on, the sign-in answers { twoFactor } and the form gives way to the code step.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const rememberId = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TwoFactorPending | null>(() => pendingFromUrl(searchParams));
  const [fromSocialSignIn] = useState(() => pending !== null);
  const socialPending = usePendingTwoFactor(fromSocialSignIn);
  const [alert, setAlert] = useTimedMessage();
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<PageLoginForm>({
    resolver: zodResolver(pageLoginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const loading = signIn.isPending;
  const hasErrors = Object.keys(errors).length > 0;

  const signedIn = () => {
    toast.success(t('login.successTitle'), { description: t('login.successDescription'), duration: 3000 });
    void navigate(redirectTarget(searchParams.get('redirect')), { replace: true });
  };

  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    signIn.mutate(values, {
      onSuccess: (result) => ('user' in result ? signedIn() : setPending(result.twoFactor)),
      onError: (error) => setAlert(authFailureMessage(error, t('login.failed'))),
    });
  });

  if (pending) {
    // After a social sign-in the step waits for where the code went and when another may be sent.
    if (fromSocialSignIn && socialPending.isPending) return <div className="min-h-64" aria-busy="true" />;
    const details = fromSocialSignIn && socialPending.data ? { ...pending, ...socialPending.data.twoFactor } : pending;
    return (
      <Suspense fallback={<div className="min-h-64" />}>
        <TwoFactorStep
          method={details.method}
          maskedEmail={details.maskedEmail}
          codeSent={details.codeSent}
          resendAfterSeconds={details.resendAfterSeconds}
          onVerified={(user: PublicUser) => {
            setSessionUser(queryClient, user);
            signedIn();
          }}
          onCancel={() => setPending(null)}
        />
      </Suspense>
    );
  }

  return (
    <div className="space-y-6">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field label={t('common.email')} error={translateValidation(errors.email?.message)}>
          <Input type="email" autoComplete="email" disabled={loading} {...register('email')} />
        </Field>
        <Field label={t('common.password')} error={translateValidation(errors.password?.message)}>
          <PasswordInput
            withToggle={false}
            autoComplete="current-password"
            disabled={loading}
            {...register('password')}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Controller
              control={control}
              name="rememberMe"
              render={({ field }) => (
                <Checkbox
                  id={rememberId}
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  disabled={loading}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <label htmlFor={rememberId} className="text-sm text-slate-800">
              {t('login.rememberMe')}
            </label>
          </div>
          <Link to={paths.forgotPassword} className="text-sm font-semibold text-primary-700 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={loading || hasErrors}>
          {loading ? t('login.loading') : t('login.submit')}
        </Button>
      </form>
      {/* 'Remember me' applies to social sign-in too. */}
      <SocialSignInButtons disabled={loading} remember={watch('rememberMe')} />
      <p className="text-center text-sm text-slate-700">
        {t('login.noAccount')}{' '}
        <Link to={paths.signup} className="font-semibold text-primary-700 hover:underline">
          {t('login.signUpLink')}
        </Link>
      </p>
    </div>
  );
}
