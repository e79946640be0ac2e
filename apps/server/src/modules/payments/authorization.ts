import type { Db } from '@server/db/client.ts';
import type { PaymentProcessor } from './payment-processor.ts';
import { moveChargeFrom } from './repository.ts';

/**
 * An authorised charge (a ride's total, authorised at booking) is captured when the ride completes
 * or voided when it is cancelled for free. Each step is a conditional update of the charge row
 * first, so two callers never move the money twice; the processor call follows in the same
 * transaction (its idempotency key would also stop a repeat). False when it was not authorised any more.
 */
async function settleAuthorized(
  db: Db,
  processor: PaymentProcessor,
  paymentId: string,
  to: 'captured' | 'voided',
  now: Date,
): Promise<boolean> {
  const charge = await moveChargeFrom(db, paymentId, 'authorized', to, now);
  if (!charge?.processorPaymentId) return false;
  if (to === 'captured') await processor.capture(charge.processorPaymentId, `${charge.idempotencyKey}:capture`, { db });
  else await processor.void(charge.processorPaymentId, `${charge.idempotencyKey}:void`, { db });
  return true;
}

export const captureAuthorized = (db: Db, processor: PaymentProcessor, paymentId: string, now: Date) =>
  settleAuthorized(db, processor, paymentId, 'captured', now);

export const voidAuthorized = (db: Db, processor: PaymentProcessor, paymentId: string, now: Date) =>
  settleAuthorized(db, processor, paymentId, 'voided', now);
