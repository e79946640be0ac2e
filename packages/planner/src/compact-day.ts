import { greatCircleKm } from '@escazo/rides';
import { departLate } from './depart-late.ts';
import type { DayFrame } from './frames.ts';
import { transportItem, visitItem } from './items.ts';
import { sameLocation } from './legs.ts';
import { DAY_END, DAY_START, MEAL_WINDOWS, type MealName } from './meals.ts';
import { openRanges } from './opening.ts';
import type { DayContext, DaySchedule } from './schedule-day.ts';
import type { LatLon, Minute, PlanItem, PlannerPlace } from './types.ts';

/** Days of up to this many stops are reordered exactly (every order, pruned once longer than the best). */
export const COMPACT_MAX_STOPS = 8;

/** A stop of a timed day: its place, how long it is planned for, and its meal. */
type Planned = { place: PlannerPlace; minutes: Minute; meal?: MealName; shortened: boolean };

function plannedStops(schedule: DaySchedule, placeById: ReadonlyMap<string, PlannerPlace>): Planned[] | null {
  const stops: Planned[] = [];
  for (const item of schedule.items) {
    if (item.type !== 'attraction' && item.type !== 'dining') continue;
    const place = item.placeId ? placeById.get(item.placeId) : undefined;
    if (!place) return null;
    stops.push({ place, minutes: item.end - item.start, meal: item.meal, shortened: item.shortened === true });
  }
  return stops;
}

/** Great-circle km from where the day starts through the places to where it ends. */
export function routeKm(frame: DayFrame, places: readonly LatLon[]): number {
  const points = [...(frame.at ? [frame.at] : []), ...places, ...(frame.finish ? [frame.finish.at] : [])];
  let km = 0;
  for (let i = 1; i < points.length; i++) km += greatCircleKm(points[i - 1]!, points[i]!);
  return km;
}

/** The earliest start at or after `arrival` with the planned length inside an opening range and the meal's window. */
function startAt(stop: Planned, weekday: number, arrival: Minute): Minute | null {
  const window = stop.meal ? MEAL_WINDOWS[stop.meal] : { from: DAY_START, to: DAY_END };
  for (const [opens, closes] of openRanges(stop.place, weekday)) {
    const start = Math.max(arrival, opens, window.from, DAY_START);
    if (start + stop.minutes <= Math.min(closes, window.to)) return start;
  }
  return null;
}

/**
 * The day with the same stops, each as long as planned, in the order with the shortest route that
 * still works: every visit inside its opening hours, meals in their windows, travel as the tier takes
 * it (leaving at once, arriving when the leg says), and the day's finish reached in time. The day as
 * it is when no shorter order works, when `keeps` refuses the new one, or past COMPACT_MAX_STOPS stops.
 */
export function compactDay(
  context: DayContext,
  schedule: DaySchedule,
  placeById: ReadonlyMap<string, PlannerPlace>,
  keeps: (next: DaySchedule) => boolean = () => true,
): DaySchedule {
  const stops = plannedStops(schedule, placeById);
  if (!stops || stops.length < 2 || stops.length > COMPACT_MAX_STOPS) return schedule;
  const { frame, legs } = context;
  let bestKm =
    routeKm(
      frame,
      stops.map((s) => s.place),
    ) - 1e-6;
  let best: Planned[] | null = null;
  const path: Planned[] = [];
  const used = stops.map(() => false);
  const extend = (at: LatLon | null, time: Minute, km: number) => {
    if (km >= bestKm) return;
    if (path.length === stops.length) {
      const end = frame.finish;
      const home = end && at && !sameLocation(at, end.at);
      const total = km + (end && at ? greatCircleKm(at, end.at) : 0);
      const arrival = home ? Math.max(time, DAY_START) + legs.leg(at, end.at, Math.max(time, DAY_START)).minutes : time;
      if (total < bestKm && (!end || arrival <= end.by)) {
        bestKm = total;
        best = path.slice();
      }
      return;
    }
    stops.forEach((stop, i) => {
      if (used[i]) return;
      const departure = Math.max(time, DAY_START);
      const leg = at && !sameLocation(at, stop.place) ? legs.leg(at, stop.place, departure) : null;
      const start = startAt(stop, frame.weekday, leg ? departure + leg.minutes : time);
      if (start === null) return;
      used[i] = true;
      path.push(stop);
      extend(stop.place, start + stop.minutes, km + (at ? greatCircleKm(at, stop.place) : 0));
      path.pop();
      used[i] = false;
    });
  };
  extend(frame.at, frame.freeFrom, 0);
  if (!best) return schedule;
  const next = timed(context, best, schedule);
  return keeps(next) ? next : schedule;
}

/** The items of an order found to work (see compactDay), transfers then leaving as late as they can. */
function timed(context: DayContext, order: readonly Planned[], before: DaySchedule): DaySchedule {
  const { frame, legs, travelers } = context;
  const items: PlanItem[] = [];
  let at = frame.at;
  let time = frame.freeFrom;
  let travelMinutes = 0;
  for (const stop of order) {
    const departure = Math.max(time, DAY_START);
    const leg = at && !sameLocation(at, stop.place) ? legs.leg(at, stop.place, departure) : null;
    if (leg) {
      items.push(transportItem(leg, departure, stop.place.name));
      travelMinutes += leg.minutes;
    }
    const start = startAt(stop, frame.weekday, leg ? departure + leg.minutes : time)!;
    items.push(
      visitItem(stop.place, { start, end: start + stop.minutes, shortened: stop.shortened }, travelers, stop.meal),
    );
    time = start + stop.minutes;
    at = stop.place;
  }
  const end = frame.finish;
  if (end && at && !sameLocation(at, end.at)) {
    const departure = end.kind === 'airport' ? time : Math.max(time, DAY_START);
    const leg = legs.leg(at, end.at, departure);
    items.push(transportItem(leg, departure, end.name));
    travelMinutes += leg.minutes;
  }
  return {
    ...before,
    items: departLate(items, frame, legs),
    sights: order.filter((s) => !s.meal).map((s) => s.place),
    travelMinutes,
  };
}
