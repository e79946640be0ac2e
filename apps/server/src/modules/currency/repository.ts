import { desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
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

export { storedCurrencyOf } from '../auth/public.ts';
