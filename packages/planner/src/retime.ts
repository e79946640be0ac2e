import type { BudgetTier } from '@escazo/contracts/planning-options';
import type { CheckContext } from './check.ts';
import { airportBufferOf } from './frames.ts';
import { transportItem } from './items.ts';
import { LegCache } from './leg-cache.ts';
import { sameLocation } from './legs.ts';
import { DAY_START } from './meals.ts';
import type { LatLon, Minute, PlanDay, PlanItem, PlannerPlace } from './types.ts';

/**
 * A day after an edit: its non-transport items in the order given (each keeps its start unless an
 * earlier item or the travel before it pushes it later), with fresh transport items between places.
 * Durations are kept (a visit shorter than its place's typical length stays marked shortened; a
 * visit's note goes);
 * flight items never move; every day but the last ends with the way back to the lodging. Transfers
 * follow the context's transport tier (the plan's), else the tier, except that a day given with
 * public transport and no rides (a plan made cheaper to fit its budget) keeps to them.
 */
export function retimeDay(day: PlanDay, context: CheckContext): PlanDay {
  const legs = new LegCache(transportTierOf(day, context), {
    travelers: context.travelers,
    transitFareMinor: context.destination.transitFareMinor,
  });
  const placeById = new Map(context.places.map((p) => [p.id, p]));
  const last = day.items[day.items.length - 1];
  const oldReturn =
    last?.type === 'transport' && last.title.includes(' to ') ? last.title.slice(last.title.indexOf(' to ') + 4) : null;
  const stops = day.items.filter((item) => item.type !== 'transport');
  const startsAtBase = day.date !== context.startDate && context.base !== null;

  const items: PlanItem[] = [];
  let at: LatLon | null = startsAtBase ? context.base : null;
  let time: Minute | null = null;
  for (const original of stops) {
    const item = withShortenedFlag({ ...original }, placeById);
    const here = locationOf(item, placeById);
    const duration = item.end - item.start;
    if (at && here && !sameLocation(at, here) && (item.type !== 'flight' || time !== null)) {
      // Transfers leave as late as still arrives in time (two hours ahead of a flight), never before
      // the previous item ends (or 08:00 for the day's first).
      const arriveBy =
        item.type === 'flight' ? item.start - airportBufferOf(item) : Math.max(item.start, time ?? DAY_START);
      const earliest = time ?? Math.min(DAY_START, item.start);
      const departure = departureBy(legs, at, here, earliest, arriveBy);
      const leg = legs.leg(at, here, departure);
      items.push(transportItem(leg, departure, destinationName(item, day.items[day.items.indexOf(original) - 1])));
      if (item.type !== 'flight') {
        const start = Math.max(item.start, departure + leg.minutes);
        item.end = start + duration;
        item.start = start;
      }
    } else if (item.type !== 'flight' && time !== null && item.start < time) {
      item.start = time;
      item.end = time + duration;
    }
    items.push(item);
    time = item.end;
    if (here) at = here;
  }
  // Every night but the last is spent at the lodging: the day ends with the way back there.
  const endsAtFlight = items[items.length - 1]?.type === 'flight';
  if (
    context.base &&
    day.date !== context.endDate &&
    !endsAtFlight &&
    at &&
    time !== null &&
    !sameLocation(at, context.base)
  ) {
    items.push(transportItem(legs.leg(at, context.base, time), time, context.baseName ?? oldReturn ?? 'the lodging'));
  }
  return { date: day.date, items };
}

/**
 * When a transfer leaves: at `earliest` when that arrives exactly by `arriveBy`, else as late as still
 * arrives by then (leaving at once and arriving too late, a later departure in lighter traffic may
 * still be on time), never before `earliest`.
 */
export function departureBy(legs: LegCache, from: LatLon, to: LatLon, earliest: Minute, arriveBy: Minute): Minute {
  return earliest + legs.leg(from, to, earliest).minutes === arriveBy
    ? earliest
    : latestDeparture(legs, from, to, earliest, arriveBy);
}

/** The plan's transport tier when given; else 'budget' when the day came with transit and no rides; else the tier. */
function transportTierOf(day: PlanDay, context: CheckContext): BudgetTier {
  if (context.transportTier) return context.transportTier;
  const modes = new Set(day.items.filter((i) => i.type === 'transport').map((i) => i.mode));
  return modes.has('transit') && !modes.has('ride') ? 'budget' : (context.tier ?? 'moderate');
}

/** The latest departure at or after `earliest` that arrives by `arriveBy`, else `earliest`. */
function latestDeparture(legs: LegCache, from: LatLon, to: LatLon, earliest: Minute, arriveBy: Minute): Minute {
  let departure = arriveBy - legs.leg(from, to, arriveBy).minutes;
  for (let attempt = 0; attempt < 3 && departure > earliest; attempt++) {
    const minutes = legs.leg(from, to, departure).minutes;
    if (departure + minutes <= arriveBy) return departure;
    departure = arriveBy - minutes;
  }
  return earliest;
}

/** What a transfer to an item is called: the place, the lodging, or (for a flight) as before. */
function destinationName(item: PlanItem, before: PlanItem | undefined): string {
  if (item.type === 'accommodation') return item.title.replace(/^Check (in|out): /, '');
  if (item.type === 'flight') {
    if (before?.type === 'transport' && before.title.includes(' to '))
      return before.title.slice(before.title.indexOf(' to ') + 4);
    return 'the airport';
  }
  return item.title;
}

function locationOf(item: PlanItem, placeById: ReadonlyMap<string, PlannerPlace>): LatLon | null {
  if (item.location) return item.location;
  const place = item.placeId ? placeById.get(item.placeId) : undefined;
  return place ? { lat: place.lat, lon: place.lon } : null;
}

function withShortenedFlag(item: PlanItem, placeById: ReadonlyMap<string, PlannerPlace>): PlanItem {
  const place = item.placeId ? placeById.get(item.placeId) : undefined;
  if (!place || (item.type !== 'attraction' && item.type !== 'dining')) return item;
  if (item.end - item.start < place.visitMinutes) item.shortened = true;
  else delete item.shortened;
  // A visit's note said why the planner placed it there; after an edit it may no longer hold.
  delete item.note;
  return item;
}
