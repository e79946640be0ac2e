import { FEATURED_DEALS_MAX } from '@escazo/contracts/deals';

type Rankable = { id: string; type: string; discountPercentage: number; rating: number };

/** At most this many featured deals of one type, so the featured row shows a mix. */
export const FEATURED_PER_TYPE = 2;

/** Best deals first: larger discount, then higher rating, then id. A total order. */
export function compareFeatured(a: Rankable, b: Rankable): number {
  return b.discountPercentage - a.discountPercentage || b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The ids of the featured deals: the best by discount then rating, at most `perType` of one type
 * while other types have deals left, at most `max` in all.
 */
export function featuredIds(
  deals: readonly Rankable[],
  max: number = FEATURED_DEALS_MAX,
  perType: number = FEATURED_PER_TYPE,
): Set<string> {
  const ranked = [...deals].sort(compareFeatured);
  const picked = new Set<string>();
  const perTypeCount = new Map<string, number>();
  for (const deal of ranked) {
    if (picked.size >= max) break;
    const n = perTypeCount.get(deal.type) ?? 0;
    if (n >= perType) continue;
    perTypeCount.set(deal.type, n + 1);
    picked.add(deal.id);
  }
  // Fewer types than needed to fill the row: the next best of any type.
  for (const deal of ranked) {
    if (picked.size >= max) break;
    picked.add(deal.id);
  }
  return picked;
}

/** The same rows with `featured` set on the best ones (and cleared on the others). */
export function markFeatured<T extends Rankable & { featured: boolean }>(
  deals: readonly T[],
  max: number = FEATURED_DEALS_MAX,
): T[] {
  const ids = featuredIds(deals, max);
  return deals.map((d) => ({ ...d, featured: ids.has(d.id) }));
}
