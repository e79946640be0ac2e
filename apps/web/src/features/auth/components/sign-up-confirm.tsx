import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useConfirmSignUp } from '../api/sign-up.ts';
import { FormAlert } from './form-alert.tsx';

/**
 * The page the sign-up e-mail links to: it follows the link once, and the new account is signed
 * in, welcomed ('Account created!') and sent to onboarding.
 */
export function SignUpConfirm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const confirm = useConfirmSignUp();
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSuccess: () => {
        toast.success(t('signup.successTitle'), { description: t('signup.successDescription'), duration: 5000 });
        void navigate(paths.onboarding, { replace: true });
      },
    });
  }, [token, confirm, navigate, t]);

  if (token && !confirm.isError)
    return (
      <p role="status" className="text-center text-sm text-slate-700">
        {t('signup.confirming')}
      </p>
    );
  const message =
    confirm.error instanceof ApiError && confirm.error.code === 'EMAIL_TAKEN'
      ? confirm.error.message
      : t('signup.confirmFailed');
  return (
    <div className="space-y-4">
      <FormAlert>{message}</FormAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild>
          <Link to={paths.signup}>{t('signup.signUpAgain')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.login}>{t('signup.loginLink')}</Link>
        </Button>
      </div>
    </div>
  );
}
