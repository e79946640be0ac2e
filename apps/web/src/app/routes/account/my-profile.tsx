import { useTranslation } from 'react-i18next';
import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { MyProfile } from '@web/features/account/components/my-profile.tsx';
import { TripEntries } from '@web/features/trips/components/trip-list.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function MyProfilePage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('myProfile.title'));
  return (
    <AccountLayout>
      <MyProfile renderTrips={(empty) => <TripEntries empty={empty} />} />
    </AccountLayout>
  );
}
