import { refundAmount } from '@escazo/booking';
import type { Take } from '@escazo/booking';
import type { CancellationPolicyKind } from '@escazo/contracts/bookings';
import { validationMessages } from '@escazo/contracts/messages';
import type { Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { applySoldChange, releaseAvailability } from '../inventory/public.ts';
import type { BookingDeps } from './deps.ts';
import { notifyCancelled } from './follow-through.ts';
import { policyPlace, type PolicyPlace } from './policy-place.ts';
import type { Inventory } from '../inventory/public.ts';
import { bookingPayments, moneyMoved, refundCharge, type MoneyMoved } from '../payments/public.ts';
import { addEvents, bookingTakes, findBooking, lockBooking, setStatus, type BookingRow } from './repository.ts';

/**
 * The refund cancelling now would give, by the booking's policy; `place` (cruises) is where its
 * calendar days are counted.
 */
export function quoteRefund(booking: BookingRow, money: MoneyMoved, now: Date, place?: PolicyPlace): number {
  return refundAmount({
    kind: booking.policyKind as CancellationPolicyKind,
    paid: money.paid - money.refunded,
    bookedAt: booking.createdAt.getTime(),
    startsAt: booking.startsAt.getTime(),
    now: now.getTime(),
    ...place,
  });
}

export async function cancellationQuote(db: Db, inventory: Inventory, userId: string, id: string, now: Date) {
  const booking = await findBooking(db, userId, id);
  if (!booking) throw notFound('This booking');
  const money = moneyMoved(await bookingPayments(db, id));
  const refund =
    booking.status === 'confirmed' || booking.status === 'pending'
      ? quoteRefund(booking, money, now, await policyPlace(db, inventory, booking))
      : 0;
  return { booking, refund, paid: money.paid };
}

/** Who cancels: the traveller (their own booking only), or staff (any booking; optionally another refund). */
/** What a staff cancellation did, as its audit event records it (inside the cancelling transaction). */
export type StaffCancelOutcome = { booking: BookingRow; refund: number; policyRefund: number };

export type Canceller =
  | { userId: string }
  | {
      staff: true;
      refundOverride?: number | undefined;
      /** Writes the staff's audit event in the cancelling transaction, so it commits or rolls back with it. */
      record?: ((tx: Db, outcome: StaffCancelOutcome) => Promise<void>) | undefined;
    };

export type Cancellation = { booking: BookingRow; refund: number; policyRefund: number; changed: boolean };

const refundOverPaid = () => {
  const message = validationMessages['admin.refundOverPaid'];
  return new AppError(400, 'VALIDATION_FAILED', message, [
    { path: 'override.refundAmount', code: 'admin.refundOverPaid', message },
  ]);
};

/**
 * Cancels a confirmed or pending booking: applies its policy (or the staff's override, at most
 * what is still refundable), refunds through the processor under the booking's own refund key,
 * releases the availability with guarded decrements, and records the events, in one transaction.
 * Cancelling a cancelled booking changes nothing (changed: false) and answers the refund made.
 * After the commit the cancellation (and a refund above zero) is notified to the traveller.
 */
export async function cancelAs(deps: BookingDeps, by: Canceller, id: string, now: Date): Promise<Cancellation> {
  const { db, processor } = deps;
  const result = await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, 'userId' in by ? by.userId : null, id);
    if (!booking) throw notFound('This booking');
    // A ride's money and driver are the rides module's: it is cancelled from the ride's page.
    if (booking.type === 'ride') throw new AppError(409, 'BOOKING_NOT_CANCELLABLE', 'Cancel a ride from its page.');
    const payments = await bookingPayments(tx, id);
    const money = moneyMoved(payments);
    if (booking.status === 'cancelled')
      return { booking, refund: money.refunded, policyRefund: money.refunded, released: null };
    if (booking.status !== 'confirmed' && booking.status !== 'pending')
      throw new AppError(409, 'BOOKING_NOT_CANCELLABLE', 'This booking can no longer be cancelled.');
    const policyRefund = quoteRefund(booking, money, now, await policyPlace(tx, deps.inventory(), booking));
    const override = 'staff' in by ? by.refundOverride : undefined;
    if (override !== undefined && override > money.paid - money.refunded) throw refundOverPaid();
    const refund = override ?? policyRefund;
    const takes = (await bookingTakes(tx, id)) as unknown as Take[];
    await releaseAvailability(tx, takes);
    if (refund > 0 && money.chargeId) await refundCharge(tx, processor, money.chargeId, refund, `booking:${id}:refund`);
    await setStatus(tx, id, 'cancelled', now, { holdExpiresAt: null });
    await addEvents(tx, id, [
      { kind: 'cancelled', status: 'cancelled', amount: null, createdAt: now },
      ...(refund > 0 ? [{ kind: 'refunded', status: 'cancelled', amount: refund, createdAt: now }] : []),
    ]);
    const cancelled = { ...booking, status: 'cancelled' };
    if ('staff' in by && by.record) await by.record(tx, { booking: cancelled, refund, policyRefund });
    return { booking: cancelled, refund, policyRefund, released: takes };
  });
  if (result.released) {
    applySoldChange(deps.inventory(), result.released, -1);
    if (deps.followThrough) await notifyCancelled(deps.followThrough, result.booking, result.refund, now);
  }
  return {
    booking: result.booking,
    refund: result.refund,
    policyRefund: result.policyRefund,
    changed: result.released !== null,
  };
}

/** The traveller cancels their own booking by its policy; again on a cancelled one: the same result. */
export async function cancelBooking(
  deps: BookingDeps,
  userId: string,
  id: string,
  now: Date,
): Promise<{ booking: BookingRow; refund: number }> {
  const { booking, refund } = await cancelAs(deps, { userId }, id, now);
  return { booking, refund };
}
