import { addDays } from '@escazo/contracts/dates';
import { parseItineraryId } from '@escazo/search/flights';
import { isKnownZone, zonedTimeToUtc } from '../documents/public.ts';
import type { BookingRef, StoredDay, StoredItem } from './stored-plan.ts';

/** A flight's departure and arrival instants (ms since the epoch). */
export type FlightInstants = { start: number; end: number };

/** 'Air France AF11 · CDG → JFK': the departure and arrival airport codes at the end of a flight's title. */
const ROUTE = /([A-Z]{3}) → ([A-Z]{3})$/;

/**
 * When a planned flight leaves and lands. Its labels are local times at each airport: the departure
 * is read in the departure airport's zone on the date its booking reference names, the arrival in
 * the arrival airport's zone (the destination's zone for an outbound flight whose airport is not
 * known) on the first date after the departure. Null when a zone or the date cannot be known: the
 * flight is then left out rather than written at a wrong time.
 */
function instantsOf(
  item: StoredItem,
  dayIndex: number,
  zoneOf: (code: string) => string | undefined,
  destinationZone: string,
): FlightInstants | null {
  const ref = item.ref as BookingRef | undefined;
  const route = ROUTE.exec(item.title);
  if (!item.labels || ref?.type !== 'flight' || !route) return null;
  const departDate = parseItineraryId(ref.itineraryId)?.[0]?.date;
  const departZone = zoneOf(route[1]!);
  const arriveZone = zoneOf(route[2]!) ?? (dayIndex === 0 ? destinationZone : undefined);
  if (!departDate || !departZone || !arriveZone || !isKnownZone(departZone) || !isKnownZone(arriveZone)) return null;
  const start = zonedTimeToUtc(departDate, item.labels.depart, departZone);
  for (let days = 0; days <= 2; days++) {
    const end = zonedTimeToUtc(addDays(departDate, days), item.labels.arrive, arriveZone);
    if (end > start) return { start, end };
  }
  return null;
}

/** The instants of every planned flight whose times can be known, by item id. */
export function flightInstants(
  days: readonly StoredDay[],
  zoneOf: (code: string) => string | undefined,
  destinationZone: string,
): Map<string, FlightInstants> {
  const instants = new Map<string, FlightInstants>();
  days.forEach((day, dayIndex) => {
    for (const item of day.items) {
      if (item.type !== 'flight') continue;
      const found = instantsOf(item, dayIndex, zoneOf, destinationZone);
      if (found) instants.set(item.id, found);
    }
  });
  return instants;
}
