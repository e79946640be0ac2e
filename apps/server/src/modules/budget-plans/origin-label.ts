import type { Inventory } from '../inventory/public.ts';
import { resolveAirports } from '../search/public.ts';

type CityByAirports = Map<string, { name: string; population: number }>;
const citiesBy = new WeakMap<Inventory['data'], CityByAirports>();

const keyOf = (airports: readonly string[]) => [...airports].sort().join(',');

/** Airport set → the most populous city those airports serve as a whole. */
function citiesByAirports(inventory: Inventory): CityByAirports {
  let cities = citiesBy.get(inventory.data);
  if (!cities) {
    cities = new Map();
    for (const city of inventory.data.reference.cities) {
      const airports = resolveAirports(inventory, city.id);
      if (!airports) continue;
      const key = keyOf(airports);
      const known = cities.get(key);
      if (!known || known.population < city.population)
        cities.set(key, { name: city.name, population: city.population });
    }
    citiesBy.set(inventory.data, cities);
  }
  return cities;
}

/**
 * How sentences name where the traveller starts: the airport code when one was typed ('LHR'),
 * else the name of the city whose airports they are ('GB-london' or 'london' → 'London'); the text
 * as typed when no city matches.
 */
export function originLabel(inventory: Inventory, typed: string, airports: readonly string[]): string {
  const text = typed.trim();
  if (airports.length === 1 && airports[0] === text.toUpperCase()) return airports[0]!;
  return citiesByAirports(inventory).get(keyOf(airports))?.name ?? text;
}
