import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { ScheduleInput } from '../jobs/public.ts';
import { declined } from './declined.ts';
import type { PaymentProcessor } from './payment-processor.ts';
import {
  claimChargeForSettling,
  insertPaymentWith,
  moveChargeFrom,
  updatePayment,
  type PaymentRow,
} from './repository.ts';

/** What a charge is made with: the processor's token and the card's display details. */
export type PaymentSource = { token: string; brand: string; last4: string };

export type PendingChargeInput = {
  bookingId: string;
  userId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  source: PaymentSource;
};

/**
 * Writes the charge row `pending` together with the jobs `reconcile(id)` names (the caller's
 * reconcile job), in one statement committed before the processor is called: if the process dies
 * after the charge and before the booking commits, the job gives the money back.
 */
export async function recordPendingCharge(
  db: Db,
  processor: PaymentProcessor,
  input: PendingChargeInput,
  reconcile: (paymentId: string) => ScheduleInput[],
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
    reconcile(id),
  );
}

const paymentExpired = () =>
  new AppError(409, 'PAYMENT_EXPIRED', 'This payment attempt took too long and was cancelled. Please try again.');

/**
 * Authorises and captures inside the booking's transaction (which holds the inventory row locks
 * meanwhile: acceptable with a local processor). A decline throws 402, which rolls the
 * transaction back: nothing is taken.
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
  if (!(await markCaptured(tx, payment.id, auth.paymentId, now))) throw paymentExpired();
  return auth.paymentId;
}

/** Records the capture, only while the charge is still pending; false when a settle claimed it first. */
export async function markCaptured(db: Db, id: string, processorPaymentId: string, now: Date): Promise<boolean> {
  return (await moveChargeFrom(db, id, 'pending', 'captured', now, processorPaymentId)) !== undefined;
}

/**
 * The pending charge of a booking being made becomes 'authorized' (captured later) in the
 * booking's transaction; 409 PAYMENT_EXPIRED when a reconcile claimed it first.
 */
export async function markAuthorized(tx: Db, paymentId: string, processorPaymentId: string, now: Date): Promise<void> {
  if (!(await moveChargeFrom(tx, paymentId, 'pending', 'authorized', now, processorPaymentId))) throw paymentExpired();
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
