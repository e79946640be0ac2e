import { hotelAmenities, type HotelAmenity } from '@escazo/contracts/search-hotels';
import { imageryFor, type PaletteName } from '../imagery/descriptor.ts';
import { seededRng, type Rng } from '../imagery/random.ts';
import type { ReferenceData } from '../reference/types.ts';
import { streetAddress } from './addresses.ts';
import type { CityPlace } from './areas.ts';
import { hotelName, pointNear } from './names.ts';
import { ROOMS } from './occupancy.ts';
import { cityPlace } from './place.ts';
import { DESTINATION_MIN_HOTELS, TOURIST_CITY_IDS } from './tourism.ts';
import { pickTravelCities } from './travel-cities.ts';
import type { Climate, Hotel, HotelInventory, LodgingCity, RoomCode, RoomType } from './types.ts';
import { uniqueName } from './unique-names.ts';

export type HotelGeneratorOptions = {
  seed: number;
  /** Cities to place hotels in (default 600). */
  cityCount?: number;
  /** Told of every name drawn again because the city already had it (reports). */
  onRenamed?: (cityId: string, name: string) => void;
};

const ROOM_CHOICES: Record<number, readonly RoomCode[]> = {
  1: ['single', 'twin', 'triple', 'family'],
  2: ['single', 'twin', 'triple', 'family'],
  3: ['twin', 'deluxe-king', 'triple', 'family'],
  4: ['twin', 'deluxe-king', 'family', 'junior-suite', 'suite'],
  5: ['twin', 'junior-suite', 'suite', 'family'],
};
/** Whole USD per night for a standard double, by stars. */
const BASE_BY_STARS = [0, 45, 70, 110, 175, 320];
const ROOMS_BY_STARS: Record<number, [number, number]> = {
  1: [8, 30],
  2: [15, 60],
  3: [30, 160],
  4: [60, 280],
  5: [80, 400],
};
const STAR_WEIGHTS: [Hotel['stars'], number][] = [
  [1, 5],
  [2, 15],
  [3, 38],
  [4, 30],
  [5, 12],
];
const SCENES: Record<number, readonly string[]> = {
  1: ['hotel-inn'],
  2: ['hotel-inn', 'hotel-modern'],
  3: ['hotel-modern', 'hotel-tower'],
  4: ['hotel-tower', 'hotel-boutique'],
  5: ['hotel-palace', 'hotel-resort'],
};
const CLIMATE_PALETTES: Record<Climate, readonly PaletteName[]> = {
  north: ['harbor', 'dusk', 'meadow', 'terracotta', 'glacier'],
  south: ['harbor', 'sand', 'meadow', 'sunrise', 'orchid'],
  tropical: ['lagoon', 'citrus', 'sunrise', 'orchid', 'sand'],
};

