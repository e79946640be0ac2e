import { CarOfferSummary } from '@web/features/cars/components/car-offer.tsx';
import { CheckoutBookButton } from '@web/features/bookings/components/checkout-book-button.tsx';

export default function CarOfferPage() {
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
