import { and, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { searchCounts } from './schema.ts';

/** Searches per destination key over the days [from, to] (ISO dates, inclusive; no `to`: up to today). */
export async function searchesPerDestination(db: Db, from: string, to?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: searchCounts.destinationKey, count: sql<number>`sum(${searchCounts.count})::int` })
    .from(searchCounts)
    .where(and(gte(searchCounts.day, from), to === undefined ? undefined : lte(searchCounts.day, to)))
    .groupBy(searchCounts.destinationKey);
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}
