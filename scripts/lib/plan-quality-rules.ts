// The plan-quality report's measures (scripts/plan-quality.ts), pure functions over one plan.
import type { Interest } from '@escazo/contracts/planning-options';
import type { FlightOption, LatLon, PlanDay, PlanItem, PlannerPlace } from '@escazo/planner';
import { greatCircleKm } from '@escazo/rides';

/** A check-in item's title starts so (the planner's CHECK_IN_TITLE); a check-out's does not. */
const CHECK_IN_TITLE = 'Check in: ';
const minute = (hours: number, minutes = 0) => hours * 60 + minutes;

/** Monday = 0 … Sunday = 6, the order of a place's weekly opening. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Where the trip sleeps: its check-in item's lodging (name and location); null without one. */
export type Lodging = LatLon & { name: string };
export function tripLodging(days: readonly PlanDay[]): Lodging | null {
  for (const item of days.flatMap((day) => day.items)) {
    if (item.type === 'accommodation' && item.title.startsWith(CHECK_IN_TITLE) && item.location)
      return { name: item.title.slice(CHECK_IN_TITLE.length), ...item.location };
  }
  return null;
}

// 1. Repeated restaurants.

export type MealRepeats = { meals: number; repeats: number; repeatsWithAlternative: number };

/** A restaurant serving `meal` whose opening on that weekday holds the whole [start, end]. */
function couldServe(place: PlannerPlace, meal: string, weekday: number, item: PlanItem): boolean {
  return (
    place.kind === 'restaurant' &&
    place.meals.some((m) => m === meal) &&
    (place.opening[weekday] ?? []).some(([opens, closes]) => item.start >= opens && item.end <= closes)
  );
}

/**
 * Meals (dining items) at a place already used for a meal earlier in the trip; a repeat counts
 * "with an alternative" when the catalogue had a restaurant not yet used on the trip that serves
 * that meal and is open for the item's whole time that day.
 */
export function mealRepeats(days: readonly PlanDay[], places: readonly PlannerPlace[]): MealRepeats {
  const used = new Set<string>();
  const result: MealRepeats = { meals: 0, repeats: 0, repeatsWithAlternative: 0 };
  for (const day of days) {
    const weekday = weekdayOf(day.date);
    for (const item of day.items) {
      if (item.type !== 'dining' || !item.placeId) continue;
      result.meals++;
      if (used.has(item.placeId)) {
        result.repeats++;
        const meal = item.meal ?? 'lunch';
        if (places.some((p) => !used.has(p.id) && couldServe(p, meal, weekday, item))) result.repeatsWithAlternative++;
      }
      used.add(item.placeId);
    }
  }
  return result;
}

// 2. Zig-zag days.

/** Days with more stops than this are not measured (the exact search grows factorially). */
export const MAX_EXACT_STOPS = 8;
export const MIN_ROUTE_STOPS = 3;

export type DayStops = { stops: LatLon[]; fixedStart: boolean; fixedEnd: boolean };

const isAnchor = (item: PlanItem) => item.type === 'accommodation' || item.type === 'flight';

/**
 * A day's stops in the plan's order: its non-transport items with coordinates (check-in, check-out
 * and airports included). After the first day the day starts at the lodging, and it ends there when
 * its last item is the transfer back to it: the lodging is then a stop too. A first or last stop
 * that is lodging or an airport stays fixed when reordering; any other may move.
 */
export function dayStops(day: PlanDay, lodging: Lodging | null, firstDay: boolean): DayStops {
  const located = day.items.filter((item) => item.type !== 'transport' && item.location);
  const stops = located.map((item) => item.location!);
  let fixedStart = located.length > 0 && isAnchor(located[0]!);
  let fixedEnd = located.length > 0 && isAnchor(located[located.length - 1]!);
  if (lodging && !firstDay && !fixedStart) {
    stops.unshift(lodging);
    fixedStart = true;
  }
  const last = day.items[day.items.length - 1];
  if (lodging && last?.type === 'transport' && last.title.endsWith(` to ${lodging.name}`)) {
    stops.push(lodging);
    fixedEnd = true;
  }
  return { stops, fixedStart, fixedEnd };
}

/** Sum of the great-circle legs, in the order given. */
export function routeKm(stops: readonly LatLon[]): number {
  let km = 0;
  for (let i = 1; i < stops.length; i++) km += greatCircleKm(stops[i - 1]!, stops[i]!);
  return km;
}

