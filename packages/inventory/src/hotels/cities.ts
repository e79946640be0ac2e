import { foldName } from '../reference/text.ts';
import type { City, ReferenceData } from '../reference/types.ts';
import { climateOf } from './rates.ts';
import type { LodgingCity } from './types.ts';

function byPopulation(a: City, b: City): number {
  return b.population - a.population || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Airports this large make their city a travel destination (Miami, Las Vegas, Cusco, Reykjavík…). */
export const TRAVEL_HUB_AIRPORT_SIZE = 4;

/**
 * The cities an inventory is placed in, `count` in all: first every city that a large airport
 * names as the city it serves (where travellers go, whatever the city's own population), then
 * every country's most populous city (so the world is covered, not just the biggest countries),
 * then the rest by population. Returned by population, largest first; deterministic for the same
 * reference data.
 */
export function pickLodgingCities(
  ref: Pick<ReferenceData, 'cities' | 'countries' | 'airports'>,
  count: number,
  accept: (city: City) => boolean = () => true,
): LodgingCity[] {
  const candidates = ref.cities.filter(accept).sort(byPopulation);
  const served = new Set(
    ref.airports.filter((a) => a.size >= TRAVEL_HUB_AIRPORT_SIZE).map((a) => `${a.country}|${foldName(a.city)}`),
  );
  const chosen = new Set<City>();
  for (const city of candidates) {
    if (chosen.size >= count) break;
    if (served.has(`${city.country}|${foldName(city.name)}`)) chosen.add(city);
  }
  const seenCountries = new Set([...chosen].map((city) => city.country));
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
  return [...chosen]
    .sort(byPopulation)
    .map((city) => toLodgingCity(city, countryNames.get(city.country) ?? city.country));
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
