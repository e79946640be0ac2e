/**
 * `searchFlights(index, query, ctx)`: one-way or round trip. Each direction is routed (direct +
 * one stop), priced, reduced to bookable itineraries (seats for every passenger on every flight),
 * filtered and summarised into facets (each airline's count and price are what ticking it shows), sorted with deterministic tie-breaks and paginated; only the
 * page is shaped into objects.
 *
 * Round trip = two independent lists (outbound `from`→`to` on `date`, return `to`→`from` on
 * `returnDate`), each filtered, sorted and paginated (`page`, `returnPage`), plus the cheapest
 * combination (cheapest outbound + cheapest return after filters). The departure-time window
 * applies to the outbound list only.
 */
import {
  flightSearchDefaults,
  type FlightResultList,
  type FlightSearchRequest,
  type FlightSearchResponse,
} from '@escazo/contracts/search-flights';
import { FARE_CURRENCY, parseDay, CABINS, noSeatsSold, type SoldSeats } from '@escazo/inventory/flights';
import { airportIndexes, type FlightIndex } from './flight-index.ts';
import { presentItinerary } from './present.ts';
import { priceCandidates, Priced, type PricingContext } from './pricing.ts';
import { Candidates, routeFlights } from './routing.ts';

type Options = Omit<FlightSearchRequest, 'from' | 'to' | 'date'>;

/** The engine's query: the request with `from`/`to` resolved to airport IATA codes (a city = its airports). */
export type FlightQuery = {
  from: readonly string[];
  to: readonly string[];
  date: string;
  airlines?: readonly string[];
} & Partial<Omit<Options, 'airlines'>>;

export type FlightSearchContext = {
  /** Current instant, epoch ms (days to departure; flights that have left are not offered). */
  now: number;
  /** Seats already sold per flight, date and cabin (our bookings); default none. */
  soldSeats?: SoldSeats;
  /** Also count the generated supplier's simulated sales through other channels; default false. */
  simulatedSales?: boolean;
};

/** The contract's defaults for what a query leaves out (airlines: any). */
export const FLIGHT_QUERY_DEFAULTS = { ...flightSearchDefaults, airlines: [] } as const satisfies Partial<Options>;

type Resolved = Required<Omit<Options, 'returnDate' | 'priceMin' | 'priceMax' | 'airlines'>> &
  Pick<Options, 'priceMin' | 'priceMax'> & { airlines: readonly string[] };

/** The query with defaults for what it leaves out (a plain loop: this runs on every search). */
function resolve(query: FlightQuery): Resolved {
  const q: Record<string, unknown> = { ...FLIGHT_QUERY_DEFAULTS };
  for (const key in query) {
    const value = query[key as keyof FlightQuery];
    if (value !== undefined) q[key] = value;
  }
  return q as Resolved;
}

// Reused buffers (searches run synchronously).
const cand = new Candidates();
const priced = new Priced();
let order = new Int32Array(256);

/** Sidebar filters and sort for one list. */
type ListSpec = {
  passengers: number;
  cabin: number;
  stops: Resolved['stops'];
  minMinor: number;
  maxMinor: number;
  airlines: Uint8Array | null;
  departFromMinute: number;
  departToMinute: number;
  sort: Resolved['sort'];
  page: number;
  pageSize: number;
};

function airlineMask(index: FlightIndex, codes: readonly string[]): Uint8Array | null {
  if (codes.length === 0) return null;
  const mask = new Uint8Array(index.airlineCode.length);
  for (const code of codes) {
    const i = index.airlineCode.indexOf(code.toUpperCase());
    if (i >= 0) mask[i] = 1;
  }
  return mask;
}

function emptyList(spec: ListSpec): FlightResultList {
  return {
    items: [],
    total: 0,
    page: spec.page,
    pageSize: spec.pageSize,
    pageCount: 0,
    facets: { airlines: [], pricePerPerson: null },
  };
}

const money = (amount: number) => ({ amount, currency: FARE_CURRENCY });

