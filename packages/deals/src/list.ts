import type { DealSort, DealType } from '@escazo/contracts/deals';
import { foldText } from '@escazo/search/autocomplete/fold';

/** What the list helper reads of a deal (the contract's Deal and the server's rows both fit). */
export type ListableDeal = {
  id: string;
  type: DealType;
  title: string;
  location: string;
  discountedPrice: { amount: number };
  discountPercentage: number;
  rating: number;
  /** ISO datetime. */
  validUntil: string;
};

/** The list query with prices already in the deals' currency (minor units). */
export type DealListQuery = {
  type?: DealType | undefined;
  sort: DealSort;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** Contains, on location or title, ignoring case and accents. */
  destination?: string | undefined;
  minRating?: number | undefined;
  /** 'YYYY-MM-DD': deals still bookable at some moment of that (UTC) day. */
  validUntil?: string | undefined;
  page: number;
  pageSize: number;
};

export type DealListPage<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

const byId = (a: ListableDeal, b: ListableDeal) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** popular = rating descending; price = discounted price ascending; discount = percentage descending; ties by id. */
export const dealComparators: Record<DealSort, (a: ListableDeal, b: ListableDeal) => number> = {
  popular: (a, b) => b.rating - a.rating || byId(a, b),
  price: (a, b) => a.discountedPrice.amount - b.discountedPrice.amount || byId(a, b),
  discount: (a, b) => b.discountPercentage - a.discountPercentage || byId(a, b),
};

const folded = new WeakMap<object, string>();
/** Folded 'location title' of a deal, computed once per object. */
function searchText(deal: ListableDeal): string {
  let text = folded.get(deal);
  if (text === undefined) folded.set(deal, (text = ` ${foldText(deal.location)} ${foldText(deal.title)} `));
  return text;
}

/** Filters, sorts (a total order) and pages deals; pages past the end are empty. */
export function listDeals<T extends ListableDeal>(deals: readonly T[], query: DealListQuery): DealListPage<T> {
  const needle = query.destination ? foldText(query.destination) : '';
  const dayStart = query.validUntil ? `${query.validUntil}T00:00:00.000Z` : null;
  const dayStartMs = dayStart ? Date.parse(dayStart) : null;
  const matching = deals.filter(
    (d) =>
      (query.type === undefined || d.type === query.type) &&
      (query.priceMin === undefined || d.discountedPrice.amount >= query.priceMin) &&
      (query.priceMax === undefined || d.discountedPrice.amount <= query.priceMax) &&
      (query.minRating === undefined || d.rating >= query.minRating) &&
      (dayStartMs === null || Date.parse(d.validUntil) >= dayStartMs) &&
      (needle === '' || searchText(d).includes(needle)),
  );
  matching.sort(dealComparators[query.sort]);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(matching.length / query.pageSize),
  };
}
