import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccountLayout } from '../../../components/layouts/account-sidebar.tsx';
import { ProfileSettings } from '../../../features/account/components/profile-settings.tsx';
import { sessionQueryKey } from '../../../features/auth/api/get-session.ts';
import { setSessionUser } from '../../../features/auth/hooks/use-auth.ts';
import { TwoFactorSettings } from '../../../features/two-factor/components/two-factor-settings.tsx';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function ProfileSettingsPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('settings.title'));
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onAccountDeleted = () => {
    setSessionUser(queryClient, null);
    queryClient.removeQueries({ queryKey: ['me'] });
    toast.success(t('deleteAccount.deleted'), { description: t('deleteAccount.deletedDescription'), duration: 5000 });
    void navigate(paths.home, { replace: true });
  };

  return (
    <AccountLayout>
      <ProfileSettings
        twoFactor={<TwoFactorSettings />}
        onProfileChanged={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
        onAccountDeleted={onAccountDeleted}
      />
    </AccountLayout>
  );
}
