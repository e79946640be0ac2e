import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dealBaselines, deals } from '../../db/schema.ts';

export type DealRow = typeof deals.$inferSelect;
export type NewDealRow = typeof deals.$inferInsert;
export type NewBaselineRow = typeof dealBaselines.$inferInsert;

const INSERT_BATCH = 250;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) out.push(rows.slice(i, i + INSERT_BATCH));
  return out;
}

/**
 * Replaces every baseline and deal in one transaction. The table lock makes two recomputes
 * (two runners) take turns, so the later one's rows win whole; readers are never blocked.
 */
export async function replaceDeals(db: Db, baselines: readonly NewBaselineRow[], rows: readonly NewDealRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${dealBaselines}, ${deals} in exclusive mode`);
    await tx.delete(deals);
    await tx.delete(dealBaselines);
    for (const batch of batches(baselines)) await tx.insert(dealBaselines).values(batch);
    for (const batch of batches(rows)) await tx.insert(deals).values(batch);
  });
}

export function allDeals(db: Db): Promise<DealRow[]> {
  return db.select().from(deals);
}

export async function findDeal(db: Db, id: string): Promise<DealRow | undefined> {
  const [row] = await db.select().from(deals).where(eq(deals.id, id));
  return row;
}

/** When the stored deals were computed (null when there are none): the in-memory copy's version. */
export async function dealsComputedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: sql<string | null>`max(${deals.computedAt})` }).from(deals);
  return row?.at ? new Date(row.at) : null;
}

/** The featured deals still bookable at `now`: best discount first, then rating. */
export function featuredDealRows(db: Db, now: Date, limit: number): Promise<DealRow[]> {
  return db
    .select()
    .from(deals)
    .where(and(eq(deals.featured, true), gt(deals.validUntil, now)))
    .orderBy(desc(deals.discountPercentage), desc(deals.rating), deals.id)
    .limit(limit);
}
