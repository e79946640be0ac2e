/**
 * For tests and benchmarks: the real generated inventory (the server's default seed) with its
 * engines and nothing sold, as `scanDeals` reads it. About 5 s to build; build it once per file.
 */
import { generateCars, noCarsSold } from '@escazo/inventory/cars';
import { generateCruises, loadPortPlaces, noCabinsSold } from '@escazo/inventory/cruises';
import { generateFlightNetwork, noSeatsSold, offeredWindow } from '@escazo/inventory/flights';
import { noRoomsSold, generateHotels } from '@escazo/inventory/hotels';
import { loadReferenceData } from '@escazo/inventory';
import { buildCarSearch } from '@escazo/search/cars';
import { buildCruiseSearch } from '@escazo/search/cruises';
import { buildFlightIndex } from '@escazo/search/flights';
import { buildHotelSearch } from '@escazo/search/hotels';
import type { DealsInventory } from './scan.ts';

export const TEST_SEED = 20261122;

export function buildTestInventory(startDate: string, seed = TEST_SEED): DealsInventory {
  const reference = loadReferenceData();
  const flights = generateFlightNetwork(reference, { seed, startDate });
  const hotels = generateHotels(reference, { seed });
  const cars = generateCars(reference, { seed });
  const cruises = generateCruises(reference, { seed, startDate, portPlaces: loadPortPlaces() });
  return {
    data: { hotels, cars, cruises },
    engines: {
      flights: buildFlightIndex(offeredWindow(flights, startDate)),
      hotels: buildHotelSearch(hotels),
      cars: buildCarSearch(cars),
      cruises: buildCruiseSearch(cruises),
    },
    sold: { flights: noSeatsSold, hotels: noRoomsSold, cars: noCarsSold, cruises: noCabinsSold },
  };
}
