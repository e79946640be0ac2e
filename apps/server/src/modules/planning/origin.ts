import { foldName } from '@escazo/inventory';
import type { Inventory } from '../inventory/public.ts';
import { resolveAirports } from '../search/public.ts';

type CityNames = Map<string, { id: string; population: number }>;
const cityNamesBy = new WeakMap<Inventory['data'], CityNames>();

/** Folded city name ('sao paulo', 'paris, france' too) → the most populous city of that name with scheduled flights. */
function cityNames(inventory: Inventory): CityNames {
  let names = cityNamesBy.get(inventory.data);
  if (!names) {
    names = new Map();
    const countries = new Map(inventory.data.reference.countries.map((c) => [c.code, c.name]));
    for (const city of inventory.data.reference.cities) {
      if (!resolveAirports(inventory, city.id)) continue;
      for (const key of [
        foldName(city.name),
        foldName(`${city.name}, ${countries.get(city.country) ?? city.country}`),
      ]) {
        const known = names.get(key);
        if (!known || known.population < city.population) names.set(key, { id: city.id, population: city.population });
      }
    }
    cityNamesBy.set(inventory.data, names);
  }
  return names;
}

/**
 * Where the traveller flies from: an airport IATA code ('JFK'), an inventory city id ('US-new-york-city')
 * or a city name ('São Paulo', or the start of one: 'New York'), as the airports with scheduled
 * flights. Null when unknown.
 */
export function originAirports(inventory: Inventory, origin: string): string[] | null {
  const direct = resolveAirports(inventory, origin);
  if (direct) return direct;
  const folded = foldName(origin);
  const city = cityNames(inventory).get(folded);
  if (city) return resolveAirports(inventory, city.id);
  // The start of a city's name ('New York' is New York City), as the search boxes suggest it.
  if (folded.length < 3) return null;
  for (const item of inventory.engines.autocomplete.search(origin, { limit: 5, kinds: ['city'] })) {
    if (item.kind !== 'city' || !foldName(item.label).startsWith(folded)) continue;
    const airports = resolveAirports(inventory, item.id);
    if (airports) return airports;
  }
  return null;
}
