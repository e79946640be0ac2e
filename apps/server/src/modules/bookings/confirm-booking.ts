import { randomUUID } from 'node:crypto';
import type { ConfirmBookingRequest } from '@escazo/contracts/bookings';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { authorizeAndCapture, recordPendingCharge, settleUnbookedCharge } from './charge.ts';
import type { BookingDeps } from './deps.ts';
import { scheduleConfirmedNotice, scheduleTripReminder } from './booking-jobs-schedule.ts';
import { paymentSource } from '../payment-methods/public.ts';
import { addEvents, findBooking, lockBooking, setStatus, type BookingRow } from './repository.ts';

/**
 * Pays a pending (pay-later) booking: 410 HOLD_EXPIRED past its hold, 409 BOOKING_NOT_PAYABLE when
 * it is cancelled or completed; a confirmed booking answers as it is (nothing charged again). The
 * booking row is locked while the charge is made, so two confirmations never both charge. The trip
 * reminder and the confirmation's notice are scheduled in the same transaction.
 */
export async function confirmBooking(
  deps: BookingDeps,
  userId: string,
  id: string,
  body: ConfirmBookingRequest,
  now: Date,
): Promise<BookingRow> {
  const { db, processor } = deps;
  const existing = await findBooking(db, userId, id);
  if (!existing) throw notFound('This booking');
  if (existing.status === 'confirmed') return existing;
  if (existing.status !== 'pending')
    throw new AppError(409, 'BOOKING_NOT_PAYABLE', 'This booking can no longer be paid.');
  if (existing.holdExpiresAt && existing.holdExpiresAt.getTime() <= now.getTime())
    throw new AppError(410, 'HOLD_EXPIRED', 'The hold on this booking has expired.');
  const source = await paymentSource(db, processor, userId, body.payment);
  const charge = await recordPendingCharge(db, processor, {
    bookingId: id,
    userId,
    amount: existing.totalAmount,
    currency: existing.currency,
    idempotencyKey: `booking:${id}:charge:${randomUUID()}`,
    source,
    now,
  });
  let confirmed: BookingRow;
  try {
    confirmed = await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, userId, id);
      if (!booking) throw notFound('This booking');
      if (booking.status === 'confirmed') throw new AlreadyConfirmed(booking);
      if (booking.status !== 'pending')
        throw new AppError(409, 'BOOKING_NOT_PAYABLE', 'This booking can no longer be paid.');
      if (booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime())
        throw new AppError(410, 'HOLD_EXPIRED', 'The hold on this booking has expired.');
      await authorizeAndCapture(tx, processor, charge, source, `Escazo ${booking.type}: ${booking.title}`, now);
      await setStatus(tx, id, 'confirmed', now, { holdExpiresAt: null });
      await addEvents(tx, id, [{ kind: 'paid', status: 'confirmed', amount: booking.totalAmount, createdAt: now }]);
      const row = { ...booking, status: 'confirmed', holdExpiresAt: null };
      await scheduleTripReminder(tx, row, now);
      await scheduleConfirmedNotice(tx, id, now);
      return row;
    });
  } catch (error) {
    await settleUnbookedCharge(db, processor, charge, now);
    if (error instanceof AlreadyConfirmed) return error.booking;
    throw error;
  }
  return confirmed;
}

/** Another request paid the booking first: this one charges nothing and answers the booking as it is. */
class AlreadyConfirmed extends Error {
  constructor(readonly booking: BookingRow) {
    super('already confirmed');
  }
}
