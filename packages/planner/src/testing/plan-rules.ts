/**
 * The rules a traveller judges a plan by, as measurable checks over a finished plan (the property
 * test asserts them; bench:planner and scripts/plan-quality.ts print the share of days that break
 * each). Each check works from the plan and its query alone, independently of how the planner built
 * it, and uses only the planner's basic modules (legs, hours, meal windows), so it can judge older
 * versions of the planner too.
 */
import { greatCircleKm } from '@escazo/rides';
import { weekdayOf } from '../dates.ts';
import { chooseLeg, sameLocation } from '../legs.ts';
import { DAY_END, DAY_START, MEAL_WINDOWS } from '../meals.ts';
import { openRanges } from '../opening.ts';
import { formatMinute } from '../time.ts';
import type { FlightOption, LatLon, Minute, Plan, PlanDay, PlanItem, PlannerPlace, PlanQuery } from '../types.ts';

// The rules' own constants, so they judge any version of the planner (see the module comment).
const CHECK_IN_TITLE = 'Check in: ';
const BAG_DROP_TITLE = 'Drop bags: ';
/** Check-in when the lodging gives no time. */
const STANDARD_CHECK_IN = 15 * 60;
/** A gap this long (minutes) in 10:00–18:00 is a hole. */
export const HOLE_MINUTES = 90;
const MIDDAY = { from: 10 * 60, to: 18 * 60 };
/** A flight this long, or overnight, calls for a light arrival day. */
const LONG_FLIGHT_MINUTES = 6 * 60;
const OUTDOOR_INTERESTS = ['Beaches', 'Nature', 'Mountains', 'Wildlife'];
/** At the airport 2 hours before an international flight, 1.5 before a domestic one. */
const bufferBefore = (flight: PlanItem) => (flight.international === false ? 90 : 120);
const longOrOvernight = (flight: FlightOption) =>
  flight.arriveDate > flight.departDate || (flight.durationMinutes ?? 0) >= LONG_FLIGHT_MINUTES;

/** The waits between consecutive items inside 10:00–18:00 (the part inside it). */
export function middayWaits(items: readonly PlanItem[]): { from: Minute; to: Minute }[] {
  const waits: { from: Minute; to: Minute }[] = [];
  for (let i = 1; i < items.length; i++) {
    const from = Math.max(items[i - 1]!.end, MIDDAY.from);
    const to = Math.min(items[i]!.start, MIDDAY.to);
    if (to > from) waits.push({ from, to });
  }
  return waits;
}

export const RULE_NAMES = ['repeat', 'route', 'gap', 'check-in', 'season', 'arrival'] as const;
export type QualityRule = (typeof RULE_NAMES)[number];
/** A day's route may be this much longer than the shortest feasible order of its stops. */
export const ROUTE_RATIO = 1.3;
/** Segments of up to this many stops are compared with every order. */
export const EXACT_STOPS = 7;
/** A repeat is inexcusable when a never-used restaurant this close would serve the same meal then. */
export const ALTERNATIVE_KM = 1;

export type Breach = { rule: QualityRule; date: string; message: string };

const placeOf = (item: PlanItem, byId: ReadonlyMap<string, PlannerPlace>) =>
  item.placeId ? byId.get(item.placeId) : undefined;

/** Every breach of the rules in a plan, day by day. */
export function planBreaches(plan: Plan, query: PlanQuery): Breach[] {
  const byId = new Map(query.places.map((p) => [p.id, p]));
  return [
    ...repeatedRestaurants(plan, query, byId),
    ...plan.days.flatMap((day, index) => routeBreaches(day, index, plan, query, byId)),
    ...plan.days.flatMap(unexplainedGaps),
    ...earlyCheckIns(plan.days, query),
    ...outOfSeasonVisits(plan.days, query, byId),
    ...heavyArrival(plan.days, query),
  ];
}

