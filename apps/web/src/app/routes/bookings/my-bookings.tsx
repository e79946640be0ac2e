import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { BookingList } from '@web/features/bookings/components/booking-list.tsx';

export default function MyBookingsPage() {
  return (
    <AccountLayout>
      <BookingList />
    </AccountLayout>
  );
}
