import { greatCircleKm } from '@escazo/rides';
import { transportItem } from './items.ts';
import { DAY_START } from './meals.ts';
import { canVisitOn, withinOpening } from './opening.ts';
import { departureBy } from './retime.ts';
import { scheduleStops, type DayContext, type DaySchedule, type Stop } from './schedule-day.ts';
import type { Minute, PlanItem, PlannerPlace } from './types.ts';

/** A gap in the middle of the day (10:00–18:00) longer than this is a hole to fill. */
export const HOLE_MINUTES = 90;
export const MIDDAY = { from: 10 * 60, to: 18 * 60 } as const;
/** A visit may run up to half again its typical length to use spare time. */
export const longestVisit = (visitMinutes: number): number => Math.floor(visitMinutes * 1.5);
/** A place is tried in a hole only where it adds at most this many km to the way between the stops around it. */
const WALK_DETOUR_KM = 3;
const WALKS_TRIED = 4;
/** Places put in one day's holes at most. */
const FILLS_PER_DAY = 3;

/** A timed day's stops in their order: its sights, and its meals at the restaurants chosen. */
function stopsOf(schedule: DaySchedule, placeById: ReadonlyMap<string, PlannerPlace>): Stop[] {
  const stops: Stop[] = [];
  for (const item of schedule.items) {
    const place = item.placeId ? placeById.get(item.placeId) : undefined;
    if (!place) continue;
    if (item.type === 'dining' && item.meal) stops.push({ meal: item.meal, restaurant: place });
    else if (item.type === 'attraction') stops.push({ sight: place });
  }
  return stops;
}

/** As good a day: the same meals, no later finish, no more cut from visits. */
const asGood = (next: DaySchedule, now: DaySchedule): boolean =>
  next.meals === now.meals &&
  next.missingMeals <= now.missingMeals &&
  (!next.late || now.late) &&
  next.cutMinutes <= now.cutMinutes;

export type Gap = { after: number; from: Minute; to: Minute };

/** The part of each wait between consecutive items that falls in 10:00–18:00, longest first. */
export function middayGaps(items: readonly PlanItem[]): Gap[] {
  const gaps: Gap[] = [];
  for (let i = 1; i < items.length; i++) {
    const from = Math.max(items[i - 1]!.end, MIDDAY.from);
    const to = Math.min(items[i]!.start, MIDDAY.to);
    if (to > from) gaps.push({ after: i - 1, from, to });
  }
  return gaps.sort((a, b) => b.to - b.from - (a.to - a.from));
}

const holeOf = (items: readonly PlanItem[]): Gap | null => {
  const gap = middayGaps(items)[0];
  return gap && gap.to - gap.from > HOLE_MINUTES ? gap : null;
};

/**
 * Fills a day's mid-day holes with another place near the stops around each: a sight not yet on the
 * trip or a neighbourhood walk (`fillers`, best first; the day kept as good and within the pace);
 * lengthenVisits then uses what time is left.
 */
export function insertFillers(
  context: DayContext,
  schedule: DaySchedule,
  placeById: ReadonlyMap<string, PlannerPlace>,
  fillers: { places: readonly PlannerPlace[]; used: ReadonlySet<string> },
  maxSights: number,
): DaySchedule {
  let day = schedule;
  for (let attempt = 0; attempt < FILLS_PER_DAY; attempt++) {
    const hole = holeOf(day.items);
    if (!hole || day.items.filter((i) => i.type === 'attraction').length >= maxSights) break;
    const withWalk = withFillerIn(context, day, hole, placeById, fillers);
    if (!withWalk) break;
    day = withWalk;
  }
  return day;
}

