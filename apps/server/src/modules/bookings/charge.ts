import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProcessor } from '../payment-methods/public.ts';
import { chargeReconcileJob } from './booking-jobs-schedule.ts';
import { declined, type PaymentSource } from './payment-source.ts';
import {
  claimChargeForSettling,
  insertPaymentWith,
  markCaptured,
  updatePayment,
  type PaymentRow,
} from './repository.ts';

/**
 * Writes the charge row `pending` together with its reconcile job, in one statement committed
 * before the processor is called (outside the booking's transaction): if the process dies after
 * the charge and before the booking commits, the job (or the start-up reconciler) gives the money back.
 */
export async function recordPendingCharge(
  db: Db,
  processor: PaymentProcessor,
  input: {
    bookingId: string;
    userId: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
    source: PaymentSource;
    now: Date;
  },
): Promise<PaymentRow> {
  const id = randomUUID();
  return insertPaymentWith(
    db,
    {
      id,
      bookingId: input.bookingId,
      userId: input.userId,
      kind: 'charge',
      status: 'pending',
      amount: input.amount,
      currency: input.currency,
      processor: processor.name,
      idempotencyKey: input.idempotencyKey,
      cardBrand: input.source.brand,
      cardLast4: input.source.last4,
    },
    [chargeReconcileJob(id, input.now)],
  );
}

/**
 * Authorises and captures inside the booking's transaction (which holds the inventory row locks
 * meanwhile: acceptable with a local processor, see decision 009). A decline throws 402, which
 * rolls the transaction back: nothing is taken.
 */
export async function authorizeAndCapture(
  tx: Db,
  processor: PaymentProcessor,
  payment: PaymentRow,
  source: PaymentSource,
  description: string,
  now: Date,
): Promise<string> {
  const auth = await processor.authorize(
    {
      amount: payment.amount,
      currency: payment.currency,
      token: source.token,
      idempotencyKey: payment.idempotencyKey,
      description,
    },
    { db: tx },
  );
  if (!auth.ok) throw declined(auth.reason);
  await processor.capture(auth.paymentId, `${payment.idempotencyKey}:capture`, { db: tx });
  // A request still running when its charge's reconcile comes due (ten minutes) gives up here: the
  // settle owns the money, and this transaction rolls the booking back.
  if (!(await markCaptured(tx, payment.id, auth.paymentId, now))) {
    throw new AppError(
      409,
      'PAYMENT_EXPIRED',
      'This payment attempt took too long and was cancelled. Please try again.',
    );
  }
  return auth.paymentId;
}

/**
 * A charge row whose booking did not commit: whatever the processor holds under its key is given
 * back (captured money refunded, an open authorisation voided) and the row marked `failed`.
 * Returns the amount refunded.
 */
export async function settleUnbookedCharge(
  db: Db,
  processor: PaymentProcessor,
  payment: PaymentRow,
  now: Date,
): Promise<number> {
  if (!(await claimChargeForSettling(db, payment.id, now))) return 0;
  const charge = await processor.findCharge(payment.idempotencyKey);
  let refunded = 0;
  if (charge) {
    const owed = charge.captured - charge.refunded;
    if (owed > 0) {
      await processor.refund(charge.paymentId, owed, `${payment.idempotencyKey}:unbooked-refund`);
      refunded = owed;
    } else if (charge.captured === 0 && !charge.voided) {
      await processor.void(charge.paymentId, `${payment.idempotencyKey}:unbooked-void`);
    }
  }
  await updatePayment(db, payment.id, { status: 'failed', processorPaymentId: charge?.paymentId ?? null }, now);
  return refunded;
}
