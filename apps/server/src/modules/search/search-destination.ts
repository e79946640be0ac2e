import type { LodgingCity } from '@escazo/inventory/hotels';
import { foldName } from '@escazo/inventory';
import { buildDestinationIndex, type DestinationIndex } from '@escazo/search/hotels';
import type { Inventory } from '../inventory/public.ts';

/**
 * Which city a search is for, so it can be counted (see search-counts.ts). Only the city id is
 * kept: nothing about who searched.
 */
type CityIndex = {
  /** Lower-cased city id → the reference id. */
  cityIds: Map<string, string>;
  /** IATA code → the city it serves: a lodging city first, then the most populous. */
  airportCity: Map<string, string>;
  stays: DestinationIndex;
};

const indexes = new WeakMap<Inventory['data'], CityIndex>();

function cityIndex(inventory: Inventory): CityIndex {
  let index = indexes.get(inventory.data);
  if (!index) {
    const lodging = new Set(inventory.data.hotels.cities.map((city) => city.id));
    const cityIds = new Map<string, string>();
    const airportCity = new Map<string, { id: string; rank: number }>();
    for (const city of inventory.data.reference.cities) {
      cityIds.set(city.id.toLowerCase(), city.id);
      const rank = (lodging.has(city.id) ? 1e12 : 0) + city.population;
      for (const code of city.airports) {
        const known = airportCity.get(code);
        if (!known || rank > known.rank) airportCity.set(code, { id: city.id, rank });
      }
    }
    index = {
      cityIds,
      airportCity: new Map([...airportCity].map(([code, { id }]) => [code, id])),
      stays: buildDestinationIndex(inventory.data.stays.cities),
    };
    indexes.set(inventory.data, index);
  }
  return index;
}

/** A flight's destination city: the city id given, or the city the destination airport serves. */
export function flightDestinationCity(inventory: Inventory, to: string): string | null {
  const index = cityIndex(inventory);
  const text = to.trim();
  return index.cityIds.get(text.toLowerCase()) ?? index.airportCity.get(text.toUpperCase()) ?? null;
}

/** A hotel search's city: the one its destination resolved to. */
export function hotelDestinationCity(cities: readonly LodgingCity[]): string | null {
  return cities.length === 1 ? cities[0]!.id : null;
}

/** A stay search's city: its text when it names a stay city (id, or 'Name' / 'Name, Country'); free words count nothing. */
export function stayDestinationCity(inventory: Inventory, q: string): string | null {
  const text = q.trim();
  if (text === '') return null;
  const [city] = cityIndex(inventory).stays.resolve(text);
  if (!city) return null;
  const comma = text.indexOf(',');
  const name = foldName(comma >= 0 ? text.slice(0, comma) : text);
  return city.id.toLowerCase() === text.toLowerCase() || foldName(city.name) === name ? city.id : null;
}

/** A car search's city: where the car is picked up. */
export function carDestinationCity(pickup: readonly { cityId: string }[]): string | null {
  return pickup[0]?.cityId ?? null;
}
