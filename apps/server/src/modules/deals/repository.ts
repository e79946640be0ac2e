import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { dealBaselines, deals } from './schema.ts';
import { nextCheckPhase } from './slices.ts';
import { rowsOf } from '@server/db/rows.ts';

export type DealRow = typeof deals.$inferSelect;
export type NewDealRow = typeof deals.$inferInsert;
export type NewBaselineRow = typeof dealBaselines.$inferInsert;

/** Rows per insert statement: each stays a few milliseconds of database work. */
const DEAL_BATCH = 100;
const BASELINE_BATCH = 500;

function batches<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Replaces every deal, then every baseline. The deals (a few thousand rows) are swapped in one short
 * transaction under a table lock, so two recomputes (two runners) take turns and the later one's
 * deals win whole; readers are never blocked. The baselines (about 25,000 rows, read only for the
 * scan's age) are written after it in batches outside any transaction: on the embedded database an
 * open transaction holds its one connection, so every other request would wait behind them. A
 * baseline row is only overwritten by a scan at least as new, and the rows an earlier scan left are
 * deleted last. A crash before the first baseline batch leaves the previous scan's age (the next start
 * scans again); one after it leaves a few stale rows, which only the next scan's delete removes.
 */
export async function replaceDeals(
  db: Db,
  baselines: readonly NewBaselineRow[],
  rows: readonly NewDealRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${deals} in exclusive mode`);
    await tx.delete(deals);
    await nextCheckPhase();
    for (const batch of batches(rows, DEAL_BATCH)) {
      await tx.insert(deals).values(batch);
      await nextCheckPhase();
    }
  });
  const computedAt = baselines[0]?.computedAt;
  // Baselines as one JSON parameter per batch (far cheaper than bound rows), in key order: two scans
  // writing at once then lock their rows in the same order and never deadlock.
  const byKey = [...baselines].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const batch of batches(byKey, BASELINE_BATCH)) {
    const json = JSON.stringify(
      batch.map((b) => ({
        key: b.key,
        type: b.type,
        amount: b.typicalAmount,
        currency: b.currency,
        samples: b.samples,
        at: b.computedAt.toISOString(),
      })),
    );
    await db.execute(sql`
      insert into ${dealBaselines} (key, type, typical_amount, currency, samples, computed_at)
      select v.key, v.type, v.amount, v.currency, v.samples, v.at
      from jsonb_to_recordset(${json}::jsonb) as v(key text, type text, amount integer, currency text, samples integer, at timestamptz)
      on conflict (key) do update set
        type = excluded.type, typical_amount = excluded.typical_amount, currency = excluded.currency,
        samples = excluded.samples, computed_at = excluded.computed_at
      where ${dealBaselines.computedAt} <= excluded.computed_at`);
    await nextCheckPhase();
  }
  if (computedAt) await db.delete(dealBaselines).where(lt(dealBaselines.computedAt, computedAt));
}

/** A stored deal as a re-price read it: `computedAt` and `discountedAmount` are the guard. */
export type RepricedDeal = { id: string; computedAt: Date; discountedAmount: number };
export type DealPriceChange = RepricedDeal & { newAmount: number; discountPercentage: number; featured: boolean };

/**
 * Writes a re-price in one transaction: the kept deals get their new price, featured mark and
 * `computedAt` (the copy's version), the others are deleted. Each row is written only while it is
 * still the one the re-price read (same computed_at and price), so a recompute or another re-price
 * that committed meanwhile wins. Returns how many rows each statement wrote.
 */
export async function writeReprice(
  db: Db,
  kept: readonly DealPriceChange[],
  removed: readonly RepricedDeal[],
  computedAt: Date,
): Promise<{ updated: number; removed: number }> {
  const keptJson = JSON.stringify(
    kept.map((k) => ({
      id: k.id,
      at: k.computedAt.toISOString(),
      old: k.discountedAmount,
      amount: k.newAmount,
      pct: k.discountPercentage,
      featured: k.featured,
    })),
  );
  const removedJson = JSON.stringify(
    removed.map((r) => ({ id: r.id, at: r.computedAt.toISOString(), old: r.discountedAmount })),
  );
  return db.transaction(async (tx) => {
    const deleted = removed.length
      ? await tx.execute(sql`
          delete from ${deals} d using jsonb_to_recordset(${removedJson}::jsonb) as v(id text, at timestamptz, old integer)
          where d.id = v.id and d.computed_at = v.at and d.discounted_amount = v.old
          returning d.id`)
      : null;
    const updated = kept.length
      ? await tx.execute(sql`
          update ${deals} d set discounted_amount = v.amount, discount_percentage = v.pct, featured = v.featured, computed_at = ${computedAt.toISOString()}::timestamptz
          from jsonb_to_recordset(${keptJson}::jsonb) as v(id text, at timestamptz, old integer, amount integer, pct smallint, featured boolean)
          where d.id = v.id and d.computed_at = v.at and d.discounted_amount = v.old
          returning d.id`)
      : null;
    return { updated: rowsOf(updated).length, removed: rowsOf(deleted).length };
  });
}

/** When the baselines were last computed (null before the first scan): the full scan's age. */
export async function lastScanAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: sql<string | null>`max(${dealBaselines.computedAt})` }).from(dealBaselines);
  return row?.at ? new Date(row.at) : null;
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

/** The deals marked featured and still bookable at `now` (ordered by the caller). */
export function featuredDealRows(db: Db, now: Date): Promise<DealRow[]> {
  return db
    .select()
    .from(deals)
    .where(and(eq(deals.featured, true), gt(deals.validUntil, now)));
}

/** A deal's title, or undefined when the deal is not in the table. */
export async function findDealTitle(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ title: deals.title }).from(deals).where(eq(deals.id, id));
  return row?.title;
}
