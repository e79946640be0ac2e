import type { BookingAck } from './booking-load.mjs';

export type BookingsReport = {
  /** Acknowledged bookings found in the store. */
  present: number;
  missing: BookingAck[];
  /** Every disagreement between bookings, payments, the ledger and the sold counts. */
  mismatches: string[];
  bookings: number;
  captures: number;
  refunds_voids: number;
  failed_charges: number;
};

export function verifyBookings(pgliteDir: string, acked: BookingAck[]): Promise<BookingsReport>;
