import { date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Offers, bookings and payments. An offer is a priced, expiring selection (anyone may make one);
 * a booking is made from it once, in one transaction with its items, travellers, captured payment,
 * events and the guarded sold counts (inventory *_sales tables). Money: integer minor units.
 */
export const offers = pgTable('offers', {
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
});
