import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { BookingPage } from '@web/features/bookings/components/booking-page.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function BookingRoutePage() {
  const { t } = useTranslation('my-bookings');
  const { id = '' } = useParams();
  useDocumentTitle(t('detail.details'));
  return (
    <AccountLayout>
      <BookingPage key={id} id={id} />
    </AccountLayout>
  );
}
