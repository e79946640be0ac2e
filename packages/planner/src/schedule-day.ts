import type { LegCache } from './leg-cache.ts';
import type { DayFrame } from './frames.ts';
import { departLate } from './depart-late.ts';
import { sameLocation, type Leg } from './legs.ts';
import { transportItem, visitItem } from './items.ts';
import { DAY_END, DAY_START, MEAL_WINDOWS, type MealName } from './meals.ts';
import { fitVisit, type TimedVisit } from './opening.ts';
import { shortestOrder } from './order.ts';
import { rankRestaurants, restaurantPenalties, type DiningPreference } from './restaurants.ts';
import type { LatLon, Minute, PlanItem, PlannerPlace } from './types.ts';

/** What scheduling one day needs besides its frame and sights. */
export type DayContext = {
  frame: DayFrame;
  legs: LegCache;
  travelers: number;
  dining: DiningPreference;
  restaurants: Readonly<Record<MealName, readonly PlannerPlace[]>>;
  /** Meals already planned at each restaurant on other days. */
  tripUses: ReadonlyMap<string, number>;
};

/** A timed day: its items between the frame's opening and closing (visits, meals and transfers, the last transfer included). */
export type DaySchedule = {
  items: PlanItem[];
  sights: PlannerPlace[];
  dropped: PlannerPlace[];
  meals: number;
  missingMeals: number;
  late: boolean;
  /** Minutes cut from visits kept short. */
  cutMinutes: number;
  travelMinutes: number;
};

/** A day context with the restaurant rankings already worked out while trying its variants. */
type Scheduling = DayContext & { penalties: Record<MealName, number[]>; ranked: Map<string, PlannerPlace[]> };

/** A stop of a day in order: a sight, or a meal (at a given restaurant, or the best one that fits). */
export type Stop = { sight: PlannerPlace } | { meal: MealName; restaurant?: PlannerPlace };

type Timed = { leg: Leg | null; departure: Minute; visit: TimedVisit };

/** The best timing of a day's sights with its meals: every order tried, each with every placement of lunch and dinner. */
export function scheduleDay(dayContext: DayContext, sights: readonly PlannerPlace[]): DaySchedule {
  const context = schedulingOf(dayContext);
  const best = bestSchedule(context, sights);
  return { ...best, items: departLate(best.items, context.frame, context.legs) };
}

/** The day timed with its stops in exactly this order (transfers leaving as late as they can). */
export function scheduleStops(dayContext: DayContext, stops: readonly Stop[]): DaySchedule {
  const context = schedulingOf(dayContext);
  const timed = simulate(context, stops);
  return { ...timed, items: departLate(timed.items, context.frame, context.legs) };
}

function schedulingOf(dayContext: DayContext): Scheduling {
  const { restaurants, dining, tripUses } = dayContext;
  const penalties = {
    lunch: restaurantPenalties(restaurants.lunch, dining, tripUses),
    dinner: restaurantPenalties(restaurants.dinner, dining, tripUses),
  };
  return { ...dayContext, penalties, ranked: new Map() };
}

function bestSchedule(context: Scheduling, sights: readonly PlannerPlace[]): DaySchedule {
  let best = bestOverOrders(context, sights);
  if (best.missingMeals > 0 && sights.length > 0) {
    // A required meal may only fit without one of the sights.
    for (let i = 0; i < sights.length; i++) {
      const fewer = bestOverOrders(context, [...sights.slice(0, i), ...sights.slice(i + 1)]);
      fewer.dropped.push(sights[i]!);
      if (better(fewer, best)) best = fewer;
    }
  }
  return best;
}

function bestOverOrders(context: Scheduling, sights: readonly PlannerPlace[]): DaySchedule {
  const { frame } = context;
  const shortest = shortestOrder(sights, frame.at, frame.finish?.at ?? null).map((i) => sights[i]!);
  const closingFirst = sights.slice().sort((a, b) => lastClosing(a, frame.weekday) - lastClosing(b, frame.weekday));
  let best: DaySchedule | null = null;
  for (const order of sameOrder(shortest, closingFirst) ? [shortest] : [shortest, closingFirst]) {
    const candidate = bestOverMeals(context, order);
    if (!best || better(candidate, best)) best = candidate;
  }
  return best!;
}

