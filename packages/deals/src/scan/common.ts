/**
 * What every product scanner shares: the inventory view and options it reads, the deal currency,
 * row formatting helpers, and how a priced row becomes a ranked candidate.
 */
import { fromDayNumber } from '@escazo/contracts/dates';
import type { CarInventory, CarSoldCounts } from '@escazo/inventory/cars';
import type { CruiseInventory, CruiseSoldCounts } from '@escazo/inventory/cruises';
import type { SoldSeats } from '@escazo/inventory/flights';
import type { HotelSoldCounts, HotelInventory } from '@escazo/inventory/hotels';
import type { ImageryDescriptor } from '@escazo/inventory';
import { countryByCode } from '@escazo/inventory';
import type { CarSearchEngine } from '@escazo/search/cars';
import type { CruiseSearchEngine } from '@escazo/search/cruises';
import type { FlightIndex } from '@escazo/search/flights';
import type { HotelSearchEngine } from '@escazo/search/hotels';
import { discountPercentage, isDeal } from '../discount.ts';
import type { DealRow } from '../types.ts';

/** What the scan reads of the server's inventory (its `Inventory` fits; tests build it from the generators). */
export type DealsInventory = {
  data: {
    hotels: Pick<HotelInventory, 'hotels' | 'cities'>;
    cars: Pick<CarInventory, 'locations' | 'cities'>;
    cruises: Pick<CruiseInventory, 'itineraries' | 'sailings'>;
  };
  engines: {
    flights: FlightIndex;
    hotels: Pick<HotelSearchEngine, 'quote'>;
    cars: Pick<CarSearchEngine, 'search'>;
    cruises: Pick<CruiseSearchEngine, 'sailing' | 'cabins'>;
  };
  sold: { flights: SoldSeats; hotels: HotelSoldCounts; cars: CarSoldCounts; cruises: CruiseSoldCounts };
};

export type ScanOptions = {
  /** Deals kept per type, best discounts first (default 150). */
  maxPerType?: number;
  /** Flights connect the busiest airports, by scheduled departures (default 60). */
  busiestAirports?: number;
  /** Packages fly from the busiest few (default 8). */
  gatewayHubs?: number;
  /** Departure days a flight baseline covers (default 120). */
  flightDays?: number;
  /** Check-in and pickup days a hotel or car baseline covers (default 365). */
  lodgingDays?: number;
  /** Deals start within this many days (default 180) … */
  dealWindowDays?: number;
  /** … and not before this many days from today (default 2), so a deal outlives the next recompute. */
  minLeadDays?: number;
  /** At most this many deals of one type in one city (default 3). */
  maxPerCity?: number;
  /** 'all' (default): every product scanned (about 25,000 on the full inventory); 'deals': only those the deals refer to. */
  baselines?: 'all' | 'deals';
};

export const CURRENCY = 'USD';

/** The server's picture of an inventory item (the inventory-media route). */
export function inventoryImageUrl(imagery: Pick<ImageryDescriptor, 'scene' | 'palette' | 'seed'>): string {
  return `/media/inventory/${imagery.scene}/${imagery.palette}/${imagery.seed}.svg`;
}

export const placeName = (city: string, countryCode: string) =>
  `${city}, ${countryByCode(countryCode)?.name ?? countryCode}`;
export const dayStartIso = (day: number) => `${fromDayNumber(day)}T00:00:00.000Z`;
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type PricedDeal = { row: Omit<DealRow, 'featured' | 'discountPercentage'>; discount: number };

/**
 * A product's best day, ranked by its expected discount; `build` checks availability with the engine
 * (and may fall back to the product's next best day) only for the candidates that are kept.
 */
export type Candidate = { id: string; discount: number; rating: number; city: string; build: () => PricedDeal | null };

/**
 * A scanner's work as steps: it yields between products (a point where the caller may let other
 * work run) and returns its result. Driven to the end at once, or in time slices.
 */
export type Steps<T> = Generator<void, T, void>;

/** The row with its baseline as original price, or null when it is not a deal. */
export function priced(
  row: Omit<DealRow, 'featured' | 'discountPercentage' | 'originalAmount'>,
  typical: number,
): PricedDeal | null {
  if (!isDeal(row.discountedAmount, typical)) return null;
  return { row: { ...row, originalAmount: typical }, discount: discountPercentage(typical, row.discountedAmount) };
}

/** A candidate whose row is already priced and checked. */
export function ready(found: PricedDeal | null, city: string): Candidate | null {
  return found && { id: found.row.id, discount: found.discount, rating: found.row.rating, city, build: () => found };
}
