import { CruiseSailing } from '@web/features/cruises/components/cruise-sailing.tsx';
import { CheckoutBookButton } from '@web/features/bookings/components/checkout-book-button.tsx';

export default function CruiseSailingPage() {
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
