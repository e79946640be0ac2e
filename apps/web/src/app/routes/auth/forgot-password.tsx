import { useTranslation } from 'react-i18next';
import { AuthCard } from '@web/features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '@web/features/auth/components/forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
