import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema/users.ts';

/**
 * Our side of each charge and refund. A charge row is written `pending` (and committed) before the
 * processor is called, so a charge whose booking never committed is found and refunded at start.
 * booking_id is not a foreign key: the row exists before its booking does.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** charge | refund. */
    kind: text('kind').notNull(),
    /**
     * pending | captured | settling (being given back) | failed (charge); succeeded (refund).
     * A ride's charge is authorised at booking ('authorized'), then captured at completion or
     * released on a free cancellation ('voided'); the reconciler leaves both alone.
     */
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    processor: text('processor').notNull(),
    processorPaymentId: text('processor_payment_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    index('payments_booking_idx').on(t.bookingId),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payments_amount', sql`${t.amount} >= 0`),
  ],
);

/** The built-in test processor's own record of what it charged and refunded (no money moves). */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    processorPaymentId: text('processor_payment_id').notNull(),
    /** authorize | capture | refund | void. */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_ledger_idempotency_key').on(t.idempotencyKey),
    index('payment_ledger_payment_idx').on(t.processorPaymentId),
  ],
);

/** One row per (user, Idempotency-Key): the request's hash, and once finished its answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What the key is for ('POST /api/bookings'). */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    /** in_progress | done. */
    state: text('state').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);
