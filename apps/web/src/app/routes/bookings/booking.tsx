import { useParams } from 'react-router';
import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { BookingPage } from '@web/features/bookings/components/booking-page.tsx';

export default function BookingRoutePage() {
  const { id = '' } = useParams();
  return (
    <AccountLayout>
      <BookingPage key={id} id={id} />
    </AccountLayout>
  );
}
