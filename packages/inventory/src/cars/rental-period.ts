import { toDay } from '../hotels/calendar.ts';

/** Young drivers (18-24) pay this per day (USD cents) and cannot rent luxury cars. Our rule. */
export const youngDriverDailyFee = 1500;
/** Returning to another city than the pickup's costs this once (USD cents). Our rule. */
export const oneWayFee = 7500;

export type RentalPeriod = {
  /** Charged days: every started 24 hours from pickup to drop-off, at least 1 (a same-day rental is 1). */
  days: number;
  /** Calendar days the car is out (pickup day to drop-off day, inclusive): what availability counts. */
  firstDay: number;
  lastDay: number;
};

/**
 * The period for dates 'YYYY-MM-DD' and hourly times 'HH:00'; null when the pickup is after the
 * drop-off or a value is invalid. A drop-off at the pickup hour of the same day is a one-day rental.
 */
export function rentalPeriod(
  pickupDate: string,
  pickupTime: string,
  dropoffDate: string,
  dropoffTime: string,
): RentalPeriod | null {
  const firstDay = toDay(pickupDate);
  const lastDay = toDay(dropoffDate);
  const hours = (lastDay - firstDay) * 24 + Number.parseInt(dropoffTime, 10) - Number.parseInt(pickupTime, 10);
  if (!Number.isFinite(hours) || hours < 0) return null;
  return { days: Math.max(1, Math.ceil(hours / 24)), firstDay, lastDay };
}
