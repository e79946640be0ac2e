import type { City, ReferenceData } from '../reference/types.ts';
import { climateOf } from './rates.ts';
import type { LodgingCity } from './types.ts';

function byPopulation(a: City, b: City): number {
  return b.population - a.population || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The cities an inventory is placed in: every country's most populous city first (so the world is
 * covered, not just the biggest countries), then the rest by population, `count` in all.
 * Returned by population, largest first; deterministic for the same reference data.
 */
export function pickLodgingCities(
  ref: Pick<ReferenceData, 'cities' | 'countries'>,
  count: number,
  accept: (city: City) => boolean = () => true,
): LodgingCity[] {
  const candidates = ref.cities.filter(accept).sort(byPopulation);
  const chosen = new Set<City>();
  const seenCountries = new Set<string>();
  for (const city of candidates) {
    if (chosen.size >= count) break;
    if (seenCountries.has(city.country)) continue;
    seenCountries.add(city.country);
    chosen.add(city);
  }
  for (const city of candidates) {
    if (chosen.size >= count) break;
    chosen.add(city);
  }
  const countryNames = new Map(ref.countries.map((country) => [country.code, country.name]));
  return [...chosen].sort(byPopulation).map((city) => toLodgingCity(city, countryNames.get(city.country) ?? city.country));
}

export function toLodgingCity(city: City, countryName: string): LodgingCity {
  return {
    id: city.id,
    name: city.name,
    country: city.country,
    countryName,
    lat: city.lat,
    lon: city.lon,
    population: city.population,
    airports: city.airports,
    climate: climateOf(city.lat),
  };
}
