import { useTranslation } from 'react-i18next';
import { HotelDetail } from '@web/features/hotels/components/hotel-detail.tsx';
import { CheckoutBookButton } from '@web/features/bookings/components/checkout-book-button.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function HotelDetailPage() {
  const { t } = useTranslation('hotels');
  useDocumentTitle(t('detail.documentTitle'));
  return (
    <HotelDetail
      renderBook={(request, label, ariaLabel) => (
        <CheckoutBookButton request={request} aria-label={ariaLabel}>
          {label}
        </CheckoutBookButton>
      )}
    />
  );
}
