import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { schedulingStatement, type ScheduleInput } from '../jobs/public.ts';
import { payments } from './schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Db, row: NewPayment): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  return inserted!;
}

/** Inserts a payment and schedules `jobs` in the same statement: both are written, or neither. */
export async function insertPaymentWith(db: Db, row: NewPayment, jobs: ScheduleInput[]): Promise<PaymentRow> {
  const scheduling = db.$with('scheduling').as(schedulingStatement(db, jobs));
  const [inserted] = await db.with(scheduling).insert(payments).values(row).returning();
  return inserted!;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The charges and refunds of several bookings, oldest first, by booking id (every id present). */
export async function paymentsOfBookings(db: Db, bookingIds: readonly string[]): Promise<Map<string, PaymentRow[]>> {
  const byBooking = new Map<string, PaymentRow[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.bookingId, [...bookingIds]))
    .orderBy(asc(payments.createdAt));
  for (const row of rows) if (row.bookingId) byBooking.get(row.bookingId)?.push(row);
  return byBooking;
}

/** A booking's charges and refunds, oldest first. */
export async function bookingPayments(db: Db, bookingId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.createdAt));
}

export async function updatePayment(db: Db, id: string, values: Partial<NewPayment>, now: Date) {
  await db
    .update(payments)
    .set({ ...values, updatedAt: now })
    .where(eq(payments.id, id));
}

/**
 * Charges left `pending` (or `settling`: a settle that died half-way) before `before`: their booking
 * never committed (or is still being made elsewhere).
 */
export async function stalePendingCharges(db: Db, before: Date): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'charge'),
        inArray(payments.status, ['pending', 'settling']),
        sql`${payments.createdAt} < ${before.toISOString()}`,
      ),
    );
}

/**
 * Marks a charge as being settled, only while no booking has captured it: from here its booking's
 * capture (`markCaptured`) can no longer succeed. Undefined when it was captured or settled meanwhile.
 */
export async function claimChargeForSettling(db: Db, id: string, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'settling', updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.kind, 'charge'), inArray(payments.status, ['pending', 'settling'])))
    .returning();
  return row;
}

/**
 * Moves a charge from `from` to `to` with the processor's payment id, only while it is still in
 * `from`: false when another caller (a settle, a capture) moved it first.
 */
export async function moveChargeFrom(
  db: Db,
  id: string,
  from: string,
  to: string,
  now: Date,
  processorPaymentId?: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: to, updatedAt: now, ...(processorPaymentId ? { processorPaymentId } : {}) })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning();
  return row;
}
