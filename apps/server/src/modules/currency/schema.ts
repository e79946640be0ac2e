import { date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Reference exchange rates of one published day: units of `currency` per euro. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    perEuro: numeric('per_euro', { precision: 18, scale: 6 }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rateDate, t.currency] })],
);
