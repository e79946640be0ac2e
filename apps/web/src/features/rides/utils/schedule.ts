import {
  RIDE_SCHEDULE_MAX_DAYS,
  RIDE_SCHEDULE_MIN_LEAD_MINUTES,
  RIDE_SCHEDULE_SLOT_MINUTES,
} from '@escazo/contracts/ride-options';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The date select offers today and the next six days. */
export const SCHEDULE_DAY_COUNT = 7;

export type ScheduleSlot = { iso: string; label: string };
export type ScheduleDay = { key: string; label: string; slots: ScheduleSlot[] };

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('2030-08-10') of an instant in a time zone. */
export function dayKeyIn(instant: Date, timeZone: string): string {
  let format = dayKeyFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayKeyFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** A calendar day plus n days ('2030-08-31' + 1 → '2030-09-01'). */
export function addDaysToKey(key: string, days: number): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/**
 * Every bookable pick-up time: on the half hour, at least the minimum lead ahead, at most the
 * schedule window ahead (a card authorisation lasts that long).
 */
export function scheduleSlots(now: Date): Date[] {
  const step = RIDE_SCHEDULE_SLOT_MINUTES * MINUTE;
  const first = Math.ceil((now.getTime() + RIDE_SCHEDULE_MIN_LEAD_MINUTES * MINUTE) / step) * step;
  const last = now.getTime() + RIDE_SCHEDULE_MAX_DAYS * DAY;
  const slots: Date[] = [];
  for (let t = first; t <= last; t += step) slots.push(new Date(t));
  return slots;
}

/**
 * The date select's days (today and the next six in the city's time zone) with each day's
 * pick-up times, labelled in the city's local time. A day with no time left has no slots.
 */
export function scheduleDays(now: Date, timeZone: string, labels: { today: string; tomorrow: string }): ScheduleDay[] {
  const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const dayFormat = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const today = dayKeyIn(now, timeZone);
  const days: ScheduleDay[] = Array.from({ length: SCHEDULE_DAY_COUNT }, (_, i) => {
    const key = addDaysToKey(today, i);
    const label = i === 0 ? labels.today : i === 1 ? labels.tomorrow : dayFormat.format(new Date(`${key}T00:00:00Z`));
    return { key, label, slots: [] };
  });
  const byKey = new Map(days.map((d) => [d.key, d]));
  for (const slot of scheduleSlots(now)) {
    byKey.get(dayKeyIn(slot, timeZone))?.slots.push({ iso: slot.toISOString(), label: timeFormat.format(slot) });
  }
  return days;
}

/** Minutes from now until an instant, rounded up (never below zero). */
export function minutesUntil(iso: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now.getTime()) / MINUTE));
}
