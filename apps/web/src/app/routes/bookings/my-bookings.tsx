import { useTranslation } from 'react-i18next';
import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { BookingList } from '@web/features/bookings/components/booking-list.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function MyBookingsPage() {
  const { t } = useTranslation('my-bookings');
  useDocumentTitle(t('title'));
  return (
    <AccountLayout>
      <BookingList />
    </AccountLayout>
  );
}
