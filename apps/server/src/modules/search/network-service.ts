import type { NetworkStats } from '@escazo/contracts/network-stats';
import type { Inventory } from '../inventory/public.ts';

const counted = new WeakMap<Inventory['data'], NetworkStats>();

const distinct = <T>(items: readonly T[], key: (item: T) => string) => new Set(items.map(key)).size;

/** What the inventory holds, counted once per generated inventory (it only changes with a restart). */
export function networkStats(inventory: Inventory): NetworkStats {
  const data = inventory.data;
  const known = counted.get(data);
  if (known) return known;
  const { flights, hotels, cars, reference } = data;
  const stats: NetworkStats = {
    airlines: flights.airlines.length,
    airports: flights.airports.length,
    cities: reference.cities.length,
    countries: distinct(flights.airports, (a) => a.country),
    hotels: hotels.hotels.length,
    hotelCities: hotels.cities.length,
    carCompanies: distinct(cars.locations, (l) => l.companyId),
    carLocations: cars.locations.length,
    carCities: distinct(cars.locations, (l) => l.cityId),
    carCountries: distinct(cars.locations, (l) => l.country),
  };
  counted.set(data, stats);
  return stats;
}
