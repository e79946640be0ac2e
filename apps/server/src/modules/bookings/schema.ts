import {
  bigserial,
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
import { users } from '../auth/schema/users.ts';

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
    /** A round trip's return departure (its calendar file's second event); null for anything else. */
    returnStartsAt: timestamp('return_starts_at', { withTimezone: true }),
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
