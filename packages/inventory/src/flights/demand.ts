/**
 * Seats already sold through other channels, simulated: each flight instance and cabin fills
 * towards its own final load factor (55–95 %, a little lower in the front cabins) along a booking
 * curve, so availability and load-driven fares look real before any booking of ours exists.
 * Deterministic for a given `now`. The booking module adds its own sales on top.
 */
import { noise3 } from './random.ts';
import { MINUTES_PER_DAY, parseDay } from './time.ts';
import { CABINS, type FlightNetwork, type SoldSeats } from './types.ts';

/** Economy, premium, business, first. */
const CABIN_LOAD = [1, 0.9, 0.8, 0.7] as const;
const BOOKING_CURVE = Float64Array.from({ length: 181 }, (_, d) => bookingCurve(d));

/** Share of the final load already booked `daysOut` days before departure (0.05 … 1). */
export function bookingCurve(daysOut: number): number {
  if (daysOut <= 0) return 1;
  if (daysOut >= 180) return 0.05;
  return Math.max(0.05, 1 - 0.95 * Math.sqrt(daysOut / 180));
}

/**
 * Simulated seats sold on pattern `patternId`'s flight of local day `day` in one cabin, `today`
 * being the current UTC day number. Numeric and allocation-free (the search engine calls it per
 * flight instance).
 */
export function simulatedSold(
  patternId: number,
  capacity: number,
  cabinIndex: number,
  day: number,
  today: number,
): number {
  const daysOut = day - today;
  if (daysOut < 0) return capacity;
  const finalLoad = (0.55 + 0.4 * noise3(patternId, day, 11 + cabinIndex)) * CABIN_LOAD[cabinIndex as 0]!;
  const curve = daysOut >= 180 ? 0.05 : BOOKING_CURVE[daysOut]!;
  return Math.min(capacity, Math.floor(capacity * finalLoad * curve));
}

/** The same as a `SoldSeats` function over a network (for callers outside the engine). */
export function simulatedSoldSeats(network: FlightNetwork, nowMs: number): SoldSeats {
  const byNumber = new Map(network.patterns.map((p) => [p.flightNumber, p]));
  const today = Math.floor(nowMs / 60_000 / MINUTES_PER_DAY);
  return (flightNumber, date, cabin) => {
    const pattern = byNumber.get(flightNumber);
    const day = parseDay(date);
    if (!pattern || day === null) return 0;
    return simulatedSold(pattern.id, pattern.seats[cabin], CABINS.indexOf(cabin), day, today);
  };
}