/** Route, price, filter, sort and paginate one direction. Returns the list and its cheapest price per person. */
function searchList(
  index: FlightIndex,
  from: readonly number[],
  to: readonly number[],
  date: string,
  spec: ListSpec,
  ctx: PricingContext,
): { list: FlightResultList; cheapest: number } {
  const day = parseDay(date);
  if (day === null || from.length === 0 || to.length === 0) return { list: emptyList(spec), cheapest: Infinity };
  cand.reset();
  routeFlights(index, from, to, day, cand, ctx.now / 60_000);
  const n = cand.count;
  priceCandidates(index, cand, spec.cabin, ctx, priced, day);
  if (order.length < n) order = new Int32Array(Math.max(n, order.length * 2));

  const { patAirline, patDep } = index;
  const facets = facetsOf(index);
  facets.touched.length = 0;
  let facetMin = Infinity;
  let facetMax = -Infinity;
  let total = 0;
  let cheapest = Infinity;
  for (let i = 0; i < n; i++) {
    if (priced.seats[i]! < spec.passengers) continue;
    const price = priced.perPerson[i]!;
    const a1 = patAirline[cand.leg1[i]!]!;
    const q = cand.leg2[i]!;
    const a2 = q >= 0 ? patAirline[q]! : a1;
    // The price range: every bookable itinerary (the slider's bounds).
    if (price < facetMin) facetMin = price;
    if (price > facetMax) facetMax = price;
    // The list's other filters.
    if (price < spec.minMinor || price > spec.maxMinor) continue;
    if (spec.stops === 'nonstop' && q >= 0) continue;
    const m = patDep[cand.leg1[i]!]!;
    if (m < spec.departFromMinute || m > spec.departToMinute) continue;
    // Airline facets over what those filters keep: an airline is listed when it flies any of it, and
    // its count and price are what ticking it alone shows (itineraries it operates on every flight).
    listAirline(facets, a1);
    if (a2 !== a1) listAirline(facets, a2);
    else addAirline(facets, a1, price);
    if (spec.airlines && (spec.airlines[a1] === 0 || spec.airlines[a2] === 0)) continue;
    order[total++] = i;
    if (price < cheapest) cheapest = price;
  }

  const sorted = sortMatches(index, total, spec.sort);
  const start = (spec.page - 1) * spec.pageSize;
  const items = [];
  const cabin = CABINS[spec.cabin]!;
  for (let k = start; k < Math.min(total, start + spec.pageSize); k++) {
    const i = sorted[k]!;
    items.push(
      presentItinerary(index, {
        leg1: cand.leg1[i]!,
        day1: cand.day1[i]!,
        leg2: cand.leg2[i]!,
        day2: cand.day2[i]!,
        depUtc: cand.dep[i]!,
        arrUtc: cand.arr[i]!,
        cabin,
        passengers: spec.passengers,
        perPerson: priced.perPerson[i]!,
        seatsLeft: priced.seats[i]!,
        rating: priced.rating[i]!,
      }),
    );
  }
  // A ticked airline stays listed (so it can be unticked) even when nothing it flies is left.
  if (spec.airlines) for (let a = 0; a < spec.airlines.length; a++) if (spec.airlines[a]) listAirline(facets, a);
  const airlines = facets.touched
    .map((a) => ({
      code: index.airlineCode[a]!,
      name: index.airlineRef[a]!.name,
      count: facets.count[a]!,
      minPrice: facets.count[a]! > 0 ? money(facets.min[a]!) : null,
    }))
    .sort((x, y) => (x.code < y.code ? -1 : 1));
  for (const a of facets.touched) facets.listed[a] = 0;
  return {
    list: {
      items,
      total,
      page: spec.page,
      pageSize: spec.pageSize,
      pageCount: Math.ceil(total / spec.pageSize),
      facets: {
        airlines,
        pricePerPerson: facetMin <= facetMax ? { min: money(facetMin), max: money(facetMax) } : null,
      },
    },
    cheapest,
  };
}

type Facets = { count: Int32Array; min: Float64Array; listed: Uint8Array; touched: number[] };
const facetStore = new WeakMap<FlightIndex, Facets>();
function facetsOf(index: FlightIndex): Facets {
  let f = facetStore.get(index);
  if (!f) {
    const n = index.airlineCode.length;
    facetStore.set(
      index,
      (f = { count: new Int32Array(n), min: new Float64Array(n), listed: new Uint8Array(n), touched: [] }),
    );
  }
  return f;
}

function listAirline(f: Facets, a: number): void {
  if (f.listed[a]) return;
  f.listed[a] = 1;
  f.touched.push(a);
  f.count[a] = 0;
  f.min[a] = Infinity;
}

function addAirline(f: Facets, a: number, price: number): void {
  listAirline(f, a);
  if (price < f.min[a]!) f.min[a] = price;
  f.count[a]!++;
}

