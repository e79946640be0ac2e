import type { BookingStatus } from '@escazo/contracts/bookings';

/**
 * "Upcoming" is a confirmed booking whose start is still ahead: a later day ('YYYY-MM-DD'), or a
 * later hour of today (a ride or a flight this evening).
 */
export function isUpcoming(
  status: BookingStatus,
  start: { date: string; at: Date },
  now: { today: string; at: Date },
): boolean {
  return status === 'confirmed' && (start.date > now.today || start.at > now.at);
}

/** A confirmed booking becomes completed once its end date is behind. */
export function isCompleted(status: BookingStatus, endDate: string, today: string): boolean {
  return status === 'completed' || (status === 'confirmed' && endDate < today);
}
