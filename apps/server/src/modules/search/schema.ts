import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Searches per destination city per day: a count only, nothing about who searched. */
export const searchCounts = pgTable(
  'search_counts',
  {
    destinationKey: text('destination_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.destinationKey, t.day] })],
);