const sameOrder = (a: readonly PlannerPlace[], b: readonly PlannerPlace[]) => a.every((place, i) => place === b[i]);

function lastClosing(place: PlannerPlace, weekday: number): number {
  const ranges = place.opening[weekday] ?? [];
  return ranges.reduce((latest, [, closes]) => Math.max(latest, closes), 0);
}

function bestOverMeals(context: Scheduling, order: readonly PlannerPlace[]): DaySchedule {
  const n = order.length;
  let best: DaySchedule | null = null;
  // A meal that cannot be placed where it is tried is left out, so "no lunch" needs no variant of its own.
  for (let lunch = 0; lunch <= n; lunch++) {
    for (let dinner = lunch; dinner <= n; dinner++) {
      const stops: Stop[] = [];
      for (let i = 0; i <= n; i++) {
        if (i === lunch) stops.push({ meal: 'lunch' });
        if (i === dinner) stops.push({ meal: 'dinner' });
        if (i < n) stops.push({ sight: order[i]! });
      }
      const candidate = simulate(context, stops);
      if (!best || better(candidate, best)) best = candidate;
    }
  }
  return best!;
}

/** Required meals first, then meals, sights, finishing in time, and the least travel. */
function better(a: DaySchedule, b: DaySchedule): boolean {
  if (a.missingMeals !== b.missingMeals) return a.missingMeals < b.missingMeals;
  if (a.meals !== b.meals) return a.meals > b.meals;
  if (a.sights.length !== b.sights.length) return a.sights.length > b.sights.length;
  if (a.late !== b.late) return !a.late;
  if (a.cutMinutes !== b.cutMinutes) return a.cutMinutes < b.cutMinutes;
  return a.travelMinutes < b.travelMinutes;
}

function simulate(context: Scheduling, stops: readonly Stop[]): DaySchedule {
  const { frame, legs, travelers } = context;
  const items: PlanItem[] = [];
  const placed: PlannerPlace[] = [];
  const dropped: PlannerPlace[] = [];
  const usedToday = new Set<string>();
  let time = frame.freeFrom;
  let at = frame.at;
  let meals = 0;
  let travelMinutes = 0;
  let cutMinutes = 0;

  const place = (target: PlannerPlace, timed: Timed, meal?: MealName) => {
    if (timed.leg) {
      items.push(transportItem(timed.leg, timed.departure, target.name));
      travelMinutes += timed.leg.minutes;
    }
    items.push(visitItem(target, timed.visit, travelers, meal));
    cutMinutes += Math.max(0, target.visitMinutes - (timed.visit.end - timed.visit.start));
    time = timed.visit.end;
    at = target;
  };

  for (let i = 0; i < stops.length; i++) {
    const stop = stops[i]!;
    if ('sight' in stop) {
      const timed = timeVisit(context, stop.sight, at, time, DAY_START, mealDeadline(context, stops, i, time));
      if (timed) {
        place(stop.sight, timed);
        placed.push(stop.sight);
      } else dropped.push(stop.sight);
      continue;
    }
    const window = MEAL_WINDOWS[stop.meal];
    const next = nextLocation(stops, i, frame);
    const options = stop.restaurant ? [stop.restaurant] : rankedFor(context, stop.meal, at, next, usedToday);
    for (const restaurant of options) {
      const timed = timeVisit(context, restaurant, at, time, window.from, window.to);
      if (!timed) continue;
      place(restaurant, timed, stop.meal);
      usedToday.add(restaurant.id);
      meals++;
      break;
    }
  }

  let late = false;
  if (frame.finish && at && !sameLocation(at, frame.finish.at)) {
    const departure = frame.finish.kind === 'airport' ? time : Math.max(time, DAY_START);
    const leg = legs.leg(at, frame.finish.at, departure);
    items.push(transportItem(leg, departure, frame.finish.name));
    travelMinutes += leg.minutes;
    late = departure + leg.minutes > frame.finish.by;
  } else if (frame.finish) late = time > frame.finish.by;

  const missingMeals = frame.full ? 2 - meals : 0;
  return { items, sights: placed, dropped, meals, missingMeals, late, cutMinutes, travelMinutes };
}