/**
 * A meal at a restaurant used elsewhere on the trip while a never-used one within 1 km serves that
 * meal, is open for its whole time (long enough for at least half a meal there), and could be reached
 * from the stop before and left for the stop after in the same time.
 */
export function repeatedRestaurants(plan: Plan, query: PlanQuery, byId: ReadonlyMap<string, PlannerPlace>): Breach[] {
  const days = plan.days;
  const meals = days.flatMap((day) => day.items.filter((i) => i.type === 'dining').map((item) => ({ day, item })));
  const uses = new Map<string, number>();
  for (const { item } of meals) uses.set(item.placeId!, (uses.get(item.placeId!) ?? 0) + 1);
  const tier = plan.transportTier ?? query.tier ?? 'moderate';
  const fares = { travelers: query.travelers, transitFareMinor: query.destination.transitFareMinor };
  const base = planBaseOf(days);
  // Transfers leave no earlier than 08:00.
  const reach = (from: LatLon, at: Minute, to: LatLon, by: Minute) => {
    const leave = Math.max(at, DAY_START);
    return sameLocation(from, to) ? at <= by : leave + chooseLeg(from, to, leave, tier, fares).minutes <= by;
  };
  const breaches: Breach[] = [];
  for (const { day, item } of meals) {
    const place = placeOf(item, byId);
    if (!place || uses.get(place.id)! < 2) continue;
    const index = day.items.indexOf(item);
    const prior = day.items
      .slice(0, index)
      .filter((i) => i.type !== 'transport')
      .at(-1);
    const later = day.items.slice(index + 1).find((i) => i.type !== 'transport');
    const from = prior?.location ? { at: prior.location, time: prior.end } : dayStart(day, query, base);
    const to = later?.location
      ? { at: later.location, time: later.type === 'flight' ? later.start - bufferBefore(later) : later.start }
      : day.items.at(-1)?.type === 'transport' && base
        ? { at: base, time: DAY_END }
        : null;
    if (!from) continue;
    const weekday = weekdayOf(day.date);
    const alternative = [...byId.values()].find(
      (other) =>
        other.kind === 'restaurant' &&
        !uses.has(other.id) &&
        other.meals.includes(item.meal ?? 'lunch') &&
        greatCircleKm(other, place) <= ALTERNATIVE_KM &&
        Math.ceil(other.visitMinutes / 2) <= item.end - item.start &&
        openRanges(other, weekday).some(([opens, closes]) => opens <= item.start && closes >= item.end) &&
        reach(from.at, from.time, other, item.start) &&
        (!to || reach(other, item.end, to.at, to.time)),
    );
    if (alternative)
      breaches.push({
        rule: 'repeat',
        date: day.date,
        message: `${place.name} again although ${alternative.name} (${greatCircleKm(alternative, place).toFixed(2)} km) was open and in reach`,
      });
  }
  return breaches;
}

/** Where a day without an earlier place starts: the lodging from 08:00 after the first day. */
function dayStart(day: PlanDay, query: PlanQuery, base: LatLon | null): { at: LatLon; time: Minute } | null {
  return base && day.date !== query.startDate ? { at: base, time: DAY_START } : null;
}

/** The parts of a day between its fixed items (flights, check-in, bag drop, check-out): where each starts and ends, and when. */
type Segment = { from: LatLon | null; to: LatLon | null; start: Minute; by: Minute; stops: PlanItem[] };

function segmentsOf(day: PlanDay, index: number, query: PlanQuery, base: LatLon | null): Segment[] {
  const segments: Segment[] = [];
  let current: Segment = { from: index > 0 ? base : null, to: null, start: DAY_START, by: DAY_END, stops: [] };
  for (const item of day.items) {
    if (item.type === 'transport') continue;
    if (item.type === 'attraction' || item.type === 'dining') {
      current.stops.push(item);
      continue;
    }
    current.to = item.location ?? null;
    current.by = item.type === 'flight' ? item.start - bufferBefore(item) : item.start;
    segments.push(current);
    current = { from: item.location ?? null, to: null, start: item.end, by: DAY_END, stops: [] };
  }
  const last = day.items[day.items.length - 1];
  if (last?.type === 'transport' && base && day.date !== query.endDate) current.to = base;
  segments.push(current);
  return segments.filter((s) => s.stops.length >= 2);
}

