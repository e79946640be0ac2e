import { FEATURED_DEALS_MAX, type Deal } from '@escazo/contracts/deals';
import type { Db } from '../../db/client.ts';
import { presentDeal } from './presenter.ts';
import { featuredDealRows } from './repository.ts';

/** The stored featured deals still bookable at `now` (the newsletter digest reads them). */
export async function loadFeaturedDeals(db: Db, now: Date): Promise<Deal[]> {
  return (await featuredDealRows(db, now, FEATURED_DEALS_MAX)).map(presentDeal);
}
