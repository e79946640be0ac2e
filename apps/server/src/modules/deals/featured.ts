import { FEATURED_DEALS_MAX, type Deal } from '@escazo/contracts/deals';
import { compareFeatured } from '@escazo/deals';
import type { Db } from '@server/db/client.ts';
import { presentDeal } from './presenter.ts';
import { featuredDealRows } from './repository.ts';

/** The stored featured deals still bookable at `now`, in the engine's featured order (the newsletter digest reads them). */
export async function loadFeaturedDeals(db: Db, now: Date): Promise<Deal[]> {
  return (await featuredDealRows(db, now)).map(presentDeal).sort(compareFeatured).slice(0, FEATURED_DEALS_MAX);
}
