/**
 * Fare calendar: the lowest price for each day of the month around the chosen date (± 15 days),
 * for all passengers; round trip when `returnDate` is given (same trip length, cheapest outbound
 * + cheapest return of that pair of days). Each (direction, day) is routed and priced once, with
 * no result objects built, so a 31-day round-trip calendar costs about 62 cheap day searches.
 */
import {
  fareCalendarRadiusDays,
  type FareCalendarRequest,
  type FareCalendarResponse,
} from '@escazo/contracts/search-flights';
import { FARE_CURRENCY, formatDay, parseDay, CABINS, noSeatsSold } from '@escazo/inventory/flights';
import { airportIndexes, type FlightIndex } from './flight-index.ts';
import { priceCandidates, Priced, type PricingContext } from './pricing.ts';
import { Candidates, routeFlights } from './routing.ts';
import type { FlightSearchContext } from './search.ts';

export type FareCalendarQuery = {
  from: readonly string[];
  to: readonly string[];
  date: string;
  airlines?: readonly string[];
} & Partial<Omit<FareCalendarRequest, 'from' | 'to' | 'date' | 'airlines'>>;

const cand = new Candidates();
const priced = new Priced();

/** Lowest bookable price per person on one day (Infinity when none). */
export function cheapestOnDay(
  index: FlightIndex,
  from: readonly number[],
  to: readonly number[],
  day: number,
  opts: { cabin: number; passengers: number; nonstop: boolean; airlines: Uint8Array | null },
  ctx: PricingContext,
): number {
  cand.reset();
  routeFlights(index, from, to, day, cand, ctx.now / 60_000, opts.nonstop);
  priceCandidates(index, cand, opts.cabin, ctx, priced, day);
  let best = Infinity;
  const { patAirline } = index;
  for (let i = 0; i < cand.count; i++) {
    if (priced.seats[i]! < opts.passengers || priced.perPerson[i]! >= best) continue;
    if (opts.airlines) {
      const q = cand.leg2[i]!;
      if (opts.airlines[patAirline[cand.leg1[i]!]!] === 0 || (q >= 0 && opts.airlines[patAirline[q]!] === 0)) continue;
    }
    best = priced.perPerson[i]!;
  }
  return best;
}

export function fareCalendar(
  index: FlightIndex,
  query: FareCalendarQuery,
  ctx: FlightSearchContext,
  radiusDays: number = fareCalendarRadiusDays,
): FareCalendarResponse {
  const day = parseDay(query.date);
  if (day === null) return { days: [] };
  const returnDay = query.returnDate ? parseDay(query.returnDate) : null;
  const tripDays = returnDay === null ? null : returnDay - day;
  const from = airportIndexes(index, query.from);
  const to = airportIndexes(index, query.to);
  const passengers = query.passengers ?? 1;
  const airlines = query.airlines?.length
    ? Uint8Array.from(index.airlineCode, (code) => (query.airlines!.includes(code) ? 1 : 0))
    : null;
  const opts = {
    cabin: CABINS.indexOf(query.cabin ?? 'economy'),
    passengers,
    nonstop: query.stops === 'nonstop',
    airlines,
  };
  const pricing: PricingContext = {
    now: ctx.now,
    soldSeats: ctx.soldSeats ?? noSeatsSold,
    simulatedSales: ctx.simulatedSales ?? false,
  };
  const out = new Map<number, number>();
  const back = new Map<number, number>();
  const cheapest = (memo: Map<number, number>, a: readonly number[], b: readonly number[], d: number) => {
    let v = memo.get(d);
    if (v === undefined) {
      v = from.length && to.length ? cheapestOnDay(index, a, b, d, opts, pricing) : Infinity;
      memo.set(d, v);
    }
    return v;
  };

  const days: FareCalendarResponse['days'] = [];
  for (let d = day - radiusDays; d <= day + radiusDays; d++) {
    let perPerson = cheapest(out, from, to, d);
    if (tripDays !== null && Number.isFinite(perPerson)) perPerson += cheapest(back, to, from, d + tripDays);
    days.push({
      date: formatDay(d),
      price: Number.isFinite(perPerson) ? { amount: perPerson * passengers, currency: FARE_CURRENCY } : null,
    });
  }
  return { days };
}
