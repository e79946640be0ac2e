import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { TripList } from '@web/features/trips/components/trip-list.tsx';

export default function TripsPage() {
  return (
    <AccountLayout>
      <TripList />
    </AccountLayout>
  );
}
