import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Destinations the home page features. The from-price is the documented starting fare until the
 * inventory issue derives it from real fares.
 */
export const popularDestinations = pgTable('popular_destinations', {
  slug: text('slug').primaryKey(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  countryCode: text('country_code').notNull(),
  fromPriceMinor: integer('from_price_minor').notNull(),
  currency: text('currency').notNull().default('USD'),
  position: integer('position').notNull(),
});
