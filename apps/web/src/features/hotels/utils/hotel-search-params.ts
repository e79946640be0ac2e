import { hotelSearchRequestSchema, type HotelSearchRequest } from '@escazo/contracts/search-hotels';

export const HOTELS_PAGE_SIZE = 10;

/** What the search form shows: the URL's text values, valid or not. */
export type HotelFormValues = { destination: string; checkIn: string; checkOut: string; guests: string };

export function hotelFormValues(params: URLSearchParams): HotelFormValues {
  return {
    destination: params.get('destination') ?? '',
    checkIn: params.get('checkIn') ?? '',
    checkOut: params.get('checkOut') ?? '',
    guests: params.get('guests') ?? '1',
  };
}

/** The search in the URL when it is complete and valid; null shows the form only. */
export function parseHotelSearch(params: URLSearchParams): HotelSearchRequest | null {
  const parsed = hotelSearchRequestSchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : null;
}

const searchKeys = ['destination', 'checkIn', 'checkOut'];

/** Why the URL's search cannot run (a message key), or null when it runs or there is none. */
export function hotelSearchIssue(params: URLSearchParams): string | null {
  if (!searchKeys.some((key) => params.has(key))) return null;
  const parsed = hotelSearchRequestSchema.safeParse(Object.fromEntries(params));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The query string of a search (page size is the page's own, not the URL's); defaults left out. */
export function hotelSearchParams(search: HotelSearchRequest): URLSearchParams {
  const params = new URLSearchParams();
  params.set('destination', search.destination);
  params.set('checkIn', search.checkIn);
  params.set('checkOut', search.checkOut);
  if (search.guests !== 1) params.set('guests', String(search.guests));
  if (search.rooms !== 1) params.set('rooms', String(search.rooms));
  if (search.priceMin !== undefined) params.set('priceMin', String(search.priceMin));
  if (search.priceMax !== undefined) params.set('priceMax', String(search.priceMax));
  if (search.stars.length > 0) params.set('stars', search.stars.join(','));
  if (search.minGuestRating !== undefined) params.set('minGuestRating', String(search.minGuestRating));
  if (search.amenities.length > 0) params.set('amenities', search.amenities.join(','));
  if (search.sort !== 'price-asc') params.set('sort', search.sort);
  if (search.page !== 1) params.set('page', String(search.page));
  return params;
}

export function hotelApiQuery(search: HotelSearchRequest): string {
  const params = hotelSearchParams(search);
  params.set('pageSize', String(HOTELS_PAGE_SIZE));
  return params.toString();
}

/** The hotel's detail page with the dates and party of the search. */
export function hotelDetailHref(
  id: string,
  search: Pick<HotelSearchRequest, 'checkIn' | 'checkOut' | 'guests' | 'rooms'>,
): string {
  const params = new URLSearchParams({
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    guests: String(search.guests),
    rooms: String(search.rooms),
  });
  return `/hotels/${encodeURIComponent(id)}?${params.toString()}`;
}
