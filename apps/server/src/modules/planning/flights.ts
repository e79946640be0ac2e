import { priceBreakdown } from '@escazo/booking';
import type { Itinerary } from '@escazo/contracts/search-flights';
import { flightPassengerLimits } from '@escazo/contracts/search-flights';
import { addDays } from '@escazo/contracts/dates';
import type { Airport } from '@escazo/inventory';
import { searchFlights } from '@escazo/search/flights';
import type { FlightOption } from '@escazo/planner';
import type { Inventory } from '../inventory/public.ts';
import type { BookingRef } from './stored-plan.ts';

/** Cheapest-first results looked through for a flight that fits the day (three pages of 50), a first page of 25 first: most days have one there. */
const FIRST_PAGE = 25;
const RESULTS_LOOKED_THROUGH = 150;
/**
 * An arrival from 06:00 (earlier, the night is spent with no bed booked) to 20:00 leaves the evening;
 * a return from 11:00 leaves the morning's check-out and transfer.
 */
const EARLIEST_GOOD_ARRIVAL = 6 * 60;
const LATEST_GOOD_ARRIVAL = 20 * 60;
/**
 * The latest landing planned at all: it leaves 90 minutes for the transfer and the check-in before
 * the day ends (a later landing would run them past midnight).
 */
export const LATEST_ARRIVAL = 24 * 60 - 90;
const EARLIEST_GOOD_RETURN = 11 * 60;
/** On a one-day trip, the return leaves at least this long after landing. */
const SAME_DAY_MIN_STAY = 3 * 60;

const airportsBy = new WeakMap<Inventory['data'], Map<string, Airport>>();
/** An airport of the inventory by its IATA code. */
export function airport(inventory: Inventory, code: string): Airport | undefined {
  let map = airportsBy.get(inventory.data);
  if (!map) airportsBy.set(inventory.data, (map = new Map(inventory.data.reference.airports.map((a) => [a.iata, a]))));
  return map.get(code);
}

const minuteOf = (local: string) => Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
const dayOf = (local: string) => local.slice(0, 10);

/**
 * One day's cheapest-first economy itineraries for the party, searched lazily: the first page,
 * then (only when a caller looks past it) the rest of what is looked through in one more search.
 */
type DayResults = { items: Itinerary[]; complete: boolean };

/**
 * Itinerary searches shared within one request, by (from, to, date, passengers): pricing several
 * stays or destinations repeats some of them. Never kept across requests (seats sell, time passes).
 */
export type FlightSearchCache = Map<string, DayResults>;
export const newFlightSearchCache = (): FlightSearchCache => new Map();

type DaySearch = {
  inventory: Inventory;
  from: readonly string[];
  to: readonly string[];
  date: string;
  passengers: number;
  now: number;
  cache: FlightSearchCache;
};

function search(q: DaySearch, pageSize: number) {
  const { outbound } = searchFlights(
    q.inventory.engines.flights,
    {
      from: q.from,
      to: q.to,
      date: q.date,
      passengers: q.passengers,
      cabin: 'economy',
      sort: 'price-asc',
      page: 1,
      pageSize,
    },
    { now: q.now, soldSeats: q.inventory.sold.flights },
  );
  return { items: outbound.items, complete: outbound.total <= pageSize };
}

/**
 * The cheapest itinerary of the day that `accept`s (the first, in cheapest-first order), among the
 * results looked through. Only one costing at most `atMost` matters: past a first page dearer than
 * that, nothing more is searched.
 */
function cheapestWhere(q: DaySearch, accept: (it: Itinerary) => boolean, atMost = Infinity): Itinerary | null {
  const key = `${[...q.from].sort().join(',')}>${[...q.to].sort().join(',')}@${q.date}x${q.passengers}`;
  let day = q.cache.get(key);
  if (!day) q.cache.set(key, (day = search(q, FIRST_PAGE)));
  const found = day.items.find(accept);
  if (found || day.complete || day.items.length >= RESULTS_LOOKED_THROUGH) return found ?? null;
  if (day.items.at(-1)!.price.amount > atMost) return null;
  q.cache.set(key, (day = { items: search(q, RESULTS_LOOKED_THROUGH).items, complete: true }));
  return day.items.find(accept) ?? null;
}

/** The cheaper of two, the first on a tie. */
const cheaper = (a: Itinerary | null, b: Itinerary | null) => (!a || (b && b.price.amount < a.price.amount) ? b : a);

/** 'Air France AF11 + AF22', or 'Air France AF11 + KLM KL33' when the airlines differ. */
function flightNumbers(itinerary: Itinerary): string {
  return itinerary.legs
    .map((leg, i) =>
      i > 0 && itinerary.legs[i - 1]!.airline.code === leg.airline.code
        ? leg.flightNumber
        : `${leg.airline.name} ${leg.flightNumber}`,
    )
    .join(' + ');
}

/** A flight option as the engine takes it, priced as the offers module prices a flight offer. */
function flightOption(
  inventory: Inventory,
  itinerary: Itinerary,
  direction: 'outbound' | 'return',
): FlightOption | null {
  const first = itinerary.legs[0]!;
  const last = itinerary.legs[itinerary.legs.length - 1]!;
  const at = airport(inventory, direction === 'outbound' ? last.to.code : first.from.code);
  if (!at) return null;
  const ref: BookingRef = {
    type: 'flight',
    itineraryId: itinerary.id,
    cabin: 'economy',
    passengers: itinerary.passengers,
  };
  return {
    direction,
    title: `${flightNumbers(itinerary)} · ${first.from.code} → ${last.to.code}`,
    departLabel: first.departure.local.slice(11, 16),
    arriveLabel: last.arrival.local.slice(11, 16),
    departDate: dayOf(first.departure.local),
    arriveDate: dayOf(last.arrival.local),
    atDestination: direction === 'outbound' ? minuteOf(last.arrival.local) : minuteOf(first.departure.local),
    airport: { code: at.iata, lat: at.lat, lon: at.lon },
    totalMinor: priceBreakdown('flight', itinerary.price.amount, itinerary.price.currency).total,
    durationMinutes: itinerary.durationMinutes,
    international: first.from.country !== last.to.country,
    ref,
  };
}

