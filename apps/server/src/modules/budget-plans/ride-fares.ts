import type { AirportTransfer, RideFares } from '@escazo/advisor/budget';
import { fareFor, greatCircleKm, estimateRoute } from '@escazo/rides';
import type { Inventory } from '../inventory/public.ts';
import { airport, type CatalogueEntry } from '../planning/public.ts';
import { resolveAirports } from '../search/public.ts';

/** A typical ride leaves at midday (day traffic). */
const TYPICAL_DEPARTURE_MINUTE = 12 * 60;

const faresBy = new WeakMap<CatalogueEntry, RideFares | null>();
const transfersBy = new WeakMap<Inventory['data'], WeakMap<CatalogueEntry, AirportTransfer | null>>();

/**
 * One typical ride in a destination, as the rides page prices it: from the centre to the place at
 * the median distance from it (half the guide's places are nearer), economy. Null for a guide
 * without places.
 */
export function typicalRideFares(entry: CatalogueEntry): RideFares | null {
  if (faresBy.has(entry)) return faresBy.get(entry)!;
  const centre = { lat: entry.planner.lat, lon: entry.planner.lon };
  const byDistance = entry.places
    .map((place) => ({ place, km: greatCircleKm(centre, place) }))
    .sort((a, b) => a.km - b.km || a.place.id.localeCompare(b.place.id));
  const median = byDistance[Math.floor((byDistance.length - 1) / 2)];
  let fares: RideFares | null = null;
  if (median) {
    const route = estimateRoute(centre, median.place, TYPICAL_DEPARTURE_MINUTE);
    fares = { economy: fareFor('economy', route).total, distanceKm: route.distanceKm };
  }
  faresBy.set(entry, fares);
  return fares;
}

/** The destination's main airport: the biggest of its city's airports (then by code). */
export function mainAirport(inventory: Inventory, entry: CatalogueEntry) {
  const airports = (resolveAirports(inventory, entry.cityId) ?? [])
    .map((code) => airport(inventory, code))
    .filter((a) => a !== undefined);
  return airports.sort((a, b) => b.size - a.size || a.iata.localeCompare(b.iata))[0] ?? null;
}

/**
 * One economy ride between the destination's main airport and its centre, as the rides page prices
 * it (leaving at midday). Null when the city has no airport.
 */
export function airportTransferFare(inventory: Inventory, entry: CatalogueEntry): AirportTransfer | null {
  let known = transfersBy.get(inventory.data);
  if (!known) transfersBy.set(inventory.data, (known = new WeakMap()));
  if (known.has(entry)) return known.get(entry)!;
  const main = mainAirport(inventory, entry);
  let transfer: AirportTransfer | null = null;
  if (main) {
    const route = estimateRoute(main, { lat: entry.planner.lat, lon: entry.planner.lon }, TYPICAL_DEPARTURE_MINUTE);
    transfer = { fareMinor: fareFor('economy', route).total, distanceKm: route.distanceKm };
  }
  known.set(entry, transfer);
  return transfer;
}
