import { monthOf, weekdayOf } from './calendar.ts';
import type { Climate } from './types.ts';

/**
 * Nightly rates: a room type's base rate × a season factor (by month, hemisphere-aware: northern
 * summer peaks Jun-Aug, southern Dec-Feb, the tropics' dry season Dec-Apr) × a weekday factor
 * (Friday and Saturday nights dearer, Sunday cheaper), rounded to whole dollars.
 */
const NORTH = [0.85, 0.85, 0.95, 1.0, 1.05, 1.2, 1.3, 1.3, 1.1, 1.0, 0.9, 1.1];
const SOUTH = NORTH.map((_, month) => NORTH[(month + 6) % 12] as number);
const TROPICAL = [1.25, 1.2, 1.15, 1.05, 0.9, 0.85, 0.95, 0.95, 0.85, 0.9, 1.0, 1.25];
export const seasonFactors: Record<Climate, readonly number[]> = { north: NORTH, south: SOUTH, tropical: TROPICAL };

/** Indexed by weekday of the night (0 = Sunday night). */
export const weekdayFactors: readonly number[] = [0.92, 0.96, 0.96, 0.98, 1.0, 1.12, 1.15];

export function climateOf(lat: number): Climate {
  if (lat >= 23.44) return 'north';
  if (lat <= -23.44) return 'south';
  return 'tropical';
}

/** The combined factor for the night starting on `day` (a UTC day number). */
export function nightFactor(climate: Climate, day: number): number {
  return (seasonFactors[climate][monthOf(day)] as number) * (weekdayFactors[weekdayOf(day)] as number);
}

/** Rate in USD cents (whole dollars) for a base rate and a night's factor. */
export function rateWithFactor(baseRate: number, factor: number): number {
  return Math.round((baseRate * factor) / 100) * 100;
}

export function nightlyRate(baseRate: number, climate: Climate, day: number): number {
  return rateWithFactor(baseRate, nightFactor(climate, day));
}
