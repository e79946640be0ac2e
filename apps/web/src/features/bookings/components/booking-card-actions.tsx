import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import type { BookingSummary } from '@escazo/contracts/bookings';
import { paths } from '@web/config/paths.ts';
import { BookingDocumentLinks } from './booking-page-documents.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { ConfirmBookingDialog } from './confirm-booking-dialog.tsx';

/**
 * Confirmed bookings can be cancelled, pending ones confirmed; the rest are managed on their page,
 * and a cancelled one's card also offers its cancellation confirmation (never a ticket).
 * A ride is followed and cancelled on its ride page (its confirmation code is the ride id): the
 * bookings API refuses to cancel it.
 */
export function BookingCardActions({ booking, showManage = true }: { booking: BookingSummary; showManage?: boolean }) {
  const { t } = useTranslation('my-bookings');
  if (booking.type === 'ride') {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={paths.ride(booking.confirmationCode)} aria-label={t('viewRideLabel', { title: booking.title })}>
          {t('viewRide')}
        </Link>
      </Button>
    );
  }
  if (booking.status === 'confirmed') return <CancelBookingDialog booking={booking} />;
  if (booking.status === 'pending') return <ConfirmBookingDialog booking={booking} />;
  if (!showManage) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {booking.status === 'cancelled' ? <BookingDocumentLinks booking={booking} size="sm" /> : null}
      <Button asChild variant="outline" size="sm">
        <Link to={paths.booking(booking.id)} aria-label={t('manageLabel', { title: booking.title })}>
          {t('manage')}
        </Link>
      </Button>
    </div>
  );
}