function weighted<T>(rng: Rng, entries: readonly [T, number][]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.float() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

function amenityChance(amenity: HotelAmenity, stars: number, climate: Climate, coastal: boolean): number {
  switch (amenity) {
    case 'wifi':
      return 0.97;
    case 'parking':
      return 0.6;
    case 'pool':
      return 0.05 + stars * 0.14 + (climate === 'tropical' ? 0.15 : 0);
    case 'spa':
      return stars >= 4 ? 0.6 : 0.05;
    case 'gym':
      return stars * 0.18;
    case 'restaurant':
      return 0.2 + stars * 0.15;
    case 'bar':
      return 0.1 + stars * 0.15;
    case 'breakfast':
      return 0.55;
    case 'room-service':
      return stars >= 4 ? 0.85 : 0.1;
    case 'air-conditioning':
      return climate === 'tropical' ? 0.95 : 0.6;
    case 'airport-shuttle':
      return 0.25;
    case 'pet-friendly':
      return 0.25;
    case 'business-center':
      return stars >= 3 ? 0.4 : 0.05;
    case 'family-rooms':
      return 0.45;
    case 'beach-access':
      // Only by the sea (coast.ts).
      return coastal ? 0.2 : 0;
  }
}

/**
 * Hotels per city: grows with the square root of the population (4 to 50); a tourist destination
 * (tourism.ts) has at least DESTINATION_MIN_HOTELS.
 */
export function hotelCountFor(population: number, destination = false): number {
  const byPopulation = Math.max(4, Math.min(50, Math.round(1.1 * Math.sqrt(population / 10_000))));
  return destination ? Math.max(DESTINATION_MIN_HOTELS, byPopulation) : byPopulation;
}

type RoomPlan = { code: RoomCode; count: number }[];

function roomPlan(rng: Rng, stars: number): RoomPlan {
  const [minRooms, maxRooms] = ROOMS_BY_STARS[stars]!;
  const total = rng.int(minRooms, maxRooms);
  const codes = new Set<RoomCode>([stars === 5 ? 'deluxe-king' : 'double']);
  for (const code of rng.sample(ROOM_CHOICES[stars]!, rng.int(1, 3))) codes.add(code);
  const ordered = [...codes];
  const shares = ordered.map((_, i) => (i === 0 ? 3 : 1) + rng.float());
  const shareSum = shares.reduce((a, b) => a + b, 0);
  return ordered.map((code, i) => ({ code, count: Math.max(2, Math.round((total * shares[i]!) / shareSum)) }));
}

function roomTypes(plan: RoomPlan, hotelId: string, baseUsd: number): RoomType[] {
  return plan.map(({ code, count }) => ({
    id: `${hotelId}-${code}`,
    code,
    name: ROOMS[code].name,
    capacity: ROOMS[code].sleeps,
    count,
    baseRate: Math.round(baseUsd * ROOMS[code].rateFactor) * 100,
  }));
}

/** The nightly base rate (USD cents) of the cheapest room for two: what deals and listings lead with. */
export function leadRate(rooms: readonly RoomType[]): number {
  return Math.min(...rooms.filter((room) => room.capacity >= 2).map((room) => room.baseRate));
}

/**
 * Hotels of the same name (a chain) in different cities never share a lead rate: it moves up a
 * dollar at a time until it is at least CHAIN_RATE_GAP dollars from the others of that name, so
 * their prices differ on any night whose season and weekday factors are the same (factors ≥ 0.5).
 */
export const CHAIN_RATE_GAP = 2;

type Generation = {
  seed: number;
  chainRates: Map<string, number[]>;
  onRenamed?: (cityId: string, name: string) => void;
};

function generateHotel(
  gen: Generation,
  city: LodgingCity,
  place: CityPlace,
  index: number,
  usedNames: Set<string>,
): Hotel {
  const id = `${city.id}-h${String(index + 1).padStart(2, '0')}`;
  const rng = seededRng(gen.seed, `hotel:${id}`);
  const stars = weighted(rng, STAR_WEIGHTS);
  const pick = uniqueName(() => hotelName(rng, stars, city.name, place.coastal), usedNames);
  if (pick.renamed) gen.onRenamed?.(city.id, pick.name);
  const name = pick.name;
  const popFactor = 0.8 + 0.12 * Math.log10(Math.max(1, city.population / 100_000));
  let baseUsd = Math.max(25, Math.round(BASE_BY_STARS[stars]! * popFactor * rng.between(0.85, 1.15)));
  const plan = roomPlan(rng, stars);
  const chainRates = gen.chainRates.get(name) ?? [];
  gen.chainRates.set(name, chainRates);
  let rooms = roomTypes(plan, id, baseUsd);
  while (chainRates.some((rate) => Math.abs(rate - leadRate(rooms)) < CHAIN_RATE_GAP * 100))
    rooms = roomTypes(plan, id, ++baseUsd);
  chainRates.push(leadRate(rooms));
  const rating = 3.0 + stars * 0.3 + (rng.float() - 0.5) * 1.2;
  const amenities = hotelAmenities.filter((amenity) =>
    rng.chance(amenityChance(amenity, stars, city.climate, place.coastal)),
  );
  const point = pointNear(rng, city.lat, city.lon, 4);
  const address = streetAddress(rng, place.language, city.country, city.name);
  return {
    id,
    name,
    cityId: city.id,
    cityName: city.name,
    country: city.country,
    location: `${city.name}, ${city.countryName}`,
    address,
    lat: point.lat,
    lon: point.lon,
    stars,
    guestRating: Math.max(2.5, Math.min(5, Math.round(rating * 10) / 10)),
    reviewCount: rng.int(8, 120) * stars + rng.int(0, 60),
    amenities,
    climate: city.climate,
    roomTypes: rooms,
    currency: 'USD',
    imagery: imageryFor(rng.pick(SCENES[stars]!), id, CLIMATE_PALETTES[city.climate]),
  };
}

/**
 * Deterministic hotels in the travel cities (travel-cities.ts): same seed and data, same inventory.
 * Names are unique within a city; addresses are in the city's language (addresses.ts).
 */
export function generateHotels(
  ref: Pick<ReferenceData, 'cities' | 'countries' | 'airports'>,
  options: HotelGeneratorOptions,
): HotelInventory {
  const cities = pickTravelCities(ref, options.cityCount ?? 600);
  const gen: Generation = { seed: options.seed, chainRates: new Map(), onRenamed: options.onRenamed };
  const hotels: Hotel[] = [];
  for (const city of cities) {
    const usedNames = new Set<string>();
    const place = cityPlace(city);
    const count = hotelCountFor(city.population, TOURIST_CITY_IDS.has(city.id));
    for (let i = 0; i < count; i++) hotels.push(generateHotel(gen, city, place, i, usedNames));
  }
  return { seed: options.seed, cities, hotels };
}
