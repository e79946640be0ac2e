import { useTranslation } from 'react-i18next';
import { AccountLayout } from '../../../components/layouts/account-sidebar.tsx';
import { MyProfile } from '../../../features/account/components/my-profile.tsx';
import { PastTrips } from '../../../features/trips/components/past-trips.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function MyProfilePage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('myProfile.title'));
  return (
    <AccountLayout>
      <MyProfile renderTrips={(empty) => <PastTrips empty={empty} />} />
    </AccountLayout>
  );
}
