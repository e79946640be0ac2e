import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dialogSignUpSchema, type DialogSignUpForm } from '@escazo/contracts/auth-forms';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { paths } from '@web/config/paths.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { signUp } from '../../api/sign-up.ts';
import { CheckEmailView } from '../check-email-view.tsx';
import { FormAlert } from '../form-alert.tsx';
import { PasswordInput } from '../password-input.tsx';
import { PasswordStrengthMeter } from '../password-strength-meter.tsx';
import { SocialSignInButtons } from '../social-sign-in-buttons.tsx';
import { TermsCheckbox } from '../terms-checkbox.tsx';
import { DIALOG_PROVIDERS } from './dialog-constants.ts';
import { authFailureMessage } from '../../utils/failure-message.ts';

const serverFields = ['fullName', 'email', 'password'] as const;

/**
 * The dialog's Sign Up tab: the dialog's own rules and messages, strength meter 0–6. A sign-up
 * answers 'Check your email' for every address; the e-mailed link creates the account, signs it in
 * and continues to onboarding.
 */
export function SignUpTab({ onBackToLogin }: { onBackToLogin: () => void }) {
  const { t } = useTranslation('auth');
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: signUp });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, touchedFields },
  } = useForm<DialogSignUpForm>({
    resolver: zodResolver(dialogSignUpSchema),
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', termsAccepted: false },
  });
  const [fullName, email, password, confirmPassword] = useWatch({
    control,
    name: ['fullName', 'email', 'password', 'confirmPassword'],
  });
  const loading = mutation.isPending;
  const ready =
    fullName !== '' && email !== '' && password !== '' && confirmPassword !== '' && Object.keys(errors).length === 0;
  const error = (name: keyof DialogSignUpForm) => translateValidation(errors[name]?.message);
  const clearAlert = { onChange: () => setAlert(null) };

  const onSubmit = handleSubmit(({ fullName, email, password, termsAccepted }) => {
    if (!termsAccepted) {
      toast.error(t('dialog.termsRequiredTitle'), { description: t('dialog.termsRequiredDescription') });
      return;
    }
    setAlert(null);
    mutation.mutate(
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
        variant="dialog"
        email={sentTo}
        backToLogin={onBackToLogin}
        onTryAnother={() => {
          reset();
          setSentTo(null);
        }}
      />
    );

  return (
    <div className="space-y-5">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label={t('signup.fullName')} error={error('fullName')}>
          <Input autoComplete="name" disabled={loading} {...register('fullName', clearAlert)} />
        </Field>
        <Field label={t('common.email')} error={error('email')}>
          <Input type="email" autoComplete="email" disabled={loading} {...register('email', clearAlert)} />
        </Field>
        <div className="space-y-2">
          <Field label={t('common.password')} error={error('password')}>
            {/* Once the confirmation was visited, a changed password re-checks it too. */}
            <PasswordInput
              autoComplete="new-password"
              disabled={loading}
              {...register('password', {
                ...clearAlert,
                deps: touchedFields.confirmPassword ? ['confirmPassword'] : [],
              })}
            />
          </Field>
          <PasswordStrengthMeter password={password} rules="dialog" />
        </div>
        <Field label={t('signup.confirmPassword')} error={error('confirmPassword')}>
          <PasswordInput autoComplete="new-password" disabled={loading} {...register('confirmPassword', clearAlert)} />
        </Field>
        {/* Unticked terms give the 'Terms required' toast on submit, not a message under the box. */}
        <TermsCheckbox control={control} name="termsAccepted" disabled={loading} linksInNewTab />
        <Button type="submit" size="lg" className="w-full" disabled={loading || !ready}>
          {loading ? t('signup.loading') : t('signup.submit')}
        </Button>
      </form>
      {/* A social sign-up, like this one, continues to onboarding. */}
      <SocialSignInButtons disabled={loading} providers={DIALOG_PROVIDERS} redirect={paths.onboarding} />
    </div>
  );
}
