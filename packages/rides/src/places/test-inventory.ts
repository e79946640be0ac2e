import { generateCars } from '@escazo/inventory/cars';
import { generateCruises, loadPortPlaces } from '@escazo/inventory/cruises';
import { generateFlightNetwork } from '@escazo/inventory/flights';
import { generateHotels } from '@escazo/inventory/hotels';
import { loadReferenceData } from '@escazo/inventory';
import { generateStays } from '@escazo/inventory/stays';
import type { RideCatalogueInput } from './types.ts';

/** For tests: the real generated inventory (the server's default seed), as the catalogue reads it. */
export function realInventoryInput(seed = 20261122, startDate = '2026-11-22'): RideCatalogueInput {
  const reference = loadReferenceData();
  return {
    reference,
    hotels: generateHotels(reference, { seed }),
    stays: generateStays(reference, { seed }),
    cars: generateCars(reference, { seed }),
    cruises: generateCruises(reference, { seed, startDate, portPlaces: loadPortPlaces() }),
    flights: generateFlightNetwork(reference, { seed, startDate }),
  };
}
