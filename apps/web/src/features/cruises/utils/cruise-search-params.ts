import {
  cruisePassengerLimits,
  cruiseSearchRequestSchema,
  defaultCruiseRegion,
  searchPageDefaultCruiseDuration,
  type CruiseSearchRequest,
} from '@escazo/contracts/search-cruises';
import { cruiseUrlFields } from './cruise-url-fields.ts';

export const CRUISES_PAGE_SIZE = 10;

export type CruiseFormValues = {
  destination: string;
  cruiseLine: string;
  month: string;
  duration: string;
  passengers: string;
};

export function cruiseFormValues(url: URLSearchParams): CruiseFormValues {
  const params = cruiseUrlFields(url);
  return {
    destination: params.get('destination') ?? '',
    cruiseLine: params.get('cruiseLine') ?? 'any',
    month: params.get('month') ?? '',
    duration: params.get('duration') ?? 'any',
    passengers: params.get('passengers') ?? String(cruisePassengerLimits.default),
  };
}

/** The complete search in the URL, or null (the page then shows the form and its content). */
export function parseCruiseSearch(params: URLSearchParams): CruiseSearchRequest | null {
  const parsed = cruiseSearchRequestSchema.safeParse(Object.fromEntries(cruiseUrlFields(params)));
  return parsed.success ? parsed.data : null;
}

/** Why the URL's search cannot run (a message key), or null when it runs or there is none. */
export function cruiseSearchIssue(params: URLSearchParams): string | null {
  if (!['destination', 'month', 'departureDate', 'checkIn'].some((key) => params.has(key))) return null;
  const parsed = cruiseSearchRequestSchema.safeParse(Object.fromEntries(cruiseUrlFields(params)));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Search Travel Options' cruise fields: region, departure date, duration. */
export type CruiseQuickValues = { destination: string; departureDate: string; duration: string };

/** The quick form's values from the URL; before a search, Caribbean, today and 7-9 (the documented defaults). */
export function cruiseQuickValues(url: URLSearchParams, today: string): CruiseQuickValues {
  const params = cruiseUrlFields(url);
  const month = params.get('month');
  return {
    destination: params.get('destination') ?? defaultCruiseRegion,
    departureDate: params.get('departureDate') ?? (month ? `${month}-01` : today),
    duration: params.get('duration') ?? searchPageDefaultCruiseDuration,
  };
}

/** The search fields of the quick form: sailings of the date's month that leave on or after it. */
export function cruiseQuickSearch(values: CruiseQuickValues): Record<string, string> {
  return {
    destination: values.destination,
    month: values.departureDate.slice(0, 7),
    departureDate: values.departureDate,
    duration: values.duration,
  };
}

export function cruiseSearchParams(search: CruiseSearchRequest): URLSearchParams {
  const params = new URLSearchParams({
    destination: search.destination,
    month: search.month,
    passengers: String(search.passengers),
  });
  if (search.departureDate) params.set('departureDate', search.departureDate);
  if (search.cruiseLine !== 'any') params.set('cruiseLine', search.cruiseLine);
  if (search.duration !== 'any') params.set('duration', search.duration);
  if (search.cabin !== 'any') params.set('cabin', search.cabin);
  if (search.priceMin !== undefined) params.set('priceMin', String(search.priceMin));
  if (search.priceMax !== undefined) params.set('priceMax', String(search.priceMax));
  if (search.minRating !== undefined) params.set('minRating', String(search.minRating));
  if (search.sort !== 'price-asc') params.set('sort', search.sort);
  if (search.page !== 1) params.set('page', String(search.page));
  return params;
}

export function cruiseApiQuery(search: CruiseSearchRequest, pageSize = CRUISES_PAGE_SIZE): string {
  const params = cruiseSearchParams(search);
  params.set('pageSize', String(pageSize));
  return params.toString();
}

/** The next 12 months as 'YYYY-MM', this month first. */
export function nextMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() + i, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}