function withFillerIn(
  context: DayContext,
  day: DaySchedule,
  hole: Gap,
  placeById: ReadonlyMap<string, PlannerPlace>,
  fillers: { places: readonly PlannerPlace[]; used: ReadonlySet<string> },
): DaySchedule | null {
  const items = day.items;
  const before = [...items.slice(0, hole.after + 1)].reverse().find((i) => i.location)?.location ?? context.frame.at;
  const after = items.slice(hole.after + 1).find((i) => i.location)?.location ?? context.frame.finish?.at ?? null;
  if (!before) return null;
  const direct = after ? greatCircleKm(before, after) : 0;
  const inDay = new Set(items.map((i) => i.placeId));
  const candidates = fillers.places
    .filter((w) => !fillers.used.has(w.id) && !inDay.has(w.id) && canVisitOn(w, context.frame.weekday))
    .map((walk) => ({ walk, detour: greatCircleKm(before, walk) + (after ? greatCircleKm(walk, after) : 0) - direct }))
    .filter(({ detour }) => detour <= WALK_DETOUR_KM)
    // Sights first (they are listed before the walks), then the smaller detour.
    .sort((a, b) => Number(!!a.walk.walk) - Number(!!b.walk.walk) || a.detour - b.detour)
    .slice(0, WALKS_TRIED);
  if (candidates.length === 0) return null;
  const stops = stopsOf(day, placeById);
  // The walk goes after the stops that end before the hole.
  const stopsBefore = items.slice(0, hole.after + 1).filter((i) => i.placeId && placeById.has(i.placeId)).length;
  for (const { walk } of candidates) {
    const order: Stop[] = [...stops.slice(0, stopsBefore), { sight: walk }, ...stops.slice(stopsBefore)];
    const next = scheduleStops(context, order);
    const longest = (d: DaySchedule) => middayGaps(d.items)[0];
    const gapOf = (g: Gap | undefined) => (g ? g.to - g.from : 0);
    if (next.sights.length === day.sights.length + 1 && asGood(next, day) && gapOf(longest(next)) < gapOf(longest(day)))
      return next;
  }
  return null;
}

/** A day moved later to close a hole still starts by this time. */
const LATEST_START = 10 * 60 + 30;

/**
 * A day whose hole is left after the fillers: the same stops started later (by most of the hole, or
 * half that), when the day stays as good and its longest mid-day wait gets shorter. The wait then
 * moves to the morning, before the day begins.
 */
export function startLater(
  context: DayContext,
  day: DaySchedule,
  placeById: ReadonlyMap<string, PlannerPlace>,
): DaySchedule {
  const hole = holeOf(day.items);
  const first = day.items[0];
  if (!hole || !first) return day;
  const stops = stopsOf(day, placeById);
  const wait = hole.to - hole.from;
  for (const shift of [wait - 60, Math.floor((wait - 60) / 10) * 5]) {
    if (shift < 15) continue;
    const frame = { ...context.frame, freeFrom: Math.max(context.frame.freeFrom, first.start) + shift };
    const next = firstLeavingLate(context, scheduleStops({ ...context, frame }, stops));
    const longest = middayGaps(next.items)[0];
    if (
      next.sights.length === day.sights.length &&
      asGood(next, day) &&
      (next.items[0]?.start ?? 0) <= LATEST_START &&
      (longest ? longest.to - longest.from : 0) < wait
    )
      return next;
  }
  return day;
}

/**
 * The day's first transfer leaving as late as still arrives for the first place, as the re-timer
 * places it after an edit.
 */
function firstLeavingLate(context: DayContext, day: DaySchedule): DaySchedule {
  const [leg, target] = day.items;
  const from = context.frame.at;
  if (leg?.type !== 'transport' || !target?.location || !from) return day;
  // After an opening item (a bag drop, a check-out) no earlier than its end; else no earlier than 08:00.
  const earliest = context.frame.opening.length > 0 ? context.frame.freeFrom : Math.min(DAY_START, target.start);
  const departure = departureBy(context.legs, from, target.location, earliest, target.start);
  const moved = transportItem(context.legs.leg(from, target.location, departure), departure, target.title);
  return moved.end <= target.start ? { ...day, items: [moved, ...day.items.slice(1)] } : day;
}

/**
 * Each visit followed by a wait runs on into it, up to half again its typical length and while its
 * place is open (a visit kept short first gets back its full length).
 */
export function lengthenVisits(
  items: readonly PlanItem[],
  placeById: ReadonlyMap<string, PlannerPlace>,
  weekday: number,
): PlanItem[] {
  const out = items.map((item) => ({ ...item }));
  for (let i = 0; i < out.length - 1; i++) {
    const item = out[i]!;
    const place = item.type === 'attraction' && item.placeId ? placeById.get(item.placeId) : undefined;
    if (!place) continue;
    const spare = out[i + 1]!.start - item.end;
    if (spare <= 0) continue;
    let end = Math.min(item.end + spare, item.start + longestVisit(place.visitMinutes));
    while (end > item.end && !withinOpening(place, weekday, item.start, end)) end -= 5;
    if (end <= item.end) continue;
    item.end = end;
    if (end - item.start >= place.visitMinutes) delete item.shortened;
  }
  return out;
}
