import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@web/features/auth/components/auth-card.tsx';
import { SignUpConfirm } from '@web/features/auth/components/sign-up-confirm.tsx';

export default function SignUpConfirmPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title={t('signup.confirmTitle')} subtitle={t('signup.subtitle')}>
      <SignUpConfirm token={searchParams.get('token')} />
    </AuthCard>
  );
}
