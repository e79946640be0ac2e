import { addDays } from '@escazo/contracts/dates';
import { generateCars } from '@escazo/inventory/cars';
import { CRUISE_WINDOW_DAYS, generateCruises, loadPortPlaces } from '@escazo/inventory/cruises';
import { generateFlightNetwork, offeredWindow } from '@escazo/inventory/flights';
import type { FlightNetwork } from '@escazo/inventory/flights';
import { generateHotels } from '@escazo/inventory/hotels';
import type { HotelInventory } from '@escazo/inventory/hotels';
import type { StayInventory } from '@escazo/inventory/stays';
import type { CarInventory } from '@escazo/inventory/cars';
import type { CruiseInventory } from '@escazo/inventory/cruises';
import { loadReferenceData } from '@escazo/inventory';
import type { ReferenceData } from '@escazo/inventory';
import { generateStays } from '@escazo/inventory/stays';
import { buildAutocompleteIndex, type AutocompleteIndex } from '@escazo/search/autocomplete';
import { buildCarSearch, type CarSearchEngine } from '@escazo/search/cars';
import { buildCruiseSearch, type CruiseSearchEngine } from '@escazo/search/cruises';
import { buildFlightIndex, type FlightIndex } from '@escazo/search/flights';
import { buildHotelSearch, type HotelSearchEngine } from '@escazo/search/hotels';
import { buildStaySearch, type StaySearchEngine } from '@escazo/search/stays';
import type { SoldCounts } from './sold-counts.ts';

/** The generated inventory of one seed: what the database holds and what the engines search. */
export type GeneratedInventory = {
  seed: number;
  /** First day of the 12 months of schedules and sailings ('YYYY-MM-DD'). */
  startDate: string;
  /** Cruise sailings depart before this day ('YYYY-MM-DD'): 12 months after the start, moved on as time passes. */
  cruisesUntil: string;
  reference: ReferenceData;
  flights: FlightNetwork;
  hotels: HotelInventory;
  stays: StayInventory;
  cars: CarInventory;
  cruises: CruiseInventory;
};

/** The engines, built once at start and answered from memory: a search never waits on the database. */
export type SearchEngines = {
  autocomplete: AutocompleteIndex;
  flights: FlightIndex;
  hotels: HotelSearchEngine;
  stays: StaySearchEngine;
  cars: CarSearchEngine;
  cruises: CruiseSearchEngine;
};

/**
 * What the server decorates itself with (`app.inventory`): the data, the engines and the sold
 * counts the engines are given on every search.
 */
export type Inventory = { data: GeneratedInventory; engines: SearchEngines; sold: SoldCounts };

export const DEFAULT_INVENTORY_SEED = 20261122;

/**
 * Deterministic: the same seed, start date and cruise end give the same inventory. Pure; no I/O
 * beyond bundled data. `cruisesUntil` defaults to the 12 months from the start.
 */
export function generateInventory(
  seed: number,
  startDate: string,
  cruisesUntil = addDays(startDate, CRUISE_WINDOW_DAYS),
): GeneratedInventory {
  const reference = loadReferenceData();
  return {
    seed,
    startDate,
    cruisesUntil,
    reference,
    flights: generateFlightNetwork(reference, { seed, startDate }),
    hotels: generateHotels(reference, { seed }),
    stays: generateStays(reference, { seed }),
    cars: generateCars(reference, { seed }),
    cruises: generateCruises(reference, { seed, startDate, until: cruisesUntil, portPlaces: loadPortPlaces() }),
  };
}

/** The same inventory with cruise sailings up to a later day: the earlier sailings are unchanged, later ones added. */
export function withCruisesUntil(data: GeneratedInventory, cruisesUntil: string): GeneratedInventory {
  const cruises = generateCruises(data.reference, {
    seed: data.seed,
    startDate: data.startDate,
    until: cruisesUntil,
    portPlaces: loadPortPlaces(),
  });
  return { ...data, cruisesUntil, cruises };
}

/** `today`: flights are offered for the year ahead of it (the weekly schedules roll on past the generated year). */
export function buildEngines(data: GeneratedInventory, today: string): SearchEngines {
  return {
    autocomplete: buildAutocompleteIndex(data.reference),
    flights: buildFlightIndex(offeredWindow(data.flights, today)),
    hotels: buildHotelSearch(data.hotels),
    stays: buildStaySearch(data.stays),
    cars: buildCarSearch(data.cars),
    cruises: buildCruiseSearch(data.cruises),
  };
}

/**
 * For tests and tools: generate and build in one step (about 2 s for the full inventory), with
 * the sold counts given (emptySoldCounts() from sold-counts.ts: nothing sold). The year of
 * schedules starts on `startDate`, which is also the day flights are offered from.
 */
export function buildInventoryInMemory(sold: SoldCounts, startDate: string, seed = DEFAULT_INVENTORY_SEED): Inventory {
  const data = generateInventory(seed, startDate);
  return { data, engines: buildEngines(data, startDate), sold };
}
