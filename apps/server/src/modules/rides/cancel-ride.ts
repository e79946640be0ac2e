import { and, eq } from 'drizzle-orm';
import type { RideCancellation } from '@escazo/contracts/rides';
import type { RideStatus, RideType } from '@escazo/contracts/ride-options';
import { rideCancellableStatuses } from '@escazo/contracts/ride-options';
import { cancellationQuote } from '@escazo/rides';
import type { Db } from '@server/db/client.ts';
import { closeBooking } from '../bookings/public.ts';
import { captureAuthorized, refundCharge, voidAuthorized } from '../payments/public.ts';
import { rides } from './schema.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import type { RideDeps } from './deps.ts';
import { notifyRideEvent } from './events/notify.ts';
import { estimatedArrival } from './presenter.ts';
import { updateRideFrom, type RideRow } from './repository.ts';
import { notifyRideCancelled } from './ride-notices.ts';

/** 409 CANCELLATION_FEE_CHANGED: the fee the traveller saw is not the fee now; the body carries the current quote. */
export class CancellationFeeChangedError extends AppError {
  constructor(readonly cancellation: RideCancellation | null) {
    super(409, 'CANCELLATION_FEE_CHANGED', 'The cancellation fee has changed. Please review it and try again.');
  }
}

async function lockOwnRide(tx: Db, userId: string, rideId: string): Promise<RideRow | undefined> {
  const [row] = await tx
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.userId, userId)))
    .for('update');
  return row;
}

/** A cancellation with a fee: the authorisation is captured and everything above the fee refunded. */
async function chargeFee(deps: RideDeps, tx: Db, ride: RideRow, fee: number, now: Date): Promise<number> {
  if (!(await captureAuthorized(tx, deps.processor, ride.paymentId, now))) return 0;
  const refund = ride.total - fee;
  if (refund <= 0) return 0;
  await refundCharge(tx, deps.processor, ride.paymentId, refund, `ride:${ride.id}:refund`);
  return refund;
}

/**
 * The traveller cancels their ride, in one transaction with the ride row locked: free until 5 minutes
 * before pick-up (the authorisation is voided), then for the type's base price (captured, the rest
 * refunded). `expectedFee` is the fee the traveller was shown: a different fee now is a 409 and
 * changes nothing. Cancelling a cancelled ride again changes nothing either. After the commit the
 * traveller gets the 'Ride cancelled' notification.
 */
export async function cancelRide(
  deps: RideDeps,
  userId: string,
  rideId: string,
  expectedFee: number,
  now: Date,
): Promise<void> {
  const done = await deps.db.transaction(async (tx) => {
    const ride = await lockOwnRide(tx, userId, rideId);
    if (!ride) throw notFound('This ride');
    if (ride.status === 'cancelled') return null;
    const status = ride.status as RideStatus;
    if (!rideCancellableStatuses.includes(status))
      throw new AppError(409, 'RIDE_NOT_CANCELLABLE', 'This ride can no longer be cancelled.');
    const quote = cancellationQuote({
      status,
      pickupAt: estimatedArrival(ride),
      now,
      total: ride.total,
      type: ride.rideType as RideType,
    });
    if (!quote || quote.fee !== expectedFee) throw new CancellationFeeChangedError(quote);
    const updated = await updateRideFrom(tx, ride.id, [status], {
      status: 'cancelled',
      cancelledAt: now,
      cancellationFee: quote.fee,
      nextTransitionAt: null,
      offeredUntil: null,
      updatedAt: now,
    });
    if (!updated) throw new AppError(409, 'RIDE_STATE_CHANGED', 'This ride has just changed. Please reload it.');
    const refund =
      quote.fee > 0
        ? await chargeFee(deps, tx, ride, quote.fee, now)
        : (await voidAuthorized(tx, deps.processor, ride.paymentId, now), 0);
    await closeBooking(
      tx,
      ride.bookingId,
      'cancelled',
      [
        { kind: 'cancelled', status: 'cancelled', amount: quote.fee > 0 ? quote.fee : null, createdAt: now },
        ...(refund > 0 ? [{ kind: 'refunded', status: 'cancelled', amount: refund, createdAt: now }] : []),
      ],
      now,
    );
    await notifyRideEvent(tx, { rideId: ride.id, status: 'cancelled', at: now });
    return { ride: updated, fee: quote.fee };
  });
  if (done) await notifyRideCancelled(deps, done.ride, done.fee, now);
}
