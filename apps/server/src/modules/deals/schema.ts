import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
 * as a whole by each full scan (one short transaction); a re-price after sales updates or deletes rows.
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
