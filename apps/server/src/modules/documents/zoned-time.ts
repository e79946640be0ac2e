import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Whether the platform's time-zone database knows the IANA zone. */
export function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The instant (ms since epoch) of a local date ('YYYY-MM-DD') and time ('HH:mm') in an IANA zone. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, hh, mm, timeZone).getTime();
}

/** An instant as the local date ('YYYY-MM-DD') and time ('HH:mm') on the wall clocks of an IANA zone. */
export function utcToZonedTime(instant: number, timeZone: string): { date: string; time: string } {
  const local = new TZDate(instant, timeZone);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}
