import { useTranslation } from 'react-i18next';
import { CruiseSailing } from '@web/features/cruises/components/cruise-sailing.tsx';
import { CheckoutBookButton } from '@web/features/bookings/components/checkout-book-button.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function CruiseSailingPage() {
  const { t } = useTranslation('cruises');
  useDocumentTitle(t('sailing.documentTitle'));
  return (
    <CruiseSailing
      renderBook={(request, label, ariaLabel) => (
        <CheckoutBookButton request={request} aria-label={ariaLabel}>
          {label}
        </CheckoutBookButton>
      )}
    />
  );
}
