import type { Db } from '@server/db/client.ts';
import * as payments from '../payments/public.ts';
import type { PaymentProcessor, PaymentRow, PaymentSource } from '../payments/public.ts';
import { chargeReconcileJob } from './booking-jobs-schedule.ts';

/**
 * A booking's charge row, written `pending` with its reconcile job (in one statement committed
 * before the processor is called): if the process dies after the charge and before the booking
 * commits, the job (or the start-up reconciler) gives the money back.
 */
export function recordPendingCharge(
  db: Db,
  processor: PaymentProcessor,
  input: payments.PendingChargeInput & { now: Date },
): Promise<PaymentRow> {
  return payments.recordPendingCharge(db, processor, input, (id) => [chargeReconcileJob(id, input.now)]);
}

// The booking paths that do not pass their time yet read the wall clock here.
/** Authorises and captures the charge in the booking's transaction (a decline: 402, nothing taken). */
export function authorizeAndCapture(
  tx: Db,
  processor: PaymentProcessor,
  payment: PaymentRow,
  source: PaymentSource,
  description: string,
  now: Date,
): Promise<string> {
  return payments.authorizeAndCapture(tx, processor, payment, source, description, now);
}

/** Gives back whatever the processor holds for a charge whose booking did not commit. */
export function settleUnbookedCharge(
  db: Db,
  processor: PaymentProcessor,
  payment: PaymentRow,
  now: Date,
): Promise<number> {
  return payments.settleUnbookedCharge(db, processor, payment, now);
}