const kmOf = (from: LatLon | null, stops: readonly LatLon[], to: LatLon | null) => {
  const points = [...(from ? [from] : []), ...stops, ...(to ? [to] : [])];
  let km = 0;
  for (let i = 1; i < points.length; i++) km += greatCircleKm(points[i - 1]!, points[i]!);
  return km;
};

/**
 * Each segment's route against the shortest order of the same stops that still works: every visit
 * keeps its planned length inside its place's opening hours, each meal lies in its window, travel is
 * what the plan's transport tier takes (leaving at once, not before 08:00), and the segment ends in
 * time for what follows.
 */
export function routeBreaches(
  day: PlanDay,
  index: number,
  plan: Plan,
  query: PlanQuery,
  byId: ReadonlyMap<string, PlannerPlace>,
): Breach[] {
  const base = planBaseOf(plan.days);
  const breaches: Breach[] = [];
  for (const segment of segmentsOf(day, index, query, base)) {
    if (segment.stops.length > EXACT_STOPS) continue;
    const located = segment.stops.map((item) => ({ item, at: placeOf(item, byId) ?? item.location! }));
    const planKm = kmOf(
      segment.from,
      located.map((s) => s.at),
      segment.to,
    );
    const best = shortestFeasibleKm(segment, located, weekdayOf(day.date), plan, query, planKm);
    if (planKm > ROUTE_RATIO * best + 1e-6)
      breaches.push({
        rule: 'route',
        date: day.date,
        message: `${planKm.toFixed(1)} km where ${best.toFixed(1)} km would do (${segment.stops.map((s) => s.title).join(' → ')})`,
      });
  }
  return breaches;
}

/** Branch and bound over orders (pruned once longer than the best); the plan's own order bounds it. */
function shortestFeasibleKm(
  segment: Segment,
  stops: readonly { item: PlanItem; at: LatLon }[],
  weekday: number,
  plan: Plan,
  query: PlanQuery,
  planKm: number,
): number {
  const tier = plan.transportTier ?? query.tier ?? 'moderate';
  const fares = { travelers: query.travelers, transitFareMinor: query.destination.transitFareMinor };
  const used = stops.map(() => false);
  let best = planKm;
  const extend = (at: LatLon | null, time: Minute, km: number, placed: number) => {
    if (km >= best - 1e-9) return;
    if (placed === stops.length) {
      const toEnd = segment.to && at ? greatCircleKm(at, segment.to) : 0;
      const leave = Math.max(time, DAY_START);
      const arrival =
        segment.to && at && !sameLocation(at, segment.to)
          ? leave + chooseLeg(at, segment.to, leave, tier, fares).minutes
          : time;
      if (arrival <= segment.by && km + toEnd < best) best = km + toEnd;
      return;
    }
    stops.forEach((stop, i) => {
      if (used[i]) return;
      const leave = Math.max(time, DAY_START);
      const leg = at && !sameLocation(at, stop.at) ? chooseLeg(at, stop.at, leave, tier, fares) : null;
      const start = earliestStart(stop.item, stop.at, weekday, leg ? leave + leg.minutes : time);
      if (start === null) return;
      used[i] = true;
      extend(stop.at, start + stop.item.end - stop.item.start, km + (at ? greatCircleKm(at, stop.at) : 0), placed + 1);
      used[i] = false;
    });
  };
  extend(segment.from, segment.start, 0, 0);
  return best;
}

