import { CURRENCIES, type RateTable } from '@escazo/contracts/currency';
import type { Db } from '@server/db/client.ts';
import { latestRates } from './repository.ts';

/** A rate table needs every display currency; a day that lacks one is shipped data gone wrong. */
export async function readRateTable(db: Db): Promise<RateTable> {
  const rows = await latestRates(db);
  const first = rows[0];
  if (!first) throw new Error('exchange_rates is empty');
  const perEuro = {} as RateTable['perEuro'];
  for (const currency of CURRENCIES) {
    const row = rows.find((r) => r.currency === currency);
    if (!row) throw new Error(`exchange_rates of ${first.rateDate} lack ${currency}`);
    perEuro[currency] = row.perEuro;
  }
  return { date: first.rateDate, source: first.source, perEuro };
}

let memo: Promise<RateTable> | undefined;

/**
 * The latest reference rates, read once per process: the table is shipped data (a migration),
 * so it never changes while the server runs. A failed read is not kept.
 */
export function loadRates(db: Db): Promise<RateTable> {
  memo ??= readRateTable(db).catch((error: unknown) => {
    memo = undefined;
    throw error;
  });
  return memo;
}
