import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, rides } from '../../db/schema.ts';
import type { PaymentProcessor } from '../payment-methods/public.ts';

/**
 * A ride's money: the total is authorised at booking (payments row 'authorized'), captured when the
 * ride completes, voided when it is cancelled for free (or nobody can drive it). Each step is a
 * conditional update of the charge row first, so two callers never move the money twice; the
 * processor call follows in the same transaction (its idempotency key would also stop a repeat).
 */
type ChargeRow = typeof payments.$inferSelect;

async function moveCharge(db: Db, rideId: string, to: 'captured' | 'voided'): Promise<ChargeRow | undefined> {
  const [ride] = await db.select({ paymentId: rides.paymentId }).from(rides).where(eq(rides.id, rideId));
  if (!ride) return undefined;
  const [row] = await db
    .update(payments)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(payments.id, ride.paymentId), eq(payments.status, 'authorized')))
    .returning();
  return row;
}

/** Captures the authorised total (the ride completed, or a cancellation with a fee). False when it was not authorised any more. */
export async function captureRidePayment(db: Db, processor: PaymentProcessor, rideId: string): Promise<boolean> {
  const charge = await moveCharge(db, rideId, 'captured');
  if (!charge?.processorPaymentId) return false;
  await processor.capture(charge.processorPaymentId, `${charge.idempotencyKey}:capture`, { db });
  return true;
}

/** Releases the authorisation (free cancellation, no driver). False when it was not authorised any more. */
export async function releaseRidePayment(db: Db, processor: PaymentProcessor, rideId: string): Promise<boolean> {
  const charge = await moveCharge(db, rideId, 'voided');
  if (!charge?.processorPaymentId) return false;
  await processor.void(charge.processorPaymentId, `${charge.idempotencyKey}:void`, { db });
  return true;
}

/** The pending charge of a booking being made becomes 'authorized' in the ride's transaction; false when a reconcile claimed it first. */
export async function markAuthorized(tx: Db, paymentId: string, processorPaymentId: string): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: 'authorized', processorPaymentId, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length === 1;
}
