import {
  carDefaultTime,
  carSearchRequestSchema,
  defaultDriverAgeBand,
  type CarSearchRequest,
} from '@escazo/contracts/search-cars';

export const CARS_PAGE_SIZE = 12;

/**
 * The search form's values as text (the URL's, valid or not). A location is what the API takes (a
 * city id or airport code once a suggestion was picked, else the text typed); its label is what the
 * field shows ('Miami, United States' for 'US-miami'), kept in the URL only when it differs.
 */
export type CarFormValues = {
  pickupLocation: string;
  dropoffLocation: string;
  pickupLabel: string;
  dropoffLabel: string;
  pickupDate: string;
  dropoffDate: string;
  pickupTime: string;
  dropoffTime: string;
  driverAge: string;
};

/**
 * Other pages' names for the car fields: the home panel sends `returnDate`; Search & Book sends
 * its trip fields, `destination`, `checkIn` and `checkOut`. They give way to the car's own names.
 */
export const carAliasKeys = ['returnDate', 'destination', 'checkIn', 'checkOut', 'guests'] as const;

/**
 * The form's values from the URL. Without a drop-off location the car goes back where it was
 * picked up; another page's return or check-out date is the drop-off date.
 */
export function carFormValues(params: URLSearchParams): CarFormValues {
  const pickupLocation = params.get('pickupLocation') ?? params.get('destination') ?? '';
  const pickupLabel = params.get('pickupLabel') || pickupLocation;
  const dropoffLocation = params.get('dropoffLocation');
  return {
    pickupLocation,
    dropoffLocation: dropoffLocation ?? pickupLocation,
    pickupLabel,
    dropoffLabel: dropoffLocation === null ? pickupLabel : params.get('dropoffLabel') || dropoffLocation,
    pickupDate: params.get('pickupDate') ?? params.get('checkIn') ?? '',
    dropoffDate: params.get('dropoffDate') ?? params.get('returnDate') ?? params.get('checkOut') ?? '',
    pickupTime: params.get('pickupTime') ?? carDefaultTime,
    dropoffTime: params.get('dropoffTime') ?? carDefaultTime,
    driverAge: params.get('driverAge') ?? defaultDriverAgeBand,
  };
}

const parseUrl = (params: URLSearchParams) =>
  carSearchRequestSchema.safeParse({ ...Object.fromEntries(params), ...carFormValues(params) });

/** The complete search in the URL, or null (the page then shows the form and its content only). */
export function parseCarSearch(params: URLSearchParams): CarSearchRequest | null {
  const parsed = parseUrl(params);
  return parsed.success ? parsed.data : null;
}

/** The message key to show first: a missing field before anything else (the documented toast). */
export function firstCarIssue(issues: readonly { message: string }[]): string | undefined {
  return (issues.find((issue) => issue.message === 'cars.missing') ?? issues[0])?.message;
}

const searchKeys = [
  'pickupLocation',
  'dropoffLocation',
  'pickupDate',
  'dropoffDate',
  'returnDate',
  'destination',
  'checkIn',
  'checkOut',
];

/** Why the URL's search cannot run (a message key), or null when it runs or there is none. */
export function carSearchIssue(params: URLSearchParams): string | null {
  if (!searchKeys.some((key) => params.has(key))) return null;
  const parsed = parseUrl(params);
  return parsed.success ? null : (firstCarIssue(parsed.error.issues) ?? null);
}

export function carSearchParams(search: CarSearchRequest): URLSearchParams {
  const params = new URLSearchParams({
    pickupLocation: search.pickupLocation,
    dropoffLocation: search.dropoffLocation,
    pickupDate: search.pickupDate,
    dropoffDate: search.dropoffDate,
  });
  if (search.pickupTime !== carDefaultTime) params.set('pickupTime', search.pickupTime);
  if (search.dropoffTime !== carDefaultTime) params.set('dropoffTime', search.dropoffTime);
  if (search.driverAge !== defaultDriverAgeBand) params.set('driverAge', search.driverAge);
  if (search.categories.length > 0) params.set('categories', search.categories.join(','));
  if (search.companies.length > 0) params.set('companies', search.companies.join(','));
  if (search.priceMin !== undefined) params.set('priceMin', String(search.priceMin));
  if (search.priceMax !== undefined) params.set('priceMax', String(search.priceMax));
  if (search.sort !== 'price-asc') params.set('sort', search.sort);
  if (search.page !== 1) params.set('page', String(search.page));
  return params;
}

const labelKeys = [
  ['pickupLabel', 'pickupLocation'],
  ['dropoffLabel', 'dropoffLocation'],
] as const;

/** The form's values as URL pairs: a label only where it says more than its location. */
export function carFormParams(values: CarFormValues, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const alias of carAliasKeys) next.delete(alias);
  next.delete('page');
  for (const [name, value] of Object.entries(values)) next.set(name, value);
  for (const [label, location] of labelKeys) if (next.get(label) === next.get(location)) next.delete(label);
  return next;
}

/** A search's URL that keeps the fields' labels of the URL it replaces. */
export function carSearchParamsKeepingLabels(search: CarSearchRequest, current: URLSearchParams): URLSearchParams {
  const next = carSearchParams(search);
  for (const [label] of labelKeys) {
    const text = current.get(label);
    if (text) next.set(label, text);
  }
  return next;
}

export function carApiQuery(search: CarSearchRequest, pageSize = CARS_PAGE_SIZE): string {
  const params = carSearchParams(search);
  params.set('pageSize', String(pageSize));
  return params.toString();
}

/** The offer summary: the desk, the category and the rental as searched. */
export function carOfferHref(locationId: string, category: string, search: CarSearchRequest): string {
  const params = carSearchParams({
    ...search,
    categories: [],
    companies: [],
    priceMin: undefined,
    priceMax: undefined,
    sort: 'price-asc',
    page: 1,
  });
  params.set('category', category);
  return `/cars/locations/${encodeURIComponent(locationId)}?${params.toString()}`;
}
