import {
  PROFILE_MAX_DESTINATIONS,
  RECOMMENDATION_TYPES,
  SEASONS,
  type PreferenceId,
  type RecommendationType,
  type Season,
  type TravelProfile,
} from '@escazo/contracts/recommendations';
import { dayOf } from '@escazo/contracts/dates';
import { derivePreferenceTraits, seasonOf } from '@escazo/advisor/recommendations';
import type { PlanningCatalogue } from '../planning/public.ts';
import type { BookedProduct } from './booking-cities.ts';
import type { RecommendationCatalogue } from './catalogue-types.ts';

/** What the profile is derived from: the chosen chips and the user's own records. */
export type ProfileFacts = {
  interests: readonly PreferenceId[];
  updatedAt: Date;
  /** Made bookings (paid and kept), started or not. */
  bookings: readonly (BookedProduct & { startDate: string })[];
  trips: readonly { destinationId: string; startDate: string }[];
  /** Saved city ids ('FR-paris'). */
  savedCities: readonly string[];
  /** Favourited recommendation ids. */
  favorites: readonly string[];
};

/** Values by how often they occur, most frequent first; ties in the order `tieOrder` gives. */
function byFrequency<T>(values: readonly T[], tieOrder: (a: T, b: T) => number): T[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || tieOrder(a, b));
}

const inListOrder =
  <T>(list: readonly T[]) =>
  (a: T, b: T) =>
    list.indexOf(a) - list.indexOf(b);
const seasonOfDay = (day: string): Season => seasonOf(Number(day.slice(5, 7)) - 1);

/**
 * The derived profile. Preferred destinations are the cities of the user's made bookings, saved
 * destinations, trip plans and favourited recommendations, each as its catalogue "City, Country",
 * most frequent first (ties by name); a booking whose city cannot be told is left out. Previous
 * bookings are the made bookings that have started (first day on or before today, UTC): one still
 * ahead is not yet a trip taken. Seasonal preferences are the seasons the user's bookings and plans
 * start in, else the current one.
 */
export function deriveTravelProfile(
  facts: ProfileFacts,
  catalogue: RecommendationCatalogue,
  planning: PlanningCatalogue,
  now: Date,
): TravelProfile {
  const favoriteItems = facts.favorites.flatMap((id) => catalogue.byId(id) ?? []);
  const labelOf = (cityId: string) => catalogue.cityLabel(cityId) ?? [];
  const today = dayOf(now);
  const places = [
    ...facts.bookings.flatMap((booking) => catalogue.citiesOfBooking(booking).flatMap(labelOf)),
    ...facts.savedCities.flatMap(labelOf),
    ...facts.trips.flatMap((trip) => {
      const cityId = planning.byId(trip.destinationId)?.cityId;
      return cityId ? labelOf(cityId) : [];
    }),
    ...favoriteItems.map((item) => catalogue.cityLabel(item.cityId) ?? item.location),
  ];
  const seasons = byFrequency(
    [...facts.bookings, ...facts.trips].map((entry) => seasonOfDay(entry.startDate)),
    inListOrder(SEASONS),
  );
  return {
    ...derivePreferenceTraits(facts.interests),
    interests: [...facts.interests],
    preferredDestinations: byFrequency(places, (a, b) => a.localeCompare(b, 'en')).slice(0, PROFILE_MAX_DESTINATIONS),
    previousBookings: facts.bookings.filter((booking) => booking.startDate <= today).length,
    favoriteTypes: byFrequency<RecommendationType>(
      favoriteItems.map((item) => item.type),
      inListOrder(RECOMMENDATION_TYPES),
    ),
    seasonalPreferences: seasons.length > 0 ? seasons : [seasonOf(now.getUTCMonth())],
    updatedAt: facts.updatedAt.toISOString(),
  };
}
