import { carDailyPriceRanges, type CarCategory } from '@escazo/contracts/search-cars';
import { monthOf, weekdayOf } from '../hotels/calendar.ts';
import { seasonFactors } from '../hotels/rates.ts';
import type { Climate } from '../hotels/types.ts';

/**
 * Car-day rates: a fleet's daily base rate × the city's season factor (the hotels' curves, by
 * climate) × a weekday factor (Friday and Saturday dearer, early week cheaper), rounded to whole
 * dollars and clamped to the category's documented daily range. A rental is charged the sum of
 * the rates of its charged days, counted from the pickup day.
 */

/** Indexed by weekday of the day (0 = Sunday). */
export const carWeekdayFactors: readonly number[] = [1.0, 0.92, 0.92, 0.95, 1.0, 1.1, 1.12];

/** The combined factor for the car-day `day` (a UTC day number). */
export function carDayFactor(climate: Climate, day: number): number {
  return (seasonFactors[climate][monthOf(day)] as number) * (carWeekdayFactors[weekdayOf(day)] as number);
}

/** The rate (USD cents, whole dollars) of one day for a base rate and that day's factor, inside the category's range. */
export function carRateWithFactor(category: CarCategory, baseRate: number, factor: number): number {
  const { min, max } = carDailyPriceRanges[category];
  return Math.min(max, Math.max(min, Math.round((baseRate * factor) / 100))) * 100;
}

export function carDailyRate(category: CarCategory, baseRate: number, climate: Climate, day: number): number {
  return carRateWithFactor(category, baseRate, carDayFactor(climate, day));
}

/** The rental amount (USD cents) of `days` charged days from the pickup day `firstDay`. */
export function carRentalAmount(
  category: CarCategory,
  baseRate: number,
  climate: Climate,
  firstDay: number,
  days: number,
): number {
  let sum = 0;
  for (let i = 0; i < days; i++) sum += carDailyRate(category, baseRate, climate, firstDay + i);
  return sum;
}
