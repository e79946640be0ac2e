/**
 * The fare model: one-way per-person fare of one flight instance in one cabin, in USD cents
 * (whole dollars). Deterministic: the same (pattern, date, cabin, days to departure, seats sold)
 * always gives the same fare.
 *
 *   fare = base(distance, airline) × cabin × days-to-departure × load × weekday × noise(pattern, date, cabin)
 */
import { CABINS, type Cabin } from './types.ts';
import { noise3 } from './random.ts';

export const FARE_CURRENCY = 'USD';

/** Economy < premium < business < first. */
export const CABIN_MULTIPLIER: Readonly<Record<Cabin, number>> = {
  economy: 1,
  premium: 1.6,
  business: 3.4,
  first: 5.8,
};
export const CABIN_MULTIPLIERS: readonly number[] = CABINS.map((c) => CABIN_MULTIPLIER[c]);

/** Monday … Sunday: Friday and Sunday are the busiest, midweek the quietest. */
export const WEEKDAY_FACTOR: readonly number[] = [1.05, 0.92, 0.92, 1.0, 1.12, 0.95, 1.1];

/** Itineraries with a connection sell at a discount on the sum of their legs. */
export const CONNECTION_FACTOR = 0.9;
/** Economy floor; other cabins scale it by their multiplier. */
export const MIN_FARE_MINOR = 2900;
const MIN_FARES = CABIN_MULTIPLIERS.map((m) => Math.round((MIN_FARE_MINOR * m) / 100) * 100);

/**
 * Economy base per person in cents from great-circle distance (≈ $100 for 500 km, $190 for
 * 1,500 km, $460 for 5,500 km, $730 for 10,000 km), scaled 0.85–1.05 by the airline's rating.
 */
export function baseEconomyFare(distanceKm: number, airlineRating: number): number {
  const usd = 20 + 2.6 * Math.sqrt(distanceKm) + 0.045 * distanceKm;
  return usd * 100 * (0.85 + 0.1 * (airlineRating - 3));
}

/** Cheaper far ahead, dearer close in: 0.85 at 90+ days, 1.0 at 21, 1.25 at 7, 1.6 on the day. */
export function daysToDepartureFactor(days: number): number {
  if (days >= 90) return 0.85;
  if (days >= 21) return 1 - (0.15 * (days - 21)) / 69;
  if (days >= 7) return 1.25 - (0.25 * (days - 7)) / 14;
  if (days >= 0) return 1.6 - (0.35 * days) / 7;
  return 1.6;
}

const DTD_TABLE = Float64Array.from({ length: 91 }, (_, d) => daysToDepartureFactor(d));

/**
 * 0.9 when the cabin is empty, 1.25 when it is full (quadratic in the load factor). With the ±4 %
 * noise, the spread (1.39 × 1.08 = 1.5) stays below the smallest cabin step (1.6), so on one
 * flight economy < premium < business < first whatever each cabin's load.
 */
export function loadFactorMultiplier(sold: number, capacity: number): number {
  const lf = capacity > 0 ? Math.min(1, Math.max(0, sold / capacity)) : 1;
  return 0.9 + 0.35 * lf * lf;
}

/** ±4 %, fixed per (pattern, date, cabin). */
export function fareNoise(patternId: number, day: number, cabinIndex: number): number {
  return 0.96 + 0.08 * noise3(patternId, day, cabinIndex);
}

/**
 * One-way per-person fare in cents (whole dollars). Positional arguments: called in the search
 * hot loop. `day` is the local departure day number, `weekday` its ISO index (0 = Monday).
 */
export function legFareMinor(
  base: number,
  cabinIndex: number,
  daysToDeparture: number,
  sold: number,
  capacity: number,
  weekday: number,
  patternId: number,
  day: number,
): number {
  const x =
    base *
    CABIN_MULTIPLIERS[cabinIndex]! *
    (daysToDeparture >= 0 && daysToDeparture <= 90
      ? DTD_TABLE[daysToDeparture]!
      : daysToDepartureFactor(daysToDeparture)) *
    loadFactorMultiplier(sold, capacity) *
    WEEKDAY_FACTOR[weekday]! *
    fareNoise(patternId, day, cabinIndex);
  return Math.max(MIN_FARES[cabinIndex]!, Math.round(x / 100) * 100);
}

/** Per-person fare of an itinerary from its legs' fares (cents, whole dollars). */
export function itineraryFareMinor(legFares: number, legCount: number): number {
  return legCount > 1 ? Math.round((legFares * CONNECTION_FACTOR) / 100) * 100 : legFares;
}
