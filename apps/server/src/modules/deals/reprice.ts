import { offerRequestSchema } from '@escazo/contracts/bookings';
import { discountPercentage, isDeal, featuredIds, priceDealOffer } from '@escazo/deals';
import type { Db } from '@server/db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import { allDeals, type DealPriceChange, type DealRow, writeReprice } from './repository.ts';
import { nextCheckPhase, SLICE_MS } from './slices.ts';

export type RepriceCounts = { checked: number; moved: number; removed: number; written: boolean };

/**
 * The price of a stored deal now, against the current sold counts: its new discounted amount while
 * it is still a deal (at least the threshold below its stored baseline, the original amount), or
 * null when it has ended (sold out, gone, started, no longer that far below its baseline).
 */
function currentPrice(inventory: Inventory, deal: DealRow, now: Date): number | null {
  if (deal.validUntil.getTime() <= now.getTime()) return null;
  const request = offerRequestSchema.safeParse(deal.offerRequest);
  if (!request.success) return null;
  const price = priceDealOffer(inventory, request.data, now.getTime());
  if (!price || price.currency !== deal.currency || !isDeal(price.total, deal.originalAmount)) return null;
  return price.total;
}

/**
 * Re-prices every stored deal (no scan): a deal whose price moved keeps its baseline and gets the
 * new price and percentage, an ended one is deleted, and the featured marks follow, in one
 * transaction of conditional statements. Nothing is written when no price moved.
 */
export async function repriceDeals(db: Db, inventory: Inventory, now: Date): Promise<RepriceCounts> {
  const rows = await allDeals(db);
  const kept: DealPriceChange[] = [];
  const removed: DealRow[] = [];
  let moved = 0;
  let sliceStart = performance.now();
  for (const row of rows) {
    const amount = currentPrice(inventory, row, now);
    if (amount === null) removed.push(row);
    else {
      if (amount !== row.discountedAmount) moved++;
      kept.push({
        id: row.id,
        computedAt: row.computedAt,
        discountedAmount: row.discountedAmount,
        newAmount: amount,
        discountPercentage: discountPercentage(row.originalAmount, amount),
        featured: false,
      });
    }
    if (performance.now() - sliceStart >= SLICE_MS) {
      await nextCheckPhase();
      sliceStart = performance.now();
    }
  }
  if (moved === 0 && removed.length === 0) return { checked: rows.length, moved, removed: 0, written: false };
  const byId = new Map(rows.map((r) => [r.id, r]));
  const featured = featuredIds(
    kept.map((k) => ({
      id: k.id,
      type: byId.get(k.id)!.type,
      discountPercentage: k.discountPercentage,
      rating: byId.get(k.id)!.rating,
    })),
  );
  for (const k of kept) k.featured = featured.has(k.id);
  // A new version, later than every row read, so each copy (in-memory lists) reloads.
  const version = new Date(Math.max(now.getTime(), ...rows.map((r) => r.computedAt.getTime() + 1)));
  const written = await writeReprice(db, kept, removed, version);
  return { checked: rows.length, moved, removed: written.removed, written: written.updated + written.removed > 0 };
}
