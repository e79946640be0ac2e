import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { ProfileSettings } from '@web/features/account/components/profile-settings.tsx';
import { setSessionUser } from '@web/lib/session/use-auth.ts';
import { TwoFactorSettings } from '@web/features/two-factor/components/two-factor-settings.tsx';
import { toast } from '@web/lib/toast.ts';
import { paths } from '@web/config/paths.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export default function ProfileSettingsPage() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onAccountDeleted = () => {
    setSessionUser(queryClient, null);
    queryClient.removeQueries({ queryKey: queryKeys.me.all() });
    toast.success(t('deleteAccount.deleted'), { description: t('deleteAccount.deletedDescription'), duration: 5000 });
    void navigate(paths.home, { replace: true });
  };

  return (
    <AccountLayout>
      <ProfileSettings
        twoFactor={<TwoFactorSettings />}
        onProfileChanged={() => void queryClient.invalidateQueries({ queryKey: queryKeys.session.current() })}
        onAccountDeleted={onAccountDeleted}
      />
    </AccountLayout>
  );
}
