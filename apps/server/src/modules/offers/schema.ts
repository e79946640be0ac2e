import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema/users.ts';

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
    /** A round trip's return departure (its calendar file's second event); null for anything else. */
    returnStartsAt: timestamp('return_starts_at', { withTimezone: true }),
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
