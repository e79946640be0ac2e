import { daysBetween } from '@escazo/contracts/dates';

/** '2026-12-01T08:05' → '08:05' (the airport's local time, as the API gives it). */
export function localTime(local: string): string {
  return local.slice(11, 16);
}

/** '2026-12-01T08:05' → '2026-12-01'. */
export function localDay(local: string): string {
  return local.slice(0, 10);
}

/** Whole calendar days between two local date-times' days (the '+1' marker on arrivals). */
export function dayOffset(fromLocal: string, toLocal: string): number {
  return daysBetween(localDay(fromLocal), localDay(toLocal));
}

/** 395 → { hours: 6, minutes: 35 }. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** 'Mon, Dec 1' for a 'YYYY-MM-DD' day, independent of the traveller's time zone. */
export function shortDay(day: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
