/**
 * Seats already sold through other channels, simulated: each flight instance and cabin fills
 * towards its own final load factor (by route, weekday, season and cabin: `load-factor.ts`) along
 * a booking curve, so availability and load-driven fares look real before any booking of ours
 * exists. Deterministic for a given `now`. The booking module adds its own sales on top.
 */
import { finalLoadFactor, routeBaseLoad } from './load-factor.ts';
import { MINUTES_PER_DAY, parseDay, weekdayOf } from './time.ts';
import { CABINS, type FlightNetwork, type NetworkAirport, type SoldSeats } from './types.ts';

const BOOKING_CURVE = Float64Array.from({ length: 181 }, (_, d) => bookingCurve(d));

/** Share of the final load already booked `daysOut` days before departure (0.05 … 1). */
export function bookingCurve(daysOut: number): number {
  if (daysOut <= 0) return 1;
  if (daysOut >= 180) return 0.05;
  return Math.max(0.05, 1 - 0.95 * Math.sqrt(daysOut / 180));
}

/** Demand profile of a route from `origin` to `destination`: its base load and the origin's hemisphere. */
export function routeDemand(origin: NetworkAirport, destination: NetworkAirport): { base: number; southern: boolean } {
  return {
    base: routeBaseLoad(origin.size, destination.size, origin.iata, destination.iata),
    southern: origin.lat < 0,
  };
}

/**
 * Simulated seats sold on pattern `patternId`'s flight of local day `day` in one cabin, `today`
 * being the current UTC day number; `routeBase` and `southern` are the pattern's `routeDemand`
 * (precomputed per pattern by callers). Numeric and allocation-free (the search engine calls it
 * per flight instance).
 */
export function simulatedSold(
  patternId: number,
  capacity: number,
  cabinIndex: number,
  day: number,
  today: number,
  routeBase: number,
  southern: boolean,
): number {
  const daysOut = day - today;
  if (daysOut < 0) return capacity;
  const finalLoad = finalLoadFactor(patternId, cabinIndex, day, weekdayOf(day), routeBase, southern);
  const curve = daysOut >= 180 ? 0.05 : BOOKING_CURVE[daysOut]!;
  return Math.min(capacity, Math.floor(capacity * finalLoad * curve));
}

/** The same as a `SoldSeats` function over a network (for callers outside the engine). */
export function simulatedSoldSeats(network: FlightNetwork, nowMs: number): SoldSeats {
  const airports = new Map(network.airports.map((a) => [a.iata, a]));
  const byNumber = new Map(
    network.patterns.map((p) => [
      p.flightNumber,
      { pattern: p, demand: routeDemand(airports.get(p.origin)!, airports.get(p.destination)!) },
    ]),
  );
  const today = Math.floor(nowMs / 60_000 / MINUTES_PER_DAY);
  return (flightNumber, date, cabin) => {
    const found = byNumber.get(flightNumber);
    const day = parseDay(date);
    if (!found || day === null) return 0;
    const { pattern, demand } = found;
    return simulatedSold(
      pattern.id,
      pattern.seats[cabin],
      CABINS.indexOf(cabin),
      day,
      today,
      demand.base,
      demand.southern,
    );
  };
}
