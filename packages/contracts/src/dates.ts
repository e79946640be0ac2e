/**
 * Calendar days as ISO 'YYYY-MM-DD' text, counted in UTC: a day is always a whole day, whatever
 * the time zone the code runs in, so adding days and counting nights never shifts across a DST
 * change. The arithmetic is date-fns in the UTC context of @date-fns/utc. Reading and writing the
 * text uses the platform's Date.UTC and toISOString: date-fns's parseISO and format measured 5 to 8
 * times slower, and validation runs on every search request.
 *
 * Day numbers (whole days since 1970-01-01) are the engines' representation for hot loops: they
 * convert to and from ISO days here.
 */
import { utc } from '@date-fns/utc';
import {
  addDays as addDaysTo,
  addMonths as addMonthsTo,
  differenceInCalendarDays,
  getISODay,
  isExists,
} from 'date-fns';
import { millisecondsInDay } from 'date-fns/constants';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const inUtc = { in: utc };

/** Epoch milliseconds of midnight UTC of an ISO day; NaN when the text is not a real calendar day. */
function utcMs(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) return Number.NaN;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const date = Number(match[3]);
  return isExists(year, month, date) ? Date.UTC(year, month, date) : Number.NaN;
}

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** True for a real calendar day written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isIsoDay(text: string): boolean {
  return !Number.isNaN(utcMs(text));
}

/** The UTC calendar day of an instant (a Date or epoch milliseconds). */
export function dayOf(instant: Date | number): string {
  return isoOf(typeof instant === 'number' ? instant : instant.getTime());
}

/** The UTC calendar day of `now`: callers pass their clock's time (the server's app clock, the browser's own). */
export function todayIso(now: Date | number): string {
  return dayOf(now);
}

/** The calendar day of a Date in the time zone the code runs in (the traveller's own day in a browser). */
export function localDayOf(date: Date): string {
  return isoOf(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

/** `day` plus `days` (negative goes back): '2026-12-30' + 3 = '2027-01-02'. */
export function addDays(day: string, days: number): string {
  return isoOf(addDaysTo(utcMs(day), days, inUtc).getTime());
}

/** `day` plus whole months, kept within the month ('2026-01-31' + 1 month = '2026-02-28'). */
export function addMonths(day: string, months: number): string {
  return isoOf(addMonthsTo(utcMs(day), months, inUtc).getTime());
}

/** Calendar days from `from` to `to` (a stay's nights from check-in to check-out); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(utcMs(to), utcMs(from), inUtc);
}

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  return getISODay(utcMs(day), inUtc);
}

/** Day number of an ISO day; NaN when it is not a real calendar day. */
export function toDayNumber(day: string): number {
  return utcMs(day) / millisecondsInDay;
}

/** Epoch milliseconds of midnight UTC at the start of a day number. */
export function instantOfDayNumber(dayNumber: number): number {
  return dayNumber * millisecondsInDay;
}

/** ISO day of a day number. */
export function fromDayNumber(dayNumber: number): string {
  return isoOf(dayNumber * millisecondsInDay);
}

/** A range of days, both ends included. */
export type DayRange = { first: string; last: string };

/**
 * The days a traveller can search, price, watch and book: from today (on the server's clock; a day
 * earlier, for a traveller whose own day is still yesterday) to the last day the inventory offers
 * (it holds one year of schedules ahead of today).
 */
export function bookingWindow(today: string, lastOffered: string): DayRange {
  return { first: addDays(today, -1), last: lastOffered };
}

/** The oldest a date of birth may be: a human life. */
export const BIRTH_YEARS_MAX = 120;

/** Dates of birth within a human life: not in the future, not more than 120 years ago. */
export function birthDateRange(today: string): DayRange {
  return { first: addMonths(today, -12 * BIRTH_YEARS_MAX), last: today };
}

/** The values at a dotted path, `*` standing for every element of an array ('travellers.*.dateOfBirth'). */
function valuesAt(value: unknown, path: string[], at: string[] = []): { path: string; value: unknown }[] {
  if (path.length === 0) return [{ path: at.join('.'), value }];
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(value) ? value.flatMap((v, i) => valuesAt(v, rest, [...at, String(i)])) : [];
  if (!value || typeof value !== 'object') return [];
  return valuesAt((value as Record<string, unknown>)[head!], rest, [...at, head!]);
}

/**
 * The field errors of the days at these paths that fall outside the range ('' and absent values
 * are not checked: a field's own schema decides whether it is required). ISO day text compares in
 * calendar order.
 */
export function daysOutside(
  input: unknown,
  paths: readonly string[],
  range: DayRange,
  codes: { before: string; after: string },
): { path: string; code: string }[] {
  return paths.flatMap((p) =>
    valuesAt(input, p.split('.')).flatMap(({ path, value }) => {
      // The shape only: the field's schema has checked the calendar day (and years before 100,
      // which Date.UTC reads as 19xx, must still compare as written).
      if (typeof value !== 'string' || !ISO_DAY.test(value)) return [];
      if (value < range.first) return [{ path, code: codes.before }];
      if (value > range.last) return [{ path, code: codes.after }];
      return [];
    }),
  );
}
