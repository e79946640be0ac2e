import type { Leg } from './legs.ts';
import { formatMinute } from './time.ts';
import type { MealName } from './meals.ts';
import type { TimedVisit } from './opening.ts';
import type { FlightOption, LatLon, LodgingOption, Minute, PlanItem, PlannerPlace } from './types.ts';

/** Check-in and check-out take this long at the lodging. */
export const CHECK_IN_MINUTES = 30;
export const CHECK_OUT_MINUTES = 15;
export const BAG_DROP_MINUTES = 15;
/** A bag drop item's title starts so (the lodging's name follows). */
export const BAG_DROP_TITLE = 'Drop bags: ';
/** A check-in item's title starts so (the lodging's name follows). */
export const CHECK_IN_TITLE = 'Check in: ';

/** The end of a day: no item ends later. */
export const MIDNIGHT: Minute = 24 * 60;

const pointOf = (p: LatLon): LatLon => ({ lat: p.lat, lon: p.lon });

const MODE_VERBS = { walk: 'Walk', transit: 'Public transport', ride: 'Ride' } as const;

/** A transfer leaving at `start` for the place called `toName`. */
export function transportItem(leg: Leg, start: Minute, toName: string): PlanItem {
  return {
    type: 'transport',
    title: `${MODE_VERBS[leg.mode]} to ${toName}`,
    start,
    end: start + leg.minutes,
    costMinor: leg.costMinor,
    mode: leg.mode,
    distanceKm: leg.distanceKm,
  };
}

/** A visit to a sight (type 'attraction') or a meal at a restaurant (type 'dining'), priced for the party. */
export function visitItem(place: PlannerPlace, visit: TimedVisit, travelers: number, meal?: MealName): PlanItem {
  const item: PlanItem = {
    type: meal ? 'dining' : 'attraction',
    placeId: place.id,
    title: place.name,
    start: visit.start,
    end: visit.end,
    costMinor: place.priceMinor * travelers,
    location: pointOf(place),
  };
  if (meal) item.meal = meal;
  if (visit.shortened) item.shortened = true;
  return item;
}

/** The check-in (starting before midnight); after a late arrival it is cut short at midnight rather than run into the next day. */
export function checkInItem(lodging: LodgingOption, start: Minute): PlanItem {
  return {
    type: 'accommodation',
    title: `${CHECK_IN_TITLE}${lodging.name}`,
    start,
    end: Math.min(start + CHECK_IN_MINUTES, MIDNIGHT),
    costMinor: lodging.totalMinor,
    location: pointOf(lodging),
    ref: lodging.ref,
  };
}

/** Leaving the bags at the lodging before its check-in time (free; the check-in item carries the price and booking). */
export function bagDropItem(lodging: LodgingOption, start: Minute, checkInFrom: Minute): PlanItem {
  return {
    type: 'accommodation',
    title: `${BAG_DROP_TITLE}${lodging.name}`,
    start,
    end: start + BAG_DROP_MINUTES,
    costMinor: 0,
    location: pointOf(lodging),
    note: `Check-in from ${formatMinute(checkInFrom)}`,
  };
}

export function checkOutItem(lodging: LodgingOption, start: Minute): PlanItem {
  return {
    type: 'accommodation',
    title: `Check out: ${lodging.name}`,
    start,
    end: start + CHECK_OUT_MINUTES,
    costMinor: 0,
    location: pointOf(lodging),
    ref: lodging.ref,
  };
}

/**
 * A flight item. Only its time at the destination is known in local minutes, so an outbound flight
 * runs from a minute before landing to landing, a return flight from take-off to a minute after;
 * the labels carry the real departure and arrival times.
 */
export function flightItem(flight: FlightOption): PlanItem {
  const at = flight.atDestination;
  const start = flight.direction === 'outbound' ? Math.max(0, at - 1) : at;
  const end = flight.direction === 'outbound' ? Math.max(at, start + 1) : Math.min(24 * 60, at + 1);
  return {
    type: 'flight',
    title: flight.title,
    start: Math.min(start, end - 1),
    end,
    costMinor: flight.totalMinor,
    location: pointOf(flight.airport),
    ref: flight.ref,
    international: flight.international !== false,
    labels: {
      depart: flight.departLabel,
      arrive: flight.arriveLabel,
      departDate: flight.departDate,
      arriveDate: flight.arriveDate,
    },
  };
}