/** The earliest start at or after `arrival` with the item's length inside an opening range (and its meal window). */
function earliestStart(item: PlanItem, place: LatLon, weekday: number, arrival: Minute): Minute | null {
  const length = item.end - item.start;
  const window = item.meal ? MEAL_WINDOWS[item.meal] : { from: DAY_START, to: DAY_END };
  const ranges = 'opening' in place ? openRanges(place as PlannerPlace, weekday) : [[0, 24 * 60] as const];
  for (const [opens, closes] of ranges) {
    const start = Math.max(arrival, opens, window.from);
    if (start + length <= Math.min(closes, window.to)) return start;
  }
  return null;
}

/** Where the plan sleeps: its check-in's location. */
function planBaseOf(days: readonly PlanDay[]): LatLon | null {
  const checkIn = days
    .flatMap((d) => d.items)
    .find((i) => i.type === 'accommodation' && i.title.startsWith(CHECK_IN_TITLE));
  return checkIn?.location ?? null;
}

/** Waits of more than 90 minutes in 10:00–18:00 that the day's summary does not name ("free time 14:10–18:00"). */
export function unexplainedGaps(day: PlanDay): Breach[] {
  return middayWaits(day.items)
    .filter((gap) => gap.to - gap.from > HOLE_MINUTES)
    .filter((gap) => !(day.summary ?? '').includes(`${formatMinute(gap.from)}–${formatMinute(gap.to)}`))
    .map((gap) => ({
      rule: 'gap' as const,
      date: day.date,
      message: `nothing from ${formatMinute(gap.from)} to ${formatMinute(gap.to)}, unexplained`,
    }));
}

/** Check-ins before the chosen lodging's check-in time (15:00 when it gives none). */
export function earlyCheckIns(days: readonly PlanDay[], query: PlanQuery): Breach[] {
  return days.flatMap((day) =>
    day.items
      .filter((i) => i.type === 'accommodation' && i.title.startsWith(CHECK_IN_TITLE))
      .filter((item) => {
        const lodging = query.lodging.find((l) => JSON.stringify(l.ref) === JSON.stringify(item.ref));
        return item.start < (lodging?.checkInFrom ?? STANDARD_CHECK_IN);
      })
      .map((item) => ({
        rule: 'check-in' as const,
        date: day.date,
        message: `${item.title} at ${formatMinute(item.start)}`,
      })),
  );
}

/** Visits to a place out of its season that the traveller did not ask for (none of its outdoor interests chosen). */
export function outOfSeasonVisits(
  days: readonly PlanDay[],
  query: PlanQuery,
  byId: ReadonlyMap<string, PlannerPlace>,
): Breach[] {
  return days.flatMap((day) =>
    day.items
      .map((item) => (item.type === 'attraction' ? placeOf(item, byId) : undefined))
      .filter((place): place is PlannerPlace => !!place)
      .filter(
        (place) =>
          place.seasonMonths !== undefined &&
          !place.seasonMonths.includes(Number(day.date.slice(5, 7))) &&
          !place.tags.some((tag) => OUTDOOR_INTERESTS.includes(tag) && query.interests.includes(tag)),
      )
      .map((place) => ({ rule: 'season' as const, date: day.date, message: `${place.name} out of season` })),
  );
}

/** After a long or overnight flight the arrival day holds at most one place. */
export function heavyArrival(days: readonly PlanDay[], query: PlanQuery): Breach[] {
  const outbound = query.flights?.outbound;
  const first = days[0];
  if (!outbound || !first || !longOrOvernight(outbound) || !first.items.some((i) => i.type === 'flight')) return [];
  const places = first.items.filter((i) => i.type === 'attraction').length;
  return places > 1 ? [{ rule: 'arrival', date: first.date, message: `${places} places after the long flight` }] : [];
}

/** A bag drop comes before its check-in, on the same day. */
export const bagDropsBeforeCheckIn = (day: PlanDay): boolean => {
  const drop = day.items.findIndex((i) => i.type === 'accommodation' && i.title.startsWith(BAG_DROP_TITLE));
  const checkIn = day.items.findIndex((i) => i.type === 'accommodation' && i.title.startsWith(CHECK_IN_TITLE));
  return drop < 0 || checkIn > drop;
};
