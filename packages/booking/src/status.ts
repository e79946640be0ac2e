import type { BookingStatus } from '@escazo/contracts/bookings';

/** "Upcoming" is a confirmed booking whose start is still ahead (start: 'YYYY-MM-DD', today: the same). */
export function isUpcoming(status: BookingStatus, startDate: string, today: string): boolean {
  return status === 'confirmed' && startDate > today;
}

/** A confirmed booking becomes completed once its end date is behind. */
export function isCompleted(status: BookingStatus, endDate: string, today: string): boolean {
  return status === 'completed' || (status === 'confirmed' && endDate < today);
}
