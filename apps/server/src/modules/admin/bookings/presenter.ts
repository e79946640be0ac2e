import type { AdminBookingDetail, AdminBookingListItem } from '@escazo/contracts/admin';
import type { BookingStatus, BookingType } from '@escazo/contracts/bookings';
import type { StaffBookingView } from '../../bookings/public.ts';
import type { StaffBookingRow as AdminBookingRow } from '../../bookings/public.ts';

export function presentAdminBooking({ booking: b, user, travellerNames }: AdminBookingRow): AdminBookingListItem {
  return {
    id: b.id,
    confirmationCode: b.confirmationCode,
    type: b.type as BookingType,
    status: b.status as BookingStatus,
    title: b.title,
    destination: b.destination,
    startDate: b.startDate,
    endDate: b.endDate,
    total: { amount: b.totalAmount, currency: b.currency },
    user,
    contactEmail: b.contactEmail,
    travellerNames,
    createdAt: b.createdAt.toISOString(),
  };
}

export function presentAdminBookingDetail(
  view: StaffBookingView,
  user: AdminBookingDetail['user'],
): AdminBookingDetail {
  const { booking, cancellation } = view;
  const currency = booking.total.currency;
  return {
    booking,
    user,
    cancellation: {
      cancellable: cancellation.cancellable,
      refund: { amount: cancellation.refund, currency },
      refundable: { amount: cancellation.refundable, currency },
      cancellationPolicy: booking.cancellationPolicy,
    },
  };
}
