import { addDays, localDayOf } from '@escazo/contracts/dates';

/** Today plus `days`, as 'YYYY-MM-DD' in the traveller's own time zone. */
export function dayFromToday(days: number, now = new Date()): string {
  return addDays(localDayOf(now), days);
}
