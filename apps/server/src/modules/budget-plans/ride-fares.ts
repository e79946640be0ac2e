import type { RideFares } from '@escazo/advisor/budget/index';
import { fareFor } from '@escazo/rides/fares';
import { greatCircleKm } from '@escazo/rides/geo';
import { estimateRoute } from '@escazo/rides/route';
import type { CatalogueEntry } from '../planning/public.ts';

/** A typical ride leaves at midday (day traffic). */
const TYPICAL_DEPARTURE_MINUTE = 12 * 60;

const faresBy = new WeakMap<CatalogueEntry, RideFares | null>();

/**
 * One typical ride in a destination, as the rides page prices it: from the centre to the place at
 * the median distance from it (half the guide's places are nearer), economy and premium. Null for
 * a guide without places.
 */
export function typicalRideFares(entry: CatalogueEntry): RideFares | null {
  if (faresBy.has(entry)) return faresBy.get(entry)!;
  const centre = { lat: entry.planner.lat, lon: entry.planner.lon };
  const byDistance = entry.places.map((place) => ({ place, km: greatCircleKm(centre, place) })).sort((a, b) => a.km - b.km || a.place.id.localeCompare(b.place.id));
  const median = byDistance[Math.floor((byDistance.length - 1) / 2)];
  let fares: RideFares | null = null;
  if (median) {
    const route = estimateRoute(centre, median.place, TYPICAL_DEPARTURE_MINUTE);
    fares = { economy: fareFor('economy', route).total, premium: fareFor('premium', route).total, distanceKm: route.distanceKm };
  }
  faresBy.set(entry, fares);
  return fares;
}
