import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { pageSignUpSchema, type PageSignUpForm } from '@escazo/contracts/auth-forms';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { paths } from '@web/config/paths.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { useSignUp } from '../api/sign-up.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { CheckEmailView } from './check-email-view.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordInput } from './password-input.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { SocialSignInButtons } from './social-sign-in-buttons.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { authFailureMessage } from '../utils/failure-message.ts';

const serverFields = ['fullName', 'email', 'password'] as const;

/**
 * The /signup form: the page's own rules and messages, strength meter 0–5, 'Creating Account...'.
 * Every address gets 'Check your email'; the e-mailed link creates the account (SignUpConfirm).
 */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useTimedMessage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PageSignUpForm, unknown, z.output<typeof pageSignUpSchema>>({
    resolver: zodResolver(pageSignUpSchema),
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const loading = signUp.isPending;
  const hasErrors = Object.keys(errors).length > 0;
  const error = (name: keyof PageSignUpForm) => translateValidation(errors[name]?.message);

  const onSubmit = handleSubmit(({ fullName, email, password }) => {
    setAlert(null);
    signUp.mutate(
      { fullName, email, password },
      {
        onSuccess: () => setSentTo(email),
        onError: (err) => {
          if (applyFieldErrors(err, setError, serverFields)) return;
          setAlert(authFailureMessage(err, t('signup.failed')));
        },
      },
    );
  });

  if (sentTo)
    return (
      <CheckEmailView
        purpose="sign-up"
        variant="page"
        email={sentTo}
        backToLogin={paths.login}
        onTryAnother={() => {
          reset();
          setSentTo(null);
        }}
      />
    );

  return (
    <div className="space-y-6">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field label={t('signup.fullName')} error={error('fullName')}>
          <Input autoComplete="name" disabled={loading} {...register('fullName')} />
        </Field>
        <Field label={t('common.email')} error={error('email')}>
          <Input type="email" autoComplete="email" disabled={loading} {...register('email')} />
        </Field>
        <div className="space-y-2">
          <Field label={t('common.password')} error={error('password')}>
            <PasswordInput autoComplete="new-password" disabled={loading} {...register('password')} />
          </Field>
          <PasswordStrengthMeter password={password ?? ''} rules="page" />
        </div>
        <Field label={t('signup.confirmPassword')} error={error('confirmPassword')}>
          <PasswordInput autoComplete="new-password" disabled={loading} {...register('confirmPassword')} />
        </Field>
        <TermsCheckbox control={control} name="termsAccepted" error={error('termsAccepted')} disabled={loading} />
        <Button type="submit" size="lg" className="w-full" disabled={loading || hasErrors}>
          {loading ? t('signup.loading') : t('signup.submit')}
        </Button>
      </form>
      <SocialSignInButtons disabled={loading} />
      <p className="text-center text-sm text-slate-700">
        {t('signup.haveAccount')}{' '}
        <Link to={paths.login} className="font-semibold text-primary-700 hover:underline">
          {t('signup.loginLink')}
        </Link>
      </p>
    </div>
  );
}
