import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Offers, bookings and payments. An offer is a priced, expiring selection (anyone may make one);
 * a booking is made from it once, in one transaction with its items, travellers, captured payment,
 * events and the guarded sold counts (inventory *_sales tables). Money: integer minor units.
 */
export const offers = pgTable(
  'offers',
  {
    /** Unguessable: 24 random bytes, base64url. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** What was asked for (the offer request). */
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
    /** What booking it takes (packages/booking Take[]). */
    takes: jsonb('takes').$type<unknown[]>().notNull(),
    title: text('title').notNull(),
    destination: text('destination').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** When the product starts (departure, check-in day, pick-up, sailing day): the policy's clock. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    baseAmount: integer('base_amount').notNull(),
    taxesAmount: integer('taxes_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull(),
    policyKind: text('policy_kind').notNull(),
    /** Who the checkout names: { kind, count, dateOfBirth }. */
    travellers: jsonb('travellers')
      .$type<{ kind: 'passengers' | 'lead-guest' | 'driver'; count: number; dateOfBirth: boolean }>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The traveller it belongs to: who made it signed in, or the first account to open it. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The booking that consumed it, set once by a conditional update that opens the booking's
     * transaction, before the booking row exists (so no foreign key; a booking goes only with its
     * user, and the offer with its owner, the same account).
     */
    bookingId: uuid('booking_id'),
  },
  (t) => [index('offers_owner_idx').on(t.ownerId)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    confirmationCode: text('confirmation_code').notNull(),
    type: text('type').notNull(),
    /** confirmed | pending | completed | cancelled. */
    status: text('status').notNull(),
    title: text('title').notNull(),
    destination: text('destination').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
    baseAmount: integer('base_amount').notNull(),
    taxesAmount: integer('taxes_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull(),
    policyKind: text('policy_kind').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** Pay-later bookings: paid by then or expired and released. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_confirmation_code_key').on(t.confirmationCode),
    index('bookings_user_created_idx').on(t.userId, t.createdAt),
    index('bookings_status_idx').on(t.status),
  ],
);

/** What a booking holds of the inventory, one row per sold-count key (released on cancel or expiry). */
export const bookingItems = pgTable(
  'booking_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    take: jsonb('take').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('booking_items_booking_idx').on(t.bookingId)],
);

export const bookingTravellers = pgTable(
  'booking_travellers',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    ageBand: text('age_band'),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.position] })],
);

/** Every status change and money movement of a booking. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** created | confirmed | cancelled | refunded | expired | completed. */
    kind: text('kind').notNull(),
    status: text('status'),
    amount: integer('amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId)],
);

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
