import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPreferences } from '../../db/schema.ts';
import { exchangeRates } from './schema.ts';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/** Every rate of the latest published day (empty when the table is). */
export async function latestRates(db: Db): Promise<ExchangeRateRow[]> {
  const [latest] = await db
    .select({ rateDate: exchangeRates.rateDate })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  if (!latest) return [];
  return db.select().from(exchangeRates).where(eq(exchangeRates.rateDate, latest.rateDate));
}

/** The user's display currency preference, or null when none is stored. */
export async function storedCurrencyOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ currency: userPreferences.currency })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row?.currency ?? null;
}
