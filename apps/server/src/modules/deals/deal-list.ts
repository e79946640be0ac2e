import { CURRENCIES, convertMinor, type Currency, type RateTable } from '@escazo/contracts/currency';
import { FEATURED_DEALS_MAX, type Deal, type DealSort, type DealsPage, type DealsQuery } from '@escazo/contracts/deals';
import { compareFeatured, dealComparators } from '@escazo/deals';
import { foldText } from '@escazo/search/autocomplete';

/** A deal as the list serves it, with what the filters compare precomputed once per load. */
export type ListedDeal = {
  deal: Deal;
  /** Lower-cased location and title without accents. */
  text: string;
  validUntilMs: number;
  /** The discounted price in every display currency (minor units), converted from the original amount. */
  priceIn: Record<Currency, number>;
};

/** The loaded deals in each sort order, so a request filters and pages without sorting. */
export type DealList = { bySort: Record<DealSort, ListedDeal[]>; featured: ListedDeal[] };

export function buildDealList(deals: readonly Deal[], rates: RateTable): DealList {
  const listed = deals.map((deal): ListedDeal => {
    const priceIn = {} as Record<Currency, number>;
    for (const currency of CURRENCIES)
      priceIn[currency] = convertMinor(deal.discountedPrice.amount, deal.discountedPrice.currency, currency, rates);
    return {
      deal,
      text: `${foldText(deal.location)}\n${foldText(deal.title)}`,
      validUntilMs: Date.parse(deal.validUntil),
      priceIn,
    };
  });
  // The engine's orders (a total order: ties by id), applied once per load.
  const sorted = (sort: DealSort) => [...listed].sort((a, b) => dealComparators[sort](a.deal, b.deal));
  const bySort = { popular: sorted('popular'), price: sorted('price'), discount: sorted('discount') };
  const featured = listed.filter((d) => d.deal.featured).sort((a, b) => compareFeatured(a.deal, b.deal));
  return { bySort, featured };
}

/**
 * One page of the deals still bookable at `nowMs` that match the query. Price bounds are compared in
 * the query's currency, against the same conversion the visitor sees.
 */
export function queryDeals(list: DealList, query: DealsQuery, nowMs: number): DealsPage {
  const needle = query.destination ? foldText(query.destination) : undefined;
  const validFrom = query.validUntil ? Date.parse(`${query.validUntil}T00:00:00Z`) : undefined;
  const matches = list.bySort[query.sort].filter((d) => {
    if (d.validUntilMs <= nowMs) return false;
    if (query.type && d.deal.type !== query.type) return false;
    const price = d.priceIn[query.priceCurrency];
    if (query.priceMin !== undefined && price < query.priceMin) return false;
    if (query.priceMax !== undefined && price > query.priceMax) return false;
    if (query.minRating !== undefined && d.deal.rating < query.minRating) return false;
    if (validFrom !== undefined && d.validUntilMs <= validFrom) return false;
    return needle === undefined || d.text.includes(needle);
  });
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matches.slice(start, start + query.pageSize).map((d) => d.deal),
    total: matches.length,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(matches.length / query.pageSize),
  };
}

/** The featured deals still bookable at `nowMs`: best discount first, then rating. */
export function featuredDeals(list: DealList, nowMs: number): Deal[] {
  return list.featured
    .filter((d) => d.validUntilMs > nowMs)
    .slice(0, FEATURED_DEALS_MAX)
    .map((d) => d.deal);
}
