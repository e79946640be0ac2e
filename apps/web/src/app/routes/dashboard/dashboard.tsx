import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { usePreferences } from '@web/lib/preferences/preferences.ts';
import { ProfileCompletenessCard } from '@web/features/account/components/profile-completeness-card.tsx';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { Dashboard } from '@web/features/dashboard/components/dashboard.tsx';

export default function DashboardPage() {
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
