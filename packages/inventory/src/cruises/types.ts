import type { CabinCategory, CruiseLineId, CruiseRegion } from '@escazo/contracts/search-cruises';
import type { ImageryDescriptor } from '../imagery/descriptor.ts';

/** A real coastal place (GeoNames); `cityId` links it to the reference cities when it is one. */
export type CruisePort = {
  id: string;
  name: string;
  country: string;
  lat: number;
  lon: number;
  cityId: string | null;
};

export type CruiseLine = { id: CruiseLineId; name: string; rating: number };

export type Ship = {
  id: string;
  name: string;
  lineId: CruiseLineId;
  region: CruiseRegion;
  /** Cabins per category. */
  cabins: Record<CabinCategory, number>;
  /** 1.0-5.0, one decimal. */
  rating: number;
  imagery: ImageryDescriptor;
};

/** A round trip a ship repeats: embark, ports of call in order, back to the embark port (call days: route.ts). */
export type Itinerary = {
  id: string;
  shipId: string;
  region: CruiseRegion;
  nights: number;
  /** '7-Night Caribbean from Miami'. */
  title: string;
  embark: CruisePort;
  calls: CruisePort[];
  /** Scenic cruising (glaciers, the Antarctic Peninsula...): no port, shown among the destinations. */
  scenic: string[];
  /** Names shown as the cruise's destinations list (calls then scenic cruising). */
  destinations: string[];
};

export type Sailing = {
  id: string;
  itineraryId: string;
  shipId: string;
  lineId: CruiseLineId;
  region: CruiseRegion;
  nights: number;
  /** 'YYYY-MM-DD' and its UTC day number. */
  departure: string;
  departureDay: number;
  returnDate: string;
  /** Per person, USD cents (whole tens of dollars), by cabin category. */
  prices: Record<CabinCategory, number>;
  rating: number;
  imagery: ImageryDescriptor;
};

export type CruiseInventory = {
  seed: number;
  startDate: string;
  ports: CruisePort[];
  lines: CruiseLine[];
  ships: Ship[];
  itineraries: Itinerary[];
  sailings: Sailing[];
};

/** Guests per cabin, by category. */
export const cabinCapacity: Record<CabinCategory, number> = { inside: 2, oceanview: 2, balcony: 3, suite: 4 };

/** Cabins sold as the engines read them; a booking module supplies them later. */
export type CruiseSoldCounts = {
  cabinsSold(sailingId: string, category: CabinCategory): number;
};

export const noCabinsSold: CruiseSoldCounts = { cabinsSold: () => 0 };

export function cruiseSoldCountsFromMap(sold: ReadonlyMap<string, number>): CruiseSoldCounts {
  return { cabinsSold: (sailingId, category) => sold.get(`${sailingId}@${category}`) ?? 0 };
}
