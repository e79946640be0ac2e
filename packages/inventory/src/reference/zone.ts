import { greatCircleKm } from './geo.ts';
import type { Airport } from './types.ts';

const zonesBy = new WeakMap<readonly Airport[], Map<string, string>>();

/**
 * The IANA time zone of a place that has none of its own (a cruise port, a car desk): the zone of
 * the nearest airport in its country, else of the nearest airport anywhere ('UTC' without airports).
 * Airports carry the zone their open data names, so a port keeps its country's clock across a
 * nearby border.
 */
export function nearestTimeZone(
  airports: readonly Airport[],
  place: { lat: number; lon: number; country: string },
): string {
  let cache = zonesBy.get(airports);
  if (!cache) zonesBy.set(airports, (cache = new Map()));
  const key = `${place.country}:${place.lat}:${place.lon}`;
  const known = cache.get(key);
  if (known) return known;
  let best: Airport | undefined;
  let bestKm = Infinity;
  let bestInCountry: Airport | undefined;
  let bestInCountryKm = Infinity;
  for (const airport of airports) {
    const km = greatCircleKm(place.lat, place.lon, airport.lat, airport.lon);
    if (km < bestKm) [best, bestKm] = [airport, km];
    if (airport.country === place.country && km < bestInCountryKm) [bestInCountry, bestInCountryKm] = [airport, km];
  }
  const zone = (bestInCountry ?? best)?.timeZone ?? 'UTC';
  cache.set(key, zone);
  return zone;
}