/**
 * The latest a sight may end so that the meal right after it still fits in full: the meal window's end,
 * less the nearest suitable restaurant's meal and the way there. 23:00 when no meal follows.
 */
function mealDeadline(context: Scheduling, stops: readonly Stop[], index: number, time: Minute): Minute {
  const next = stops[index + 1];
  const sight = stops[index];
  if (!next || !('meal' in next) || !sight || !('sight' in sight)) return DAY_END;
  const restaurant =
    next.restaurant ??
    rankedFor(context, next.meal, sight.sight, nextLocation(stops, index + 1, context.frame), new Set())[0];
  if (!restaurant) return DAY_END;
  const way = sameLocation(sight.sight, restaurant) ? 0 : context.legs.leg(sight.sight, restaurant, time).minutes;
  return Math.min(DAY_END, MEAL_WINDOWS[next.meal].to - restaurant.visitMinutes - way);
}

/** The restaurants to try for a meal between two locations, remembered for the day's variants. */
function rankedFor(
  context: Scheduling,
  meal: MealName,
  at: LatLon | null,
  next: LatLon | null,
  usedToday: ReadonlySet<string>,
): PlannerPlace[] {
  const key = `${meal} ${keyOf(at)} ${keyOf(next)} ${[...usedToday].join(',')}`;
  let ranked = context.ranked.get(key);
  if (!ranked) {
    ranked = rankRestaurants(context.restaurants[meal], context.penalties[meal], at, next, usedToday);
    context.ranked.set(key, ranked);
  }
  return ranked;
}

function nextLocation(stops: readonly Stop[], index: number, frame: DayFrame): LatLon | null {
  for (let j = index + 1; j < stops.length; j++) {
    const stop = stops[j]!;
    if ('sight' in stop) return stop.sight;
  }
  return frame.finish?.at ?? null;
}

/**
 * The transfer to a place and the visit there, starting no earlier than `from` and ending by `to`,
 * inside its opening hours, and leaving time to reach the day's finish. Null when it does not fit.
 */
function timeVisit(
  context: Scheduling,
  target: PlannerPlace,
  at: LatLon | null,
  time: Minute,
  from: Minute,
  to: Minute,
): Timed | null {
  const { frame, legs } = context;
  const departure = Math.max(time, DAY_START);
  const leg = at && !sameLocation(at, target) ? legs.leg(at, target, departure) : null;
  const arrival = leg ? departure + leg.minutes : time;
  const earliest = Math.max(arrival, from, DAY_START);
  let latestEnd = Math.min(to, DAY_END);
  let visit = fitVisit(target, frame.weekday, earliest, latestEnd);
  if (!visit) return null;
  const finish = frame.finish;
  if (finish) {
    for (let attempt = 0; attempt < 3 && visit; attempt++) {
      const onward = sameLocation(target, finish.at) ? 0 : legs.leg(target, finish.at, visit.end).minutes;
      if (visit.end + onward <= finish.by) return { leg, departure, visit };
      latestEnd = Math.min(latestEnd, finish.by - onward);
      visit = fitVisit(target, frame.weekday, earliest, latestEnd);
    }
    return null;
  }
  return { leg, departure, visit };
}

const locationKeys = new WeakMap<LatLon, number>();
let nextLocationKey = 1;

/** A short key for a location object (the same object always gets the same key). */
function keyOf(location: LatLon | null): number {
  if (!location) return 0;
  let key = locationKeys.get(location);
  if (key === undefined) locationKeys.set(location, (key = nextLocationKey++));
  return key;
}
