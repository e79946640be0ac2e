import { ridePopularDestinations, ridePopularPickups, type RideShortcutLabel } from '@escazo/contracts/ride-options';
import { greatCircleKm } from '../geo.ts';
import type { LandmarkKind, Place, RideCity } from './types.ts';

export type RideShortcut = { label: RideShortcutLabel; place: Place | null };

const LANDMARK_OF: Partial<Record<RideShortcutLabel, LandmarkKind>> = {
  'Convention Center': 'convention-centre',
  'Shopping Mall': 'shopping',
  University: 'university',
  'Medical Center': 'hospital',
  'Sports Arena': 'stadium',
};

/** The hotel nearest the centroid of the city's hotels: where most of them are. */
function hotelDistrict(city: RideCity): Place | null {
  const hotels = city.places.filter((place) => place.kind === 'hotel');
  if (hotels.length === 0) return null;
  const centroid = {
    lat: hotels.reduce((sum, hotel) => sum + hotel.lat, 0) / hotels.length,
    lon: hotels.reduce((sum, hotel) => sum + hotel.lon, 0) / hotels.length,
  };
  let best = hotels[0]!;
  let bestKm = Infinity;
  for (const hotel of hotels) {
    const km = greatCircleKm(centroid, hotel);
    if (km < bestKm) [best, bestKm] = [hotel, km];
  }
  return best;
}

/** The city's real place for one documented popular location, or null when it has none. */
export function resolveShortcut(city: RideCity, label: RideShortcutLabel): Place | null {
  switch (label) {
    // The catalogue lists a city's airports largest (then busiest) first.
    case 'Airport':
      return city.places.find((place) => place.kind === 'airport') ?? null;
    case 'Downtown':
      return city.places.find((place) => place.kind === 'centre') ?? null;
    case 'Hotel District':
      return hotelDistrict(city);
    default: {
      const kind = LANDMARK_OF[label];
      return city.places.find((place) => place.kind === 'landmark' && place.landmarkKind === kind) ?? null;
    }
  }
}

/** The 8 documented popular locations, pickups then destinations, each resolved for the city. */
export function resolveShortcuts(city: RideCity): RideShortcut[] {
  return [...ridePopularPickups, ...ridePopularDestinations].map((label) => ({
    label,
    place: resolveShortcut(city, label),
  }));
}
