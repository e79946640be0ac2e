import { HotelDetail } from '@web/features/hotels/components/hotel-detail.tsx';
import { CheckoutBookButton } from '@web/features/bookings/components/checkout-book-button.tsx';

export default function HotelDetailPage() {
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
