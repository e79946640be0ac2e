import { useTranslation } from 'react-i18next';
import { AuthCard } from '@web/features/auth/components/auth-card.tsx';
import { SignUpForm } from '@web/features/auth/components/sign-up-form.tsx';
import { useRedirectIfAuthenticated } from '@web/features/auth/hooks/use-redirect-if-authenticated.ts';

export default function SignUpPage() {
  const { t } = useTranslation('auth');
  useRedirectIfAuthenticated();
  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <SignUpForm />
    </AuthCard>
  );
}
