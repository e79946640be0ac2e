import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@web/features/auth/components/auth-card.tsx';
import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form.tsx';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm token={searchParams.get('token')} />
    </AuthCard>
  );
}
