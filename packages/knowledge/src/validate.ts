import { INTERESTS, WEEKDAYS } from '@escazo/contracts/planning-options';
import { destinationSchema, type DestinationData } from './schema.ts';

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minimum contents of a destination, beyond what the schema checks field by field. */
export const MIN_RESTAURANTS = 8;
export const MIN_EXPERIENCES = 1;
export const MIN_ATTRACTIONS = 14;
export const MIN_INTERESTS_COVERED = 7;
/** Restaurants serving lunch, and dinner, open on every weekday. */
export const MIN_MEAL_RESTAURANTS_PER_DAY = 2;

/**
 * Problems with one destination file: schema errors first; then places outside the destination's
 * radius, repeated ids or names, season months out of order or repeated, too few restaurants,
 * experiences or attractions, too few interests covered, and weekdays without enough restaurants open
 * for lunch or dinner. Empty when valid.
 */
export function destinationProblems(input: unknown, fileId?: string): string[] {
  const parsed = destinationSchema.safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const destination: DestinationData = parsed.data;
  const problems: string[] = [];
  if (fileId !== undefined && destination.id !== fileId)
    problems.push(`id '${destination.id}' differs from the file name '${fileId}'`);
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const place of destination.places) {
    if (ids.has(place.id)) problems.push(`${place.id}: id repeated`);
    ids.add(place.id);
    const name = place.name.toLowerCase();
    if (names.has(name)) problems.push(`${place.id}: name repeated`);
    names.add(name);
    const km = distanceKm(destination, place);
    if (km > destination.radiusKm)
      problems.push(`${place.id}: ${km.toFixed(1)} km from the centre, outside ${destination.radiusKm} km`);
    if (WEEKDAYS.every((day) => place.hours[day].length === 0)) problems.push(`${place.id}: never open`);
    if (place.kind === 'restaurant' && !place.tags.includes('Food'))
      problems.push(`${place.id}: a restaurant is tagged Food`);
    const months = place.seasonMonths ?? [];
    if (months.some((month, i) => i > 0 && month <= months[i - 1]!))
      problems.push(`${place.id}: seasonMonths ${months.join(',')} are not strictly increasing`);
  }
  const count = (kind: string) => destination.places.filter((place) => place.kind === kind).length;
  if (count('restaurant') < MIN_RESTAURANTS)
    problems.push(`only ${count('restaurant')} restaurants (at least ${MIN_RESTAURANTS})`);
  if (count('experience') < MIN_EXPERIENCES)
    problems.push(`only ${count('experience')} experiences (at least ${MIN_EXPERIENCES})`);
  if (count('attraction') < MIN_ATTRACTIONS)
    problems.push(`only ${count('attraction')} attractions (at least ${MIN_ATTRACTIONS})`);
  const covered = new Set(
    destination.places.filter((place) => place.kind !== 'restaurant').flatMap((place) => place.tags),
  );
  if (covered.size < MIN_INTERESTS_COVERED) {
    problems.push(
      `attractions cover ${covered.size} interests (at least ${MIN_INTERESTS_COVERED}); missing ${INTERESTS.filter((i) => !covered.has(i)).join(', ')}`,
    );
  }
  for (const day of WEEKDAYS) {
    for (const meal of ['lunch', 'dinner'] as const) {
      const open = destination.places.filter(
        (place) => place.kind === 'restaurant' && place.meals?.includes(meal) && place.hours[day].length > 0,
      ).length;
      if (open < MIN_MEAL_RESTAURANTS_PER_DAY)
        problems.push(`${day}: ${open} restaurants open for ${meal} (at least ${MIN_MEAL_RESTAURANTS_PER_DAY})`);
    }
  }
  return problems;
}
