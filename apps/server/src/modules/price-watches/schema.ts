import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema/users.ts';

/** A watched price: a flight search (route, date, cabin, passengers) or a hotel or stay for dates. */
export const priceWatches = pgTable(
  'price_watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** flight | hotel | stay. */
    kind: text('kind').notNull(),
    /** The watched selection in a canonical form: one active watch per user and key. */
    watchKey: text('watch_key').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    label: text('label').notNull(),
    currency: text('currency').notNull(),
    firstAmount: integer('first_amount'),
    lastAmount: integer('last_amount'),
    lowestAmount: integer('lowest_amount'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('price_watches_active_key')
      .on(t.userId, t.watchKey)
      .where(sql`${t.stoppedAt} is null`),
    index('price_watches_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Each re-pricing of a watch; amount null when nothing was available. */
export const priceWatchPoints = pgTable(
  'price_watch_points',
  {
    watchId: uuid('watch_id')
      .notNull()
      .references(() => priceWatches.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    amount: integer('amount'),
  },
  (t) => [primaryKey({ columns: [t.watchId, t.checkedAt] })],
);
