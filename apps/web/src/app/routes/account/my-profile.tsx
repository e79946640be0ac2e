import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { MyProfile } from '@web/features/account/components/my-profile.tsx';
import { TripEntries } from '@web/features/trips/components/trip-list.tsx';

export default function MyProfilePage() {
  return (
    <AccountLayout>
      <MyProfile renderTrips={(empty) => <TripEntries empty={empty} />} />
    </AccountLayout>
  );
}
