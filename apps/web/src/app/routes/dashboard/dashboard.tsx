import { useTranslation } from 'react-i18next';
import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { usePreferences } from '@web/lib/preferences/preferences.ts';
import { ProfileCompletenessCard } from '@web/features/account/components/profile-completeness-card.tsx';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { Dashboard } from '@web/features/dashboard/components/dashboard.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('documentTitle'));
  const { user } = useAuth();
  const preferences = usePreferences();
  return (
    <AccountLayout>
      <Dashboard
        name={user?.name ?? ''}
        profileCompleteness={<ProfileCompletenessCard />}
        currency={preferences.data?.account.currency}
      />
    </AccountLayout>
  );
}
