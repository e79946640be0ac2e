import {
  flightCabins,
  flightPassengerLimits,
  flightSearchDefaults,
  flightSearchRequestSchema,
  flightSorts,
  flightStops,
  type FlightCabin,
  type FlightSearchRequest,
  type FlightSort,
  type FlightStops,
} from '@escazo/contracts/search-flights';
import { toSearchParams, withQuery, type UrlValue } from '../../search/utils/url-state.ts';

/**
 * The /flights search as the URL holds it. Keys are the API's (contracts/search-flights), plus
 * `fromLabel`/`toLabel` for what the fields show. Other pages link with their own names, read too:
 * the home panel sends `departureDate` and `class`, destination cards `destination`, and Search &
 * Book its trip fields (`origin`, `destination`, `checkIn`, `checkOut`, `guests`, `class`).
 */
export type FlightUrlState = {
  from: string;
  fromLabel: string;
  to: string;
  toLabel: string;
  date: string;
  returnDate: string;
  passengers: number;
  cabin: FlightCabin;
  stops: FlightStops;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  airlines: string[];
  departFrom: number;
  departTo: number;
  sort: FlightSort;
  page: number;
  returnPage: number;
  /** Round trip: the chosen outbound itinerary's id ('' until one is chosen); the results then list returns. */
  outbound: string;
};

const defaults = flightSearchDefaults;

export const flightFilterDefaults = {
  stops: defaults.stops,
  priceMin: undefined,
  priceMax: undefined,
  airlines: [],
  departFrom: defaults.departFrom,
  departTo: defaults.departTo,
} as const;

/** Left out of the URL when they are the contract's defaults (the page size is never in the URL). */
const { pageSize: _pageSize, ...urlDefaults }: Record<string, UrlValue> = defaults;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

function intIn(value: string | null, min: number, max: number, fallback: number): number {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

function optionalPrice(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && value !== '' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Reads the URL leniently: bad values fall back to defaults, so a hand-edited link still shows a page. */
export function readFlightUrl(params: URLSearchParams): FlightUrlState {
  const get = (...keys: string[]) =>
    keys
      .map((key) => params.get(key))
      .find((v) => v !== null && v.trim() !== '')
      ?.trim() ?? '';
  const from = get('from', 'origin');
  const to = get('to', 'destination');
  return {
    from,
    fromLabel: get('fromLabel') || from,
    to,
    toLabel: get('toLabel') || to,
    date: get('date', 'departureDate', 'checkIn'),
    returnDate: get('returnDate', 'checkOut'),
    passengers: intIn(
      params.get('passengers') ?? params.get('guests'),
      flightPassengerLimits.min,
      flightPassengerLimits.max,
      defaults.passengers,
    ),
    cabin: oneOf(flightCabins, params.get('cabin') ?? params.get('class'), defaults.cabin),
    stops: oneOf(flightStops, params.get('stops'), defaults.stops),
    priceMin: optionalPrice(params.get('priceMin')),
    priceMax: optionalPrice(params.get('priceMax')),
    airlines: get('airlines')
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter((code) => /^[A-Z0-9]{2}$/.test(code)),
    departFrom: intIn(params.get('departFrom'), 0, 24, defaults.departFrom),
    departTo: intIn(params.get('departTo'), 0, 24, defaults.departTo),
    sort: oneOf(flightSorts, params.get('sort'), defaults.sort),
    page: intIn(params.get('page'), 1, 10_000, defaults.page),
    returnPage: intIn(params.get('returnPage'), 1, 10_000, defaults.returnPage),
    outbound: get('outbound'),
  };
}

/** What the search is for: changing any of these is a new search, whose outbound is not chosen yet. */
const SEARCH_KEYS = ['from', 'to', 'date', 'returnDate', 'passengers', 'cabin'] as const;

/**
 * The state after a change. A new search (another place, date, party or cabin) drops the chosen
 * outbound unless the change names one; sorting, filtering and paging keep it.
 */
export function patchFlightUrl(state: FlightUrlState, patch: Partial<FlightUrlState>): FlightUrlState {
  const next = { ...state, ...patch };
  const newSearch = SEARCH_KEYS.some((key) => patch[key] !== undefined && patch[key] !== state[key]);
  return newSearch && patch.outbound === undefined ? { ...next, outbound: '' } : next;
}

/** The canonical /flights URL of a state (labels only when they add something to the value). */
export function flightsUrl(state: FlightUrlState, path = '/flights'): string {
  const { fromLabel, toLabel, ...rest } = state;
  const params = toSearchParams(
    {
      ...rest,
      fromLabel: fromLabel !== state.from ? fromLabel : undefined,
      toLabel: toLabel !== state.to ? toLabel : undefined,
    },
    urlDefaults,
  );
  return withQuery(path, params);
}

/** The API request of a state whose places are resolved, or the schema's issues. */
export function toFlightRequest(state: FlightUrlState, from: string, to: string) {
  const { outbound: _outbound, ...search } = state;
  return flightSearchRequestSchema.safeParse({
    ...search,
    from,
    to,
    returnDate: state.returnDate || undefined,
  });
}

/** Query string of an API request (lists as comma text, defaults left out). */
export function flightRequestQuery(request: Partial<FlightSearchRequest>): string {
  return toSearchParams(request as Record<string, UrlValue>).toString();
}
