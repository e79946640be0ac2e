import { useTranslation } from 'react-i18next';
import { AuthCard } from '@web/features/auth/components/auth-card.tsx';
import { LoginForm } from '@web/features/auth/components/login-form.tsx';
import { useRedirectIfAuthenticated } from '@web/features/auth/hooks/use-redirect-if-authenticated.ts';
import { useOAuthErrorToast } from '@web/features/auth/hooks/use-oauth-error-toast.ts';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  useRedirectIfAuthenticated();
  useOAuthErrorToast();
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AuthCard>
  );
}
