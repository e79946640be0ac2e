import type { Place, RideCatalogue, RideCity } from './types.ts';

const cityPlaceIds = new WeakMap<RideCity, Map<string, Place>>();
const anyPlaceIds = new WeakMap<RideCatalogue, Map<string, Place>>();

function placesById(city: RideCity): Map<string, Place> {
  let byId = cityPlaceIds.get(city);
  if (!byId) cityPlaceIds.set(city, (byId = new Map(city.places.map((place) => [place.id, place]))));
  return byId;
}

export function findRideCity(catalogue: RideCatalogue, cityId: string): RideCity | null {
  return catalogue.byId.get(cityId) ?? null;
}

/**
 * A place by id. With `cityId`, only that city's places (a ride's pickup and destination must both
 * be in its city); without, the largest city holding it (an airport may serve two cities).
 */
export function findPlace(catalogue: RideCatalogue, placeId: string, cityId?: string): Place | null {
  if (cityId !== undefined) {
    const city = catalogue.byId.get(cityId);
    return city ? (placesById(city).get(placeId) ?? null) : null;
  }
  let byId = anyPlaceIds.get(catalogue);
  if (!byId) {
    byId = new Map();
    // Cities are largest first: the first city holding a shared place keeps it.
    for (const city of catalogue.cities)
      for (const place of city.places) if (!byId.has(place.id)) byId.set(place.id, place);
    anyPlaceIds.set(catalogue, byId);
  }
  return byId.get(placeId) ?? null;
}
