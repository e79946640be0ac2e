import type { CarCategory } from '@escazo/contracts/search-cars';
import type { LodgingCity } from '../hotels/types.ts';
import type { ImageryDescriptor } from '../imagery/descriptor.ts';

/** A rental company (fictional brands: see companies.ts). */
export type RentalCompany = { id: string; name: string; rating: number };

/** Cars of one category at one location. */
export type CarFleet = {
  /** `<location id>:<category>`: the key of car-day availability. */
  id: string;
  category: CarCategory;
  /** Cars of this category at the location. */
  count: number;
  /** USD cents, whole dollars, always inside the documented range of the category. */
  dailyRate: number;
  /** 'Toyota Corolla or similar' is shown from this. */
  model: string;
  seats: number;
  bags: number;
  doors: number;
  transmission: 'automatic' | 'manual';
  imagery: ImageryDescriptor;
};

export type RentalLocation = {
  id: string;
  companyId: string;
  companyName: string;
  cityId: string;
  cityName: string;
  country: string;
  kind: 'airport' | 'city-centre';
  /** The airport's IATA code for airport desks. */
  iata: string | null;
  /** 'Northwind Rentals, Lisbon Airport (LIS)'. */
  name: string;
  address: string;
  lat: number;
  lon: number;
  /** 1.0-5.0, one decimal. */
  rating: number;
  fleet: CarFleet[];
};

export type CarInventory = {
  seed: number;
  cities: LodgingCity[];
  companies: RentalCompany[];
  locations: RentalLocation[];
};

/** Car-days sold as the engines read them; a booking module supplies them later. */
export type CarSoldCounts = {
  /** Cars out on the calendar day `day` (UTC day number), by fleet id (`CarFleet.id`; absent = none). */
  soldOn(day: number): ReadonlyMap<string, number>;
};

const none: ReadonlyMap<string, number> = new Map();
export const noCarsSold: CarSoldCounts = { soldOn: () => none };

/** Sold counts from a map keyed `<fleetId>@<day>` (tests, or a booking module's snapshot). */
export function carSoldCountsFromMap(sold: ReadonlyMap<string, number>): CarSoldCounts {
  const byDay = new Map<number, Map<string, number>>();
  for (const [key, count] of sold) {
    const at = key.lastIndexOf('@');
    const day = Number(key.slice(at + 1));
    let fleets = byDay.get(day);
    if (!fleets) byDay.set(day, (fleets = new Map()));
    fleets.set(key.slice(0, at), count);
  }
  return { soldOn: (day) => byDay.get(day) ?? none };
}
