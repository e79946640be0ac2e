import { useTranslation } from 'react-i18next';
import { StayDetail } from '@web/features/stays/components/stay-detail.tsx';
import { CheckoutBookButton } from '@web/features/bookings/components/checkout-book-button.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function StayDetailPage() {
  const { t } = useTranslation('stays');
  useDocumentTitle(t('detail.documentTitle'));
  return (
    <StayDetail
      renderBook={(request, label, ariaLabel) => (
        <CheckoutBookButton request={request} aria-label={ariaLabel} className="w-full">
          {label}
        </CheckoutBookButton>
      )}
    />
  );
}
