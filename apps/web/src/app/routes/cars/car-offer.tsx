import { useTranslation } from 'react-i18next';
import { CarOfferSummary } from '@web/features/cars/components/car-offer.tsx';
import { CheckoutBookButton } from '@web/features/bookings/components/checkout-book-button.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function CarOfferPage() {
  const { t } = useTranslation('cars');
  useDocumentTitle(t('offer.documentTitle'));
  return (
    <CarOfferSummary
      renderBook={(request, label, ariaLabel) => (
        <CheckoutBookButton request={request} aria-label={ariaLabel} className="w-full">
          {label}
        </CheckoutBookButton>
      )}
    />
  );
}