// Packed sort keys: the sort's fields and the candidate's position in one exact float (≤ 2^53),
// sorted natively; the position breaks remaining ties (routing order is deterministic).
const I_BITS = 2 ** 17;
const P_MAX = 2 ** 20; // whole dollars per person
const D_MAX = 2 ** 13; // minutes
let keys = new Float64Array(256);

function sortMatches(index: FlightIndex, total: number, sort: Resolved['sort']): Int32Array {
  const matches = order.subarray(0, total);
  if (keys.length < total) keys = new Float64Array(Math.max(total, keys.length * 2));
  const { perPerson, duration, rating } = priced;
  let packable = total < I_BITS;
  for (let k = 0; k < total && packable; k++) {
    const i = matches[k]!;
    const p = perPerson[i]! / 100;
    const d = duration[i]!;
    if (p >= P_MAX || d >= D_MAX || !Number.isInteger(p)) {
      packable = false;
      break;
    }
    let key: number;
    if (sort === 'price-asc') key = (p * D_MAX + d) * I_BITS;
    else if (sort === 'price-desc') key = ((P_MAX - 1 - p) * D_MAX + d) * I_BITS;
    else if (sort === 'duration-asc') key = (d * P_MAX + p) * I_BITS;
    else key = ((63 - Math.round(rating[i]! * 10)) * P_MAX + p) * I_BITS;
    keys[k] = key + i;
  }
  if (!packable) return matches.sort(comparator(index, sort));
  const sortedKeys = keys.subarray(0, total).sort();
  for (let k = 0; k < total; k++) matches[k] = sortedKeys[k]! % I_BITS;
  return matches;
}

/** Fallback comparator (huge lists or prices): primary key, then price, duration, departure, flights' stable ids. */
function comparator(index: FlightIndex, sort: Resolved['sort']): (i: number, j: number) => number {
  const { perPerson, duration, rating } = priced;
  const { patId } = index;
  const tail = (i: number, j: number) =>
    perPerson[i]! - perPerson[j]! ||
    duration[i]! - duration[j]! ||
    cand.dep[i]! - cand.dep[j]! ||
    patId[cand.leg1[i]!]! - patId[cand.leg1[j]!]! ||
    (cand.leg2[i]! < 0 ? -1 : patId[cand.leg2[i]!]!) - (cand.leg2[j]! < 0 ? -1 : patId[cand.leg2[j]!]!) ||
    cand.day2[i]! - cand.day2[j]!;
  switch (sort) {
    case 'price-desc':
      return (i, j) => perPerson[j]! - perPerson[i]! || tail(i, j);
    case 'duration-asc':
      return (i, j) => duration[i]! - duration[j]! || tail(i, j);
    case 'rating-desc':
      return (i, j) => rating[j]! - rating[i]! || tail(i, j);
    default:
      return tail;
  }
}

export function searchFlights(index: FlightIndex, query: FlightQuery, ctx: FlightSearchContext): FlightSearchResponse {
  const q = resolve(query);
  const from = airportIndexes(index, query.from);
  const to = airportIndexes(index, query.to);
  const pricing: PricingContext = {
    now: ctx.now,
    soldSeats: ctx.soldSeats ?? noSeatsSold,
    simulatedSales: ctx.simulatedSales ?? false,
  };
  const spec: ListSpec = {
    passengers: q.passengers,
    cabin: CABINS.indexOf(q.cabin),
    stops: q.stops,
    minMinor: q.priceMin === undefined ? 0 : q.priceMin * 100,
    maxMinor: q.priceMax === undefined ? Infinity : q.priceMax * 100,
    airlines: airlineMask(index, q.airlines),
    departFromMinute: q.departFrom * 60,
    departToMinute: q.departTo * 60,
    sort: q.sort,
    page: q.page,
    pageSize: q.pageSize,
  };
  const outbound = searchList(index, from, to, query.date, spec, pricing);
  if (!query.returnDate) return { outbound: outbound.list, return: null, cheapestRoundTrip: null };
  const back = searchList(
    index,
    to,
    from,
    query.returnDate,
    { ...spec, departFromMinute: 0, departToMinute: 24 * 60, page: q.returnPage },
    pricing,
  );
  const both = outbound.cheapest + back.cheapest;
  return {
    outbound: outbound.list,
    return: back.list,
    cheapestRoundTrip: Number.isFinite(both) ? money(both * q.passengers) : null,
  };
}
