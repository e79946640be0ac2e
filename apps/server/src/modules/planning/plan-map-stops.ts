import type { MapStop } from './plan-map.ts';
import type { StoredDay, StoredItem, StoredOptions } from './stored-plan.ts';

/** Stops closer than this (degrees, about 10 m) are one place on the map. */
const SAME_PLACE = 1e-4;

const samePlace = (a: MapStop, b: MapStop) =>
  Math.abs(a.lat - b.lat) < SAME_PLACE && Math.abs(a.lon - b.lon) < SAME_PLACE;

/** A flight's airport: the item's own location, else the airport of the option it was planned from. */
function airportOf(item: StoredItem, options: StoredOptions, isFirstDay: boolean): MapStop | undefined {
  const legs = [options.flights?.outbound, options.flights?.return].filter((leg) => leg != null);
  const option =
    legs.find((leg) => leg.title === item.title) ??
    (isFirstDay ? options.flights?.outbound : options.flights?.return) ??
    undefined;
  const at = item.location ?? option?.airport;
  if (!at) return undefined;
  return { lat: at.lat, lon: at.lon, label: option ? `${option.airport.code} airport` : item.title, kind: 'airport' };
}

function stopOf(item: StoredItem, options: StoredOptions, isFirstDay: boolean): MapStop | undefined {
  if (item.type === 'flight') return airportOf(item, options, isFirstDay);
  if (!item.location) return undefined;
  const at = { lat: item.location.lat, lon: item.location.lon };
  if (item.type === 'attraction') return { ...at, label: item.title, kind: 'visit' };
  if (item.type === 'dining') return { ...at, label: item.title, kind: 'meal' };
  if (item.type === 'accommodation') return { ...at, label: options.lodging?.name ?? item.title, kind: 'lodging' };
  return undefined;
}

/**
 * A day's stops in visit order: the lodging first on days after the first (the day starts
 * there), then each located visit, meal and check-in or check-out, and the airport of a flight.
 * A stop at the same place as the one before it is drawn once.
 */
export function dayStops(day: StoredDay, dayIndex: number, options: StoredOptions): MapStop[] {
  const stops: MapStop[] = [];
  const add = (stop: MapStop | undefined) => {
    if (stop && !(stops.length > 0 && samePlace(stops[stops.length - 1]!, stop))) stops.push(stop);
  };
  if (dayIndex > 0 && options.lodging)
    add({ lat: options.lodging.lat, lon: options.lodging.lon, label: options.lodging.name, kind: 'lodging' });
  for (const item of day.items) add(stopOf(item, options, dayIndex === 0));
  return stops;
}
