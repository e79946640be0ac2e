import { staySearchRequestSchema, stayPriceDefaults, type StaySearchRequest } from '@escazo/contracts/search-stays';

/** Results per page on the stays grid (a multiple of 2 and 3 for the grid's columns). */
export const STAYS_PAGE_SIZE = 12;

/** The search as the page keeps it in the URL; `q` travels as `destination` (the home panel's name). */
export type StaySearch = Omit<StaySearchRequest, 'pageSize'>;

/** Reads the stay search from the query string: every field has its documented fallback. */
export function parseStaySearch(params: URLSearchParams): StaySearch {
  const raw = Object.fromEntries(params);
  const { pageSize: _pageSize, ...search } = staySearchRequestSchema.parse({ ...raw, q: raw.q ?? raw.destination });
  return search;
}

/** The query string for a search; defaults are left out so shared links stay short. */
export function staySearchParams(search: StaySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('destination', search.q);
  if (search.checkIn) params.set('checkIn', search.checkIn);
  if (search.checkOut) params.set('checkOut', search.checkOut);
  if (search.guests !== 1) params.set('guests', String(search.guests));
  if (search.priceMin !== stayPriceDefaults.min) params.set('priceMin', String(search.priceMin));
  if (search.priceMax !== stayPriceDefaults.max) params.set('priceMax', String(search.priceMax));
  if (search.minBeds !== 'any') params.set('minBeds', search.minBeds);
  if (search.type !== 'any') params.set('type', search.type);
  if (search.sort !== 'recommended') params.set('sort', search.sort);
  if (search.page !== 1) params.set('page', String(search.page));
  return params;
}

/** The API's query string: the same fields, with the text as `q`. */
export function stayApiQuery(search: StaySearch): string {
  const params = staySearchParams(search);
  params.delete('destination');
  if (search.q) params.set('q', search.q);
  params.set('pageSize', String(STAYS_PAGE_SIZE));
  return params.toString();
}

/** The filters the dialog edits, at their defaults. */
export const defaultStayFilters = {
  priceMin: stayPriceDefaults.min,
  priceMax: stayPriceDefaults.max,
  minBeds: 'any',
  type: 'any',
} as const satisfies Pick<StaySearch, 'priceMin' | 'priceMax' | 'minBeds' | 'type'>;

/** The dates a stay's detail page is opened with. */
export function stayDetailQuery(search: Pick<StaySearch, 'checkIn' | 'checkOut' | 'guests'>): string {
  const params = new URLSearchParams();
  if (search.checkIn) params.set('checkIn', search.checkIn);
  if (search.checkOut) params.set('checkOut', search.checkOut);
  if (search.guests !== 1) params.set('guests', String(search.guests));
  const query = params.toString();
  return query ? `?${query}` : '';
}
