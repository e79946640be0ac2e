import { StayDetail } from '@web/features/stays/components/stay-detail.tsx';
import { CheckoutBookButton } from '@web/features/bookings/components/checkout-book-button.tsx';

export default function StayDetailPage() {
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