export type PlanFlights = { outbound: FlightOption | null; return: FlightOption | null };

const cannotFly = (origin: readonly string[], destination: readonly string[], passengers: number) =>
  passengers > flightPassengerLimits.max || origin.length === 0 || destination.length === 0;

/**
 * The cheapest outbound landing on `startDate` (leaving that day or the day before), preferring a
 * landing from 06:00 to 20:00 (a traveller landing in the small hours has nowhere to sleep, the
 * lodging's first night being that evening), else any landing by 22:30.
 */
function outboundItinerary(
  inventory: Inventory,
  origin: readonly string[],
  destination: readonly string[],
  startDate: string,
  passengers: number,
  now: number,
  cache: FlightSearchCache,
): Itinerary | null {
  const [dayBefore, sameDay] = [addDays(startDate, -1), startDate].map((date) => ({
    inventory,
    from: origin,
    to: destination,
    date,
    passengers,
    now,
    cache,
  }));
  const landsBetween = (earliest: number, latest: number) => (it: Itinerary) => {
    const arrival = it.legs[it.legs.length - 1]!.arrival.local;
    return dayOf(arrival) === startDate && minuteOf(arrival) >= earliest && minuteOf(arrival) <= latest;
  };
  // The day before wins a tie; it only matters when no dearer than the same day's flight.
  const best = (earliest: number, latest: number) => {
    const lands = landsBetween(earliest, latest);
    const leavingThatDay = cheapestWhere(sameDay!, lands);
    return cheaper(cheapestWhere(dayBefore!, lands, leavingThatDay?.price.amount), leavingThatDay);
  };
  return best(EARLIEST_GOOD_ARRIVAL, LATEST_GOOD_ARRIVAL) ?? best(0, LATEST_ARRIVAL);
}

/** The cheapest return leaving on `endDate`, preferring one from 11:00 (on a one-day trip, at least three hours after `landedAt`). */
function returnItinerary(
  inventory: Inventory,
  origin: readonly string[],
  destination: readonly string[],
  startDate: string,
  endDate: string,
  passengers: number,
  landedAt: number | null,
  now: number,
  cache: FlightSearchCache,
): Itinerary | null {
  const q = { inventory, from: destination, to: origin, date: endDate, passengers, now, cache };
  const leavesInTime = (it: Itinerary) =>
    startDate !== endDate || landedAt === null || minuteOf(it.legs[0]!.departure.local) >= landedAt + SAME_DAY_MIN_STAY;
  return (
    cheapestWhere(q, (it) => leavesInTime(it) && minuteOf(it.legs[0]!.departure.local) >= EARLIEST_GOOD_RETURN) ??
    cheapestWhere(q, leavesInTime)
  );
}

/**
 * The flights of a trip for the whole party in economy: the cheapest outbound landing on the first
 * day (leaving that day or the day before), preferring one that lands by 20:00, else by 22:30 (none
 * landing later: the transfer and check-in would run past midnight), and the cheapest
 * return leaving on the last day, preferring one from 11:00 (on a one-day trip, at least three hours
 * after landing). A leg with nothing bookable is null; a party larger than one booking takes has none.
 */
export function planFlights(
  inventory: Inventory,
  origin: readonly string[],
  destination: readonly string[],
  startDate: string,
  endDate: string,
  passengers: number,
  now: number,
): PlanFlights {
  if (cannotFly(origin, destination, passengers)) return { outbound: null, return: null };
  const cache = newFlightSearchCache();
  const outbound = outboundItinerary(inventory, origin, destination, startDate, passengers, now, cache);
  const landedAt = outbound ? minuteOf(outbound.legs[outbound.legs.length - 1]!.arrival.local) : null;
  const back = returnItinerary(inventory, origin, destination, startDate, endDate, passengers, landedAt, now, cache);
  return {
    outbound: outbound ? flightOption(inventory, outbound, 'outbound') : null,
    return: back ? flightOption(inventory, back, 'return') : null,
  };
}

/** planFlights' outbound alone (to price several return dates after one outbound search). */
export function planOutboundFlight(
  inventory: Inventory,
  origin: readonly string[],
  destination: readonly string[],
  startDate: string,
  passengers: number,
  now: number,
  cache: FlightSearchCache = newFlightSearchCache(),
): FlightOption | null {
  if (cannotFly(origin, destination, passengers)) return null;
  const outbound = outboundItinerary(inventory, origin, destination, startDate, passengers, now, cache);
  return outbound ? flightOption(inventory, outbound, 'outbound') : null;
}

/** planFlights' return alone, after the outbound planOutboundFlight chose (null when none). */
export function planReturnFlight(
  inventory: Inventory,
  origin: readonly string[],
  destination: readonly string[],
  startDate: string,
  endDate: string,
  passengers: number,
  outbound: FlightOption | null,
  now: number,
  cache: FlightSearchCache = newFlightSearchCache(),
): FlightOption | null {
  if (cannotFly(origin, destination, passengers)) return null;
  const back = returnItinerary(
    inventory,
    origin,
    destination,
    startDate,
    endDate,
    passengers,
    outbound?.atDestination ?? null,
    now,
    cache,
  );
  return back ? flightOption(inventory, back, 'return') : null;
}
