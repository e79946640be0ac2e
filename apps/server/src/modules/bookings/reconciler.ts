import type { Db } from '../../db/client.ts';
import type { PaymentProcessor } from '../payment-methods/public.ts';
import { settleUnbookedCharge } from './charge.ts';
import { bookingExists, stalePendingCharges, updatePayment } from './repository.ts';

/** A charge still pending after this long belongs to a request that died (a live one finishes in seconds). */
export const STALE_PENDING_MS = 10 * 60_000;

type Log = { info(obj: object, msg: string): void };

/**
 * At start: every charge row left `pending` (the process died between writing it and the booking's
 * commit). Without a booking, whatever the processor took under its key is refunded; with one (it
 * cannot happen: the booking commits with its captured payment) the row is left for a person.
 * Returns how many rows were settled.
 */
export async function reconcilePendingCharges(db: Db, processor: PaymentProcessor, log: Log, now = new Date(), staleAfterMs = STALE_PENDING_MS): Promise<number> {
  const rows = await stalePendingCharges(db, new Date(now.getTime() - staleAfterMs));
  let settled = 0;
  for (const row of rows) {
    if (await bookingExists(db, row.bookingId)) {
      await updatePayment(db, row.id, { status: 'needs_review' });
      continue;
    }
    const refunded = await settleUnbookedCharge(db, processor, row);
    log.info({ paymentId: row.id, bookingId: row.bookingId, refunded }, 'bookings: settled a charge whose booking never committed');
    settled++;
  }
  return settled;
}
