import type { PlanDay, PlanItem } from '@escazo/contracts/planning';
import { daysBetween } from '@escazo/contracts/dates';

/**
 * A flight's times as the traveller reads them: each at its own airport, in that airport's local
 * time, the arrival marked '+1' (or '-1') when it lands on another local date than it leaves.
 */
export type FlightTimes = {
  depart: string;
  from: string;
  arrive: string;
  to: string;
  /** Local dates from departure to arrival (0 when the same, or when the arrival date is unknown). */
  dayShift: number;
  arriveDate: string | null;
};

export function flightTimes(item: PlanItem): FlightTimes | null {
  if (item.type !== 'flight' || !item.flight) return null;
  const { from, to, departDate, arriveDate } = item.flight;
  return {
    depart: item.start,
    from,
    arrive: item.end,
    to,
    dayShift: arriveDate ? daysBetween(departDate, arriveDate) : 0,
    arriveDate: arriveDate ?? null,
  };
}

/** '+1', '-1', or '' on the same date. */
export const dayShiftLabel = (shift: number) => (shift > 0 ? `+${shift}` : shift < 0 ? `${shift}` : '');

/** The date an item is listed on: a flight on its departure date, anything else on its day's. */
export const listedDate = (item: PlanItem, dayDate: string) =>
  item.type === 'flight' && item.flight ? item.flight.departDate : dayDate;

export type DateGroup = { date: string; entries: { item: PlanItem; index: number }[] };

/**
 * A day's items in runs by the date they are listed on: an overnight outbound flight that leaves
 * the evening before the first day forms its own run on its departure date, before the day's own.
 */
export function dateGroups(day: PlanDay): DateGroup[] {
  const groups: DateGroup[] = [];
  day.items.forEach((item, index) => {
    const date = listedDate(item, day.date);
    const last = groups.at(-1);
    if (last && last.date === date) last.entries.push({ item, index });
    else groups.push({ date, entries: [{ item, index }] });
  });
  return groups;
}
