/**
 * Dates as UTC day numbers (days since 1970-01-01): cheap to compare, add and use as keys.
 * Shared by the hotel, stay, car and cruise generators and engines (date-only, no time zone).
 * Day numbers stay integers because nightly rates ask the weekday and month of every night, where
 * date-fns measured 5 to 20 times slower; they convert to and from ISO days through contracts/dates.
 */
import { addMonths, fromDayNumber, instantOfDayNumber, toDayNumber } from '@escazo/contracts/dates';

/** 'YYYY-MM-DD' → day number; NaN when the text is not a real calendar date. */
export const toDay = toDayNumber;

export const fromDay = fromDayNumber;

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** 0 = January … 11 = December. */
export function monthOf(day: number): number {
  return new Date(instantOfDayNumber(day)).getUTCMonth();
}

/** 'YYYY-MM' → [first day, first day of the next month). */
export function monthRange(isoMonth: string): [number, number] {
  const first = `${isoMonth}-01`;
  const start = toDayNumber(first);
  return Number.isNaN(start) ? [start, start] : [start, toDayNumber(addMonths(first, 1))];
}
