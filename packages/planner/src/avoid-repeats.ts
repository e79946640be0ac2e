import { greatCircleKm } from '@escazo/rides';
import { departLate } from './depart-late.ts';
import type { DayFrame } from './frames.ts';
import { transportItem, visitItem } from './items.ts';
import type { LegCache } from './leg-cache.ts';
import { sameLocation } from './legs.ts';
import { DAY_START } from './meals.ts';
import type { DaySchedule } from './schedule-day.ts';
import { shortestVisit, withinOpening } from './opening.ts';
import type { LatLon, Minute, PlanItem, PlannerPlace } from './types.ts';

/** A repeated meal is moved to a restaurant not used on the trip within this distance of it. */
export const NEARBY_RESTAURANT_KM = 1.5;

type Neighbour = { at: LatLon; time: Minute };

/** Where the traveller is before an item, and from when; null when unknown. */
function before(items: readonly PlanItem[], index: number, frame: DayFrame): Neighbour | null {
  for (let i = index - 1; i >= 0; i--) {
    const item = items[i]!;
    if (item.type === 'transport') continue;
    return item.location ? { at: item.location, time: item.end } : null;
  }
  return frame.at ? { at: frame.at, time: frame.freeFrom } : null;
}

/** Where the traveller must be after an item, and by when: the next place, else where the frame ends. */
function after(items: readonly PlanItem[], index: number, frame: DayFrame): Neighbour | null {
  for (let i = index + 1; i < items.length; i++) {
    const item = items[i]!;
    if (item.type === 'transport') continue;
    return item.location ? { at: item.location, time: item.start } : null;
  }
  return frame.finish ? { at: frame.finish.at, time: frame.finish.by } : null;
}

/** A frame's timed part (a day's, or the evening after a check-in). */
export type TimedPart = { frame: DayFrame; schedule: DaySchedule };

/**
 * Moves meals at a restaurant used more than once on the trip to one not used at all, when it serves
 * that meal, is open for the meal's whole time, lies close by, and can be reached from the stop before
 * and left for the stop after in the same time (nothing else moves). Returns the parts changed.
 */
export function avoidRepeats(
  parts: TimedPart[],
  places: readonly PlannerPlace[],
  context: { legs: LegCache; travelers: number; mayCostMore: boolean },
): Set<number> {
  const uses = new Map<string, number>();
  for (const item of parts.flatMap((p) => p.schedule.items))
    if (item.type === 'dining' && item.placeId) uses.set(item.placeId, (uses.get(item.placeId) ?? 0) + 1);
  const byId = new Map(places.map((p) => [p.id, p]));
  const changed = new Set<number>();
  parts.forEach((part, p) => {
    const { frame } = part;
    for (let i = 0; i < part.schedule.items.length; i++) {
      const items = part.schedule.items;
      const item = items[i]!;
      const place = item.type === 'dining' && item.placeId ? byId.get(item.placeId) : undefined;
      if (!place || (uses.get(place.id) ?? 0) < 2 || !item.meal) continue;
      const from = before(items, i, frame);
      const to = after(items, i, frame);
      if (!from) continue;
      const fits = (other: PlannerPlace) =>
        other.kind === 'restaurant' &&
        !uses.has(other.id) &&
        other.meals.includes(item.meal!) &&
        (context.mayCostMore || other.priceMinor <= place.priceMinor) &&
        greatCircleKm(other, place) <= NEARBY_RESTAURANT_KM &&
        withinOpening(other, frame.weekday, item.start, item.end) &&
        shortestVisit(other.visitMinutes) <= item.end - item.start &&
        reachable(context.legs, from, other, item.start) &&
        (!to || reachable(context.legs, { at: other, time: item.end }, to.at, to.time));
      const swap = places.filter(fits).sort((a, b) => greatCircleKm(a, place) - greatCircleKm(b, place))[0];
      if (!swap) continue;
      uses.set(place.id, uses.get(place.id)! - 1);
      uses.set(swap.id, 1);
      part.schedule = { ...part.schedule, items: rebuilt(items, i, swap, from, to, frame, context) };
      changed.add(p);
    }
  });
  return changed;
}

const reachable = (legs: LegCache, from: Neighbour, to: LatLon, by: Minute): boolean => {
  const departure = Math.max(from.time, DAY_START);
  return sameLocation(from.at, to) ? from.time <= by : departure + legs.leg(from.at, to, departure).minutes <= by;
};

/** The day with the meal at `swap` and fresh transfers to and from it (leaving as late as they can). */
function rebuilt(
  items: readonly PlanItem[],
  index: number,
  swap: PlannerPlace,
  from: Neighbour,
  to: Neighbour | null,
  frame: DayFrame,
  context: { legs: LegCache; travelers: number },
): PlanItem[] {
  const meal = items[index]!;
  const first = items.slice(0, index).findLastIndex((item) => item.type !== 'transport') + 1;
  let last = items.findIndex((item, k) => k > index && item.type !== 'transport');
  if (last < 0) last = items.length;
  const middle: PlanItem[] = [];
  const leave = Math.max(from.time, DAY_START);
  if (!sameLocation(from.at, swap))
    middle.push(transportItem(context.legs.leg(from.at, swap, leave), leave, swap.name));
  middle.push(
    visitItem(
      swap,
      { start: meal.start, end: meal.end, shortened: meal.end - meal.start < swap.visitMinutes },
      context.travelers,
      meal.meal,
    ),
  );
  if (to && !sameLocation(swap, to.at)) {
    const nextTitle = last < items.length ? items[last]!.title : (frame.finish?.name ?? trailingName(items));
    middle.push(transportItem(context.legs.leg(swap, to.at, meal.end), meal.end, nextTitle));
  }
  return departLate([...items.slice(0, first), ...middle, ...items.slice(last)], frame, context.legs);
}

/** The name a day's trailing transfer goes to ("Public transport to Hotel X" → "Hotel X"). */
function trailingName(items: readonly PlanItem[]): string {
  const title = items[items.length - 1]!.title;
  return title.slice(title.indexOf(' to ') + 4);
}
