import { addDays, addMinutes, isAfter, isBefore, isValid } from 'date-fns';
import { millisecondsInMinute } from 'date-fns/constants';
import {
  RIDE_SCHEDULE_MAX_DAYS,
  RIDE_SCHEDULE_MIN_LEAD_MINUTES,
  RIDE_SCHEDULE_SLOT_MINUTES,
} from '@escazo/contracts/ride-options';

const SLOT_MS = RIDE_SCHEDULE_SLOT_MINUTES * millisecondsInMinute;

/** Whether an instant is on a slot boundary (a whole :00 or :30, no seconds). */
export function isOnSlotBoundary(at: Date): boolean {
  return at.getTime() % SLOT_MS === 0;
}

/** The earliest bookable slot: the first :00/:30 at least 15 minutes after now. */
export function firstScheduleSlot(now: Date): Date {
  const earliest = addMinutes(now, RIDE_SCHEDULE_MIN_LEAD_MINUTES).getTime();
  return new Date(Math.ceil(earliest / SLOT_MS) * SLOT_MS);
}

/** The scheduled pick-up times offered for the next `hours` hours: every 30 minutes from the first slot (ISO instants). */
export function scheduleSlots(now: Date, hours = 24): string[] {
  const count = Math.max(0, Math.floor((hours * 60) / RIDE_SCHEDULE_SLOT_MINUTES));
  const first = firstScheduleSlot(now);
  return Array.from({ length: count }, (_, i) => addMinutes(first, i * RIDE_SCHEDULE_SLOT_MINUTES).toISOString());
}

/** A scheduled pick-up is on a slot boundary, at least 15 minutes ahead and at most 7 days ahead. */
export function isValidScheduledTime(at: Date, now: Date): boolean {
  if (!isValid(at) || !isOnSlotBoundary(at)) return false;
  if (isBefore(at, addMinutes(now, RIDE_SCHEDULE_MIN_LEAD_MINUTES))) return false;
  return !isAfter(at, addDays(now, RIDE_SCHEDULE_MAX_DAYS));
}