/** The shortest order of the same stops (exact: every order, pruned once longer than the best), ends kept when fixed. */
export function shortestRouteKm({ stops, fixedStart, fixedEnd }: DayStops): number {
  const n = stops.length;
  if (n < 2) return 0;
  const km = stops.map((a) => stops.map((b) => greatCircleKm(a, b)));
  const first = fixedStart ? 0 : -1;
  const last = fixedEnd ? n - 1 : -1;
  const free = stops.map((_, i) => i).filter((i) => i !== first && i !== last);
  const used = new Array<boolean>(n).fill(false);
  let best = Infinity;
  const extend = (at: number, sofar: number, left: number) => {
    if (sofar >= best) return;
    if (left === 0) {
      best = Math.min(best, sofar + (last >= 0 ? km[at]![last]! : 0));
      return;
    }
    for (const next of free) {
      if (used[next]) continue;
      used[next] = true;
      extend(next, sofar + km[at]![next]!, left - 1);
      used[next] = false;
    }
  };
  if (first >= 0) extend(first, 0, free.length);
  else
    for (const start of free) {
      used[start] = true;
      extend(start, 0, free.length - 1);
      used[start] = false;
    }
  return best;
}

export type DayRoute =
  | { kind: 'few-stops' }
  | { kind: 'not-measured'; stops: number }
  | { kind: 'measured'; stops: number; routeKm: number; shortestKm: number; ratio: number };

/** A route this short (in km) is taken as no detour at all. */
const NEGLIGIBLE_KM = 0.05;

/** A day's route against its shortest order: ratio 1 is already the shortest. */
export function dayRoute(day: PlanDay, lodging: Lodging | null, firstDay: boolean): DayRoute {
  const route = dayStops(day, lodging, firstDay);
  const stops = route.stops.length;
  if (stops < MIN_ROUTE_STOPS) return { kind: 'few-stops' };
  if (stops > MAX_EXACT_STOPS) return { kind: 'not-measured', stops };
  const km = routeKm(route.stops);
  const shortestKm = shortestRouteKm(route);
  const ratio = shortestKm < NEGLIGIBLE_KM ? 1 : km / shortestKm;
  return { kind: 'measured', stops, routeKm: km, shortestKm, ratio };
}

// 3. Holes.

export const HOLE_WINDOW = { from: minute(10), to: minute(18) } as const;

/** The longest time, inside 10:00–18:00, between the end of an item (or of all before it) and the start of the next. */
export function longestMiddayGap(items: readonly PlanItem[]): number {
  const sorted = [...items].sort((a, b) => a.start - b.start);
  let longest = 0;
  let reached = sorted[0]?.end ?? 0;
  for (const item of sorted.slice(1)) {
    const gap = Math.min(item.start, HOLE_WINDOW.to) - Math.max(reached, HOLE_WINDOW.from);
    longest = Math.max(longest, gap);
    reached = Math.max(reached, item.end);
  }
  return longest;
}

// 4. Early check-in.

export const STANDARD_CHECK_IN = minute(15);

/** Check-in items, and those starting before the standard 15:00 (the inventory has no check-in times). */
export function checkIns(days: readonly PlanDay[]): { checkIns: number; early: PlanItem[] } {
  const all = days
    .flatMap((day) => day.items)
    .filter((i) => i.type === 'accommodation' && i.title.startsWith(CHECK_IN_TITLE));
  return { checkIns: all.length, early: all.filter((item) => item.start < STANDARD_CHECK_IN) };
}

// 5. Heavy day after a morning arrival.

export const MORNING_ARRIVAL_BEFORE = minute(10);
export const HEAVY_DAY_ATTRACTIONS = 3;

/**
 * Landing before 10:00 (after an overnight or long flight), the arrival day is the first full day:
 * its attraction items. Null when the trip does not start with such a landing.
 */
export function morningArrivalAttractions(days: readonly PlanDay[], outbound: FlightOption | null): number | null {
  const first = days[0];
  if (!outbound || !first || outbound.atDestination >= MORNING_ARRIVAL_BEFORE) return null;
  if (!first.items.some((item) => item.type === 'flight')) return null;
  return first.items.filter((item) => item.type === 'attraction').length;
}

// 6. Out-of-season outdoor places.

/** Place tags of outdoor, weather-bound sights (the knowledge base's tags are the interests). */
export const SEASONAL_TAGS: readonly Interest[] = ['Beaches', 'Nature', 'Mountains', 'Wildlife'];

export type SeasonalVisits = { seasonal: number; outOfSeason: PlanItem[] };

/**
 * Attraction items at a place with a seasonal tag, and those on a day outside the destination's best
 * months (1–12) when the traveller picked none of the place's seasonal tags as an interest.
 */
export function seasonalVisits(
  days: readonly PlanDay[],
  placeById: ReadonlyMap<string, PlannerPlace>,
  bestMonths: readonly number[],
  interests: readonly Interest[],
): SeasonalVisits {
  const result: SeasonalVisits = { seasonal: 0, outOfSeason: [] };
  for (const day of days) {
    const inSeason = bestMonths.includes(Number(day.date.slice(5, 7)));
    for (const item of day.items) {
      const place = item.type === 'attraction' && item.placeId ? placeById.get(item.placeId) : undefined;
      const tags = place?.tags.filter((tag) => SEASONAL_TAGS.includes(tag)) ?? [];
      if (tags.length === 0) continue;
      result.seasonal++;
      if (!inSeason && !tags.some((tag) => interests.includes(tag))) result.outOfSeason.push(item);
    }
  }
  return result;
}
