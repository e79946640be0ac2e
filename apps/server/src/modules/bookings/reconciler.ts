import type { Db } from '@server/db/client.ts';
import type { PaymentProcessor } from '../payments/public.ts';
import { STALE_PENDING_MS } from './booking-jobs-schedule.ts';
import { settleUnbookedCharge } from './charge.ts';
import { findPayment, stalePendingCharges, type PaymentRow } from '../payments/public.ts';

type Log = { info(obj: object, msg: string): void };

/**
 * A charge row left `pending`: the request that wrote it died before its transaction committed.
 * A booking commits together with the capture that pays it (the row becomes `captured` in that
 * transaction), so a pending row never paid anything, even when its booking exists (a pay-later
 * hold whose confirmation died, or a second confirmation that lost to the first): whatever the
 * processor took under its key is refunded or voided. Returns whether the charge was settled.
 */
async function settleLeftPendingCharge(
  db: Db,
  processor: PaymentProcessor,
  row: PaymentRow,
  now: Date,
  log?: Log,
): Promise<boolean> {
  const refunded = await settleUnbookedCharge(db, processor, row, now);
  log?.info(
    { paymentId: row.id, bookingId: row.bookingId, refunded },
    'bookings: settled a charge that never paid a booking',
  );
  return true;
}

/** At start: every charge row still pending after `staleAfterMs`. Returns how many rows were settled. */
export async function reconcilePendingCharges(
  db: Db,
  processor: PaymentProcessor,
  log: Log,
  now: Date,
  staleAfterMs = STALE_PENDING_MS,
): Promise<number> {
  const rows = await stalePendingCharges(db, new Date(now.getTime() - staleAfterMs));
  let settled = 0;
  for (const row of rows) {
    if (await settleLeftPendingCharge(db, processor, row, now, log)) settled++;
  }
  return settled;
}

/**
 * The scheduled reconcile of one charge: still pending, it is settled as at start; captured (its
 * booking committed) or already settled, it is left as it is. Returns whether it was settled.
 */
export async function reconcileCharge(
  db: Db,
  processor: PaymentProcessor,
  paymentId: string,
  now: Date,
  log?: Log,
): Promise<boolean> {
  const row = await findPayment(db, paymentId);
  if (row?.kind !== 'charge' || (row.status !== 'pending' && row.status !== 'settling')) return false;
  return settleLeftPendingCharge(db, processor, row, now, log);
}
