import { countries } from 'countries-list';
import { foldName } from '../reference/text.ts';
import type { City, ReferenceData } from '../reference/types.ts';
import { toLodgingCity, TRAVEL_HUB_AIRPORT_SIZE } from './cities.ts';
import { TOURIST_CITY_IDS } from './tourism.ts';
import { isDoNotTravel } from './travel-advisories.ts';
import type { LodgingCity } from './types.ts';

function byPopulation(a: City, b: City): number {
  return b.population - a.population || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The cities hotels and stays are placed in, `count` in all, never one under a "Do Not Travel"
 * advisory (travel-advisories.ts). Chosen by how much travellers go there: first the tourist
 * destinations (tourism.ts), then the cities a large airport serves, then every other country's
 * capital (or, when the capital is not a reference city, its most populous city), then the rest by
 * population. Returned by population, largest first; deterministic for the same reference data.
 */
export function pickTravelCities(
  ref: Pick<ReferenceData, 'cities' | 'countries' | 'airports'>,
  count: number,
): LodgingCity[] {
  const candidates = ref.cities.filter((city) => !isDoNotTravel(city)).sort(byPopulation);
  const served = new Set(
    ref.airports.filter((a) => a.size >= TRAVEL_HUB_AIRPORT_SIZE).map((a) => `${a.country}|${foldName(a.city)}`),
  );
  const capitals = new Set(
    Object.entries(countries as Record<string, { capital: string }>).map(
      ([code, country]) => `${code}|${foldName(country.capital)}`,
    ),
  );
  const key = (city: City) => `${city.country}|${foldName(city.name)}`;
  const chosen = new Set<City>();
  const add = (accept: (city: City) => boolean) => {
    for (const city of candidates) {
      if (chosen.size >= count) return;
      if (accept(city)) chosen.add(city);
    }
  };
  add((city) => TOURIST_CITY_IDS.has(city.id));
  add((city) => served.has(key(city)));
  const covered = new Set([...chosen].map((city) => city.country));
  add((city) => !covered.has(city.country) && capitals.has(key(city)) && !!covered.add(city.country));
  add((city) => !covered.has(city.country) && !!covered.add(city.country));
  add(() => true);
  const countryNames = new Map(ref.countries.map((country) => [country.code, country.name]));
  return [...chosen]
    .sort(byPopulation)
    .map((city) => toLodgingCity(city, countryNames.get(city.country) ?? city.country));
}
