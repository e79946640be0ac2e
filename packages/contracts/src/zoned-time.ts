/**
 * Local days and clock times in a place's IANA time zone (a ride's pickup city, a cruise's
 * departure port, a car desk). The zone arithmetic is date-fns in the context of @date-fns/tz's
 * `tz`, which reads the platform's time-zone database: a place's wall clock, never the reader's.
 */
import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { daysBetween } from './dates.ts';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{2}):(\d{2})$/;

/** The calendar day ('2026-12-01') an instant falls on in a zone. */
export function dayIn(instant: Date | number, timeZone: string): string {
  return format(instant, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** The wall-clock time ('09:30') of an instant in a zone. */
export function clockIn(instant: Date | number, timeZone: string): string {
  return format(instant, 'HH:mm', { in: tz(timeZone) });
}

/**
 * Epoch milliseconds of a local day and wall-clock time ('HH:MM', midnight by default) in a zone.
 * A time the zone skips (spring forward) is read as the same time after the change. NaN for text
 * that is not a day or a clock time.
 */
export function zonedInstant(day: string, timeZone: string, clock = '00:00'): number {
  const d = ISO_DAY.exec(day);
  const c = CLOCK.exec(clock);
  if (!d || !c) return Number.NaN;
  return new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(c[1]), Number(c[2]), timeZone).getTime();
}

/**
 * Calendar days from `now`'s day in the zone to `day` (0 on the day itself, 60 from Jan 1 to
 * Mar 2): days are counted on the place's calendar, whatever the hour.
 */
export function calendarDaysUntil(day: string, now: Date | number, timeZone: string): number {
  return daysBetween(dayIn(now, timeZone), day);
}

/** 'Dec 8, 9:30 AM (Toronto time)': an instant as the clock reads in a place, named after the place. */
export function formatPlaceTime(instant: Date | number | string, timeZone: string, place: string): string {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant;
  return `${format(at, 'MMM d, h:mm a', { in: tz(timeZone) })} (${place} time)`;
}

/** '9:30 AM (Toronto time)': the clock time alone, for a day already given. */
export function formatPlaceClock(instant: Date | number | string, timeZone: string, place: string): string {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant;
  return `${format(at, 'h:mm a', { in: tz(timeZone) })} (${place} time)`;
}
