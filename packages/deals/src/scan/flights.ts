/**
 * Flights: nonstop routes between the busiest airports, economy, 1 passenger. A route's baseline is
 * the median of each departure day's cheapest fare over the next `flightDays` days, priced now.
 * Also the route day series and gateway hubs that packages fly on.
 */
import { priceBreakdown } from '@escazo/booking';
import type { LodgingCity } from '@escazo/inventory/hotels';
import { imageryFor } from '@escazo/inventory';
import type { FlightIndex } from '@escazo/search/flights';
import {
  itineraryId,
  priceCandidates,
  Priced,
  type PricingContext,
  Candidates,
  routeBetween,
  routeFlights,
} from '@escazo/search/flights';
import { median, type DealBaseline } from '../baseline.ts';
import {
  type Candidate,
  compareText,
  CURRENCY,
  type DealsInventory,
  inventoryImageUrl,
  placeName,
  priced,
  ready,
  type ScanOptions,
  type Steps,
} from './common.ts';

/** Minutes as `45 min`, `2 h` or `2 h 5 min`. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const cand = new Candidates();
const pricedBuffer = new Priced();

/** Each day's cheapest nonstop flight of one route that seats `passengers` (fare per person, Infinity = none). */
export type RouteSeries = {
  firstDay: number;
  fare: Float64Array;
  pattern: Int32Array;
  dep: Float64Array;
  arr: Float64Array;
};

export function routeSeries(
  index: FlightIndex,
  a: number,
  b: number,
  firstDay: number,
  days: number,
  passengers: number,
  ctx: PricingContext,
): RouteSeries {
  const s: RouteSeries = {
    firstDay,
    fare: new Float64Array(days).fill(Infinity),
    pattern: new Int32Array(days).fill(-1),
    dep: new Float64Array(days),
    arr: new Float64Array(days),
  };
  const nowMinute = ctx.now / 60_000;
  for (let i = 0; i < days; i++) {
    const day = firstDay + i;
    cand.reset();
    if (routeFlights(index, [a], [b], day, cand, nowMinute, true) === 0) continue;
    priceCandidates(index, cand, 0, ctx, pricedBuffer, day);
    for (let c = 0; c < cand.count; c++) {
      if (pricedBuffer.seats[c]! < passengers || pricedBuffer.perPerson[c]! >= s.fare[i]!) continue;
      s.fare[i] = pricedBuffer.perPerson[c]!;
      s.pattern[i] = cand.leg1[c]!;
      s.dep[i] = cand.dep[c]!;
      s.arr[i] = cand.arr[c]!;
    }
  }
  return s;
}

/** Airports by scheduled departures, busiest first (ties by code). */
export function busiestAirports(index: FlightIndex, count: number): number[] {
  const departures = new Int32Array(index.airportCount);
  for (let p = 0; p < index.patternCount; p++) departures[index.patOrigin[p]!]! += popcount(index.patDays[p]!);
  return Array.from({ length: index.airportCount }, (_, i) => i)
    .filter((i) => departures[i]! > 0)
    .sort((x, y) => departures[y]! - departures[x]! || compareText(index.airportCode[x]!, index.airportCode[y]!))
    .slice(0, count);
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** The lodging city of each airport code (the first city listing it). */
export function airportCities(cities: readonly LodgingCity[]): Map<string, LodgingCity> {
  const out = new Map<string, LodgingCity>();
  for (const city of cities) for (const code of city.airports) if (!out.has(code)) out.set(code, city);
  return out;
}
/** One candidate per route: its cheapest departure day from `minLeadDays` on. */
export function* scanFlights(
  inv: DealsInventory,
  ctx: PricingContext,
  today: number,
  o: Required<ScanOptions>,
  baselines: DealBaseline[],
  cityOf: Map<string, LodgingCity>,
): Steps<Candidate[]> {
  const index = inv.engines.flights;
  const busy = busiestAirports(index, o.busiestAirports);
  const found: Candidate[] = [];
  for (const a of busy) {
    for (const b of busy) {
      if (a === b || routeBetween(index, a, b) < 0) continue;
      yield;
      const series = routeSeries(index, a, b, today, o.flightDays, 1, ctx);
      const totals: number[] = [];
      for (const fare of series.fare)
        if (Number.isFinite(fare)) totals.push(priceBreakdown('flight', fare, CURRENCY).total);
      if (totals.length < 7) continue;
      const from = index.airportRef[a]!;
      const to = index.airportRef[b]!;
      const key = `flight:${from.code}-${to.code}:economy`;
      const typical = median(totals);
      baselines.push({ key, type: 'flight', typicalAmount: typical, currency: CURRENCY, samples: totals.length });
      let best = -1;
      for (let i = o.minLeadDays; i < o.flightDays; i++) {
        if (Number.isFinite(series.fare[i]!) && (best < 0 || series.fare[i]! < series.fare[best]!)) best = i;
      }
      if (best < 0) continue;
      const p = series.pattern[best]!;
      const id = itineraryId(index, p, today + best, -1, 0);
      const airline = index.airlineRef[index.patAirline[p]!]!;
      const destination = cityOf.get(to.code);
      const picture = imageryFor('plane-sky', `flight-destination:${to.code}`);
      const deal = priced(
        {
          id: `flight:${id}`,
          type: 'flight',
          title: `${from.city} (${from.code}) → ${to.city} (${to.code})`,
          description: `Nonstop · ${formatDuration(series.arr[best]! - series.dep[best]!)} · ${airline.name}`,
          location: placeName(to.city, to.country),
          cityId: destination?.id ?? null,
          discountedAmount: priceBreakdown('flight', series.fare[best]!, CURRENCY).total,
          currency: CURRENCY,
          rating: airline.rating,
          imageUrl: inventoryImageUrl(picture),
          validUntil: new Date(series.dep[best]! * 60_000).toISOString(),
          offerRequest: { type: 'flight', itineraryId: id, cabin: 'economy', passengers: 1 },
          baselineKey: key,
        },
        typical,
      );
      const item = ready(deal, destination?.id ?? to.code);
      if (item) found.push(item);
    }
  }
  return found;
}
