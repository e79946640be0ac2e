import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A product's typical price over the season (route and cabin, property, car desk category, cruise
 * itinerary and cabin category), computed from the inventory by the deals job. Money: integer minor units.
 */
export const dealBaselines = pgTable('deal_baselines', {
  key: text('key').primaryKey(),
  type: text('type').notNull(),
  typicalAmount: integer('typical_amount').notNull(),
  currency: text('currency').notNull(),
  samples: integer('samples').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

/**
 * The current deals: offers whose price is at least the threshold below their baseline. Rewritten
 * as a whole by each full scan (one transaction); a re-price after sales updates or deletes rows.
 * `offer_request` is what POST /api/offers would be asked for to book it.
 */
export const deals = pgTable(
  'deals',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    cityId: text('city_id'),
    originalAmount: integer('original_amount').notNull(),
    discountedAmount: integer('discounted_amount').notNull(),
    currency: text('currency').notNull(),
    discountPercentage: smallint('discount_percentage').notNull(),
    rating: real('rating').notNull(),
    imageUrl: text('image_url').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    featured: boolean('featured').notNull().default(false),
    offerRequest: jsonb('offer_request').$type<Record<string, unknown>>().notNull(),
    baselineKey: text('baseline_key').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('deals_type_idx').on(t.type),
    index('deals_discounted_idx').on(t.discountedAmount),
    check('deals_discount_positive', sql`${t.discountedAmount} < ${t.originalAmount}`),
  ],
);

/** Newsletter subscriptions: double opt-in (pending until the e-mailed link is followed). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    /** pending | confirmed | unsubscribed. */
    status: text('status').notNull(),
    /** SHA-256 of the confirm token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** Carried by every newsletter e-mail's one-click unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_confirm_token_idx').on(t.confirmTokenHash)],
);
