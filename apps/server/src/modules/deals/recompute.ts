import type { DealBaseline, DealRow as ScannedDeal } from '@escazo/deals';
import type { Db } from '@server/db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import { replaceDeals } from './repository.ts';

export type DealScan = { baselines: DealBaseline[]; deals: ScannedDeal[] };
/** Finds the deals of the inventory as priced at `nowMs` (the engine's scan). */
export type DealScanner = (inventory: Inventory, nowMs: number) => Promise<DealScan>;

/** Scans the inventory and replaces the stored deals (as a whole) and baselines with the result. */
export async function recomputeDeals(
  db: Db,
  inventory: Inventory,
  scan: DealScanner,
  now: Date,
): Promise<{ deals: number; baselines: number }> {
  const result = await scan(inventory, now.getTime());
  await replaceDeals(
    db,
    result.baselines.map((b) => ({ ...b, computedAt: now })),
    result.deals.map((d) => ({
      ...d,
      offerRequest: d.offerRequest as Record<string, unknown>,
      validUntil: new Date(d.validUntil),
      computedAt: now,
    })),
  );
  return { deals: result.deals.length, baselines: result.baselines.length };
}
