import type { HotelAmenity } from '@escazo/contracts/search-hotels';
import type { ImageryDescriptor } from '../imagery/descriptor.ts';

/** Which season curve a place follows: northern or southern temperate, or tropical (|lat| < 23.44°). */
export type Climate = 'north' | 'south' | 'tropical';

/** A reference city as the lodging, car and cruise inventories carry it (with its country name). */
export type LodgingCity = {
  id: string;
  name: string;
  country: string;
  countryName: string;
  lat: number;
  lon: number;
  population: number;
  airports: string[];
  climate: Climate;
};

export const roomCodes = [
  'single',
  'double',
  'twin',
  'deluxe-king',
  'triple',
  'family',
  'junior-suite',
  'suite',
] as const;
export type RoomCode = (typeof roomCodes)[number];

export type RoomType = {
  /** `<hotel id>-<code>`: the key of room-night availability. */
  id: string;
  code: RoomCode;
  name: string;
  /** Guests per room. */
  capacity: number;
  /** Rooms of this type in the hotel. */
  count: number;
  /** Nightly base rate in USD cents before the season and weekday factors (see rates.ts). */
  baseRate: number;
};

export type Hotel = {
  id: string;
  name: string;
  cityId: string;
  cityName: string;
  country: string;
  /** 'Paris, France'. */
  location: string;
  address: string;
  lat: number;
  lon: number;
  stars: 1 | 2 | 3 | 4 | 5;
  /** 1.0-5.0, one decimal. */
  guestRating: number;
  reviewCount: number;
  amenities: HotelAmenity[];
  climate: Climate;
  roomTypes: RoomType[];
  currency: 'USD';
  imagery: ImageryDescriptor;
};

export type HotelInventory = {
  seed: number;
  cities: LodgingCity[];
  hotels: Hotel[];
};
