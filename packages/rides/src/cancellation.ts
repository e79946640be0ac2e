import {
  RIDE_FREE_CANCEL_MINUTES,
  rideBasePrices,
  rideCancellableStatuses,
  type RideStatus,
  type RideType,
} from '@escazo/contracts/ride-options';
import { millisecondsInMinute } from 'date-fns/constants';

export type RideCancellationQuote = { free: boolean; fee: number };

export type RideCancellationInput = {
  status: RideStatus;
  /** The pick-up: the ride's estimated arrival. */
  pickupAt: Date;
  now: Date;
  /** The ride's total, cents. */
  total: number;
  type: RideType;
};

/**
 * What cancelling now costs, or null when the ride can no longer be cancelled (on the trip, completed
 * or cancelled). Free until 5 minutes before pick-up (inclusive); after that the fee is the type's base
 * price, never more than the total.
 */
export function cancellationQuote({
  status,
  pickupAt,
  now,
  total,
  type,
}: RideCancellationInput): RideCancellationQuote | null {
  if (!rideCancellableStatuses.includes(status)) return null;
  const freeUntil = pickupAt.getTime() - RIDE_FREE_CANCEL_MINUTES * millisecondsInMinute;
  if (now.getTime() <= freeUntil) return { free: true, fee: 0 };
  return { free: false, fee: Math.max(0, Math.min(total, rideBasePrices[type])) };
}
