import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
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
 * The trip planner's knowledge base, loaded at start from `packages/knowledge` (the data files are
 * the source; a start whose files changed rewrites both tables in one transaction, recorded by
 * `content_hash`).
 */
export const planningDestinations = pgTable('planning_destinations', {
  id: text('id').primaryKey(),
  cityId: text('city_id').notNull(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  radiusKm: doublePrecision('radius_km').notNull(),
  timeZone: text('time_zone').notNull(),
  bestMonths: integer('best_months').array().notNull(),
  neighbourhoods: jsonb('neighbourhoods').$type<{ name: string; description: string }[]>().notNull(),
  guide: text('guide').notNull(),
  /** USD cents. */
  transitFareMinor: integer('transit_fare_minor').notNull(),
  /** Per person per day in USD cents: { tier: { food, transport, activities } }. */
  dailyCosts: jsonb('daily_costs')
    .$type<Record<string, { food: number; transport: number; activities: number }>>()
    .notNull(),
  /** Hash of all data files, the same on every row of one load. */
  contentHash: text('content_hash').notNull(),
});

export const planningPlaces = pgTable(
  'planning_places',
  {
    destinationId: text('destination_id')
      .notNull()
      .references(() => planningDestinations.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    /** attraction | restaurant | experience. */
    kind: text('kind').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    neighbourhood: text('neighbourhood').notNull(),
    /** { mon: ["09:00-17:00"], … } local time; an empty list is a closed day. */
    hours: jsonb('hours').$type<Record<string, string[]>>().notNull(),
    visitMinutes: integer('visit_minutes').notNull(),
    /** Per person, USD cents. */
    priceMinor: integer('price_minor').notNull(),
    tags: text('tags').array().notNull(),
    description: text('description').notNull(),
    priceLevel: integer('price_level'),
    cuisine: text('cuisine'),
    meals: text('meals').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.destinationId, t.id] })],
);

/**
 * A planned trip: the request, the engine's days (items with their place ids, times and costs),
 * the checker's violations and what was chosen to book (lodging and flights, in `options`). A plan
 * made signed out has no user until someone signs in and claims it (cleaned up after a day).
 * Every change is a conditional update on `version`.
 */
export const tripPlans = pgTable(
  'trip_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    destinationId: text('destination_id')
      .notNull()
      .references(() => planningDestinations.id),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    travelers: integer('travelers').notNull(),
    interests: text('interests').array().notNull(),
    pace: text('pace').notNull(),
    tier: text('tier').notNull(),
    notes: text('notes'),
    origin: text('origin'),
    /** USD cents; null for no limit. */
    budgetMinor: integer('budget_minor'),
    currency: text('currency').notNull().default('USD'),
    days: jsonb('days').$type<unknown[]>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    feasible: boolean('feasible').notNull(),
    violations: jsonb('violations').$type<unknown[]>().notNull(),
    suggestion: jsonb('suggestion').$type<unknown>(),
    /** The lodging and flight options the plan uses, with their booking references. */
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    /** SHA-256 of the current read-only share token; null when not shared (a new share replaces it). */
    shareTokenHash: text('share_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trip_plans_user_idx').on(t.userId, t.startDate),
    uniqueIndex('trip_plans_share_token_key')
      .on(t.shareTokenHash)
      .where(sql`${t.shareTokenHash} is not null`),
    index('trip_plans_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.userId} is null`),
  ],
);
