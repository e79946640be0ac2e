import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pageSignUpSchema } from '@escazo/contracts/auth-forms';
import { normaliseTwoFactorCode } from '@escazo/contracts/two-factor';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useResetPassword, useResetTokenCheck } from '../api/reset-password.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordInput } from './password-input.tsx';

/** The sign-up page's password rule and its 'Passwords don't match'. */
const resetFormSchema = z
  // code: only asked for when the account uses an authenticator app (the server answers TWO_FACTOR_REQUIRED).
  .object({ password: pageSignUpSchema.shape.password, confirmPassword: z.string(), code: z.string() })
  // `when`: compare even while the password itself is still invalid (zod skips refinements otherwise).
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.pagePasswordMismatch',
    when: () => true,
  });
type ResetForm = z.infer<typeof resetFormSchema>;

/** Sets a new password from the e-mailed link; an invalid or missing token offers a new link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [invalid, setInvalid] = useState<string | null>(token ? null : t('reset.invalidToken'));
  // The link is checked as the page opens, so a used or expired one says so before a password is typed.
  const check = useResetTokenCheck(token);
  const refused = check.error instanceof ApiError && check.error.status === 400 ? t('reset.invalidToken') : null;
  const [alert, setAlert] = useState<string | null>(null);
  // Two-factor never bypassed: an authenticator user adds a code from the app or a recovery code.
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '', code: '' },
  });
  const loading = resetPassword.isPending;
  useEffect(() => {
    if (needsCode) setFocus('code');
  }, [needsCode, setFocus]);

  const onSubmit = handleSubmit(({ password, code }) => {
    if (!token) return;
    setAlert(null);
    if (needsCode && !normaliseTwoFactorCode(code)) {
      setError('code', { type: 'validate', message: 'twoFactor.codeInvalid' }, { shouldFocus: true });
      return;
    }
    resetPassword.mutate(
      { token, password, ...(needsCode ? { code } : {}) },
      {
        onSuccess: () => {
          toast.success(t('reset.successTitle'), { description: t('reset.successDescription'), duration: 5000 });
          void navigate(paths.login, { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'RESET_TOKEN_INVALID') return setInvalid(err.message);
          if (err instanceof ApiError && err.code === 'TWO_FACTOR_REQUIRED') return setNeedsCode(true);
          if (err instanceof ApiError && err.code === 'TWO_FACTOR_CODE_INVALID') setValue('code', '');
          if (applyFieldErrors(err, setError, ['password', 'code'])) return;
          setAlert(err instanceof ApiError ? err.message : t('reset.failed'));
        },
      },
    );
  });

  const invalidMessage = invalid ?? refused;
  if (invalidMessage) {
    return (
      <FormAlert>
        <p>{invalidMessage}</p>
        <Link to={paths.forgotPassword} className="mt-2 inline-block font-semibold underline underline-offset-2">
          {t('reset.requestNew')}
        </Link>
      </FormAlert>
    );
  }

  if (check.isPending && token) {
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('reset.checking')}
      </p>
    );
  }

  return (
    <div className="space-y-6">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field label={t('reset.password')} error={translateValidation(errors.password?.message)}>
          <PasswordInput autoComplete="new-password" disabled={loading} {...register('password')} />
        </Field>
        <Field label={t('reset.confirmPassword')} error={translateValidation(errors.confirmPassword?.message)}>
          <PasswordInput autoComplete="new-password" disabled={loading} {...register('confirmPassword')} />
        </Field>
        {needsCode ? (
          <Field
            label={t('two-factor:reset.codeLabel')}
            hint={t('two-factor:reset.codeHint')}
            error={translateValidation(errors.code?.message)}
          >
            <Input
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              disabled={loading}
              {...register('code')}
            />
          </Field>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={loading || Object.keys(errors).length > 0}>
          {loading ? t('reset.loading') : t('reset.submit')}
        </Button>
      </form>
    </div>
  );
}
