import { canVisitOn } from './opening.ts';
import { noWorse, type TripDays } from './trip-days.ts';
import type { PlannerPlace } from './types.ts';

/** Extra km counted per sight a day already has, so sights spread over the days. */
const KM_PER_PLANNED_SIGHT = 3;
/** Each spare sight is tried on at most this many days. */
const DAYS_PER_SIGHT = 2;

/**
 * Adds spare sights (best ranked first) to days with room below the pace cap, nearest day first,
 * keeping a change only when the day then has more sights and is no worse. Bounded by `attempts`.
 */
export function fillDays(
  days: TripDays,
  spare: readonly PlannerPlace[],
  paceCap: number,
  hasRoom: (day: number) => boolean,
  attempts: number,
): void {
  let left = attempts;
  for (const sight of spare) {
    if (left <= 0) return;
    if (days.used.has(sight)) continue;
    const candidates = days.frames
      .map((frame, day) => ({ frame, day, sights: days.schedules[day]!.sights }))
      .filter(({ frame, day, sights }) => sights.length < paceCap && hasRoom(day) && canVisitOn(sight, frame.weekday))
      .map((entry) => ({
        ...entry,
        score: days.distanceToDay(sight, entry.day) + KM_PER_PLANNED_SIGHT * entry.sights.length,
      }))
      .sort((a, b) => a.score - b.score || a.day - b.day)
      .slice(0, DAYS_PER_SIGHT);
    for (const { day, sights } of candidates) {
      left--;
      const next = days.reschedule(day, [...sights, sight]);
      if (next.sights.length > sights.length && noWorse(next, days.schedules[day]!)) {
        days.accept(day, next);
        break;
      }
    }
  }
}
