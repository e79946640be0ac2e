/**
 * For tests and benchmarks: the real generated inventory (the server's default seed) with its
 * engines and nothing sold, as `scanDeals` reads it. About 5 s to build; build it once per file.
 */
import { generateCars } from '@escazo/inventory/cars/generate';
import { noCarsSold } from '@escazo/inventory/cars/types';
import { generateCruises } from '@escazo/inventory/cruises/generate';
import { loadPortPlaces } from '@escazo/inventory/cruises/ports';
import { noCabinsSold } from '@escazo/inventory/cruises/types';
import { generateFlightNetwork } from '@escazo/inventory/flights/generate';
import { noSeatsSold } from '@escazo/inventory/flights/types';
import { offeredWindow } from '@escazo/inventory/flights/window';
import { noRoomsSold } from '@escazo/inventory/hotels/availability';
import { generateHotels } from '@escazo/inventory/hotels/generate';
import { loadReferenceData } from '@escazo/inventory/reference/index';
import { buildCarSearch } from '@escazo/search/cars/search-cars';
import { buildCruiseSearch } from '@escazo/search/cruises/search-cruises';
import { buildFlightIndex } from '@escazo/search/flights/flight-index';
import { buildHotelSearch } from '@escazo/search/hotels/search-hotels';
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
