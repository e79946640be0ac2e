/** Calendar helpers for ISO dates (YYYY-MM-DD), computed in UTC so no local time zone leaks in. */

const DAY_MS = 24 * 60 * 60 * 1000;

function utcMs(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function isoOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Every date from start to end inclusive (empty when end is before start). */
export function tripDates(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let ms = utcMs(startDate), last = utcMs(endDate); ms <= last; ms += DAY_MS) dates.push(isoOf(ms));
  return dates;
}

/** Weekday index of a date, Monday = 0 … Sunday = 6 (the order of a place's weekly opening). */
export function weekdayOf(date: string): number {
  return (new Date(utcMs(date)).getUTCDay() + 6) % 7;
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "Monday" … "Sunday". */
export function weekdayName(date: string): string {
  return WEEKDAY_NAMES[weekdayOf(date)]!;
}

/** A trip ending after the day it starts has nights to sleep somewhere. */
export const hasNights = (trip: { startDate: string; endDate: string }): boolean => trip.endDate > trip.startDate;
