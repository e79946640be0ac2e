import type { Db } from '@server/db/client.ts';
import type { PaymentProcessor } from './payment-processor.ts';
import { findPayment, insertPayment, type PaymentRow } from './repository.ts';

/** What was captured and refunded for a booking, from our payment rows. */
/** chargeId: our row of the captured charge a refund is made against (none before a capture). */
export type MoneyMoved = { paid: number; refunded: number; chargeId: string | null };

export function moneyMoved(rows: PaymentRow[]): MoneyMoved {
  const charge = rows.find((p) => p.kind === 'charge' && p.status === 'captured' && p.processorPaymentId);
  const refunded = rows.filter((p) => p.kind === 'refund').reduce((sum, p) => sum + p.amount, 0);
  return { paid: charge?.amount ?? 0, refunded, chargeId: charge?.id ?? null };
}

/**
 * Refunds `amount` of the captured charge `chargeId` (our payment row), inside the caller's
 * transaction: the refund row (its idempotency key unique, so a repeat writes nothing twice) and
 * then the processor's refund under the same key. Returns the refund row.
 */
export async function refundCharge(
  tx: Db,
  processor: PaymentProcessor,
  chargeId: string,
  amount: number,
  idempotencyKey: string,
): Promise<PaymentRow> {
  const charge = await findPayment(tx, chargeId);
  if (!charge?.processorPaymentId) throw new Error(`Charge ${chargeId} has no captured payment to refund`);
  const refund = await insertPayment(tx, {
    bookingId: charge.bookingId,
    userId: charge.userId,
    kind: 'refund',
    status: 'succeeded',
    amount,
    currency: charge.currency,
    processor: processor.name,
    processorPaymentId: charge.processorPaymentId,
    idempotencyKey,
  });
  await processor.refund(charge.processorPaymentId, amount, idempotencyKey, { db: tx });
  return refund;
}
