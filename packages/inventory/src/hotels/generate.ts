import { hotelAmenities, type HotelAmenity } from '@escazo/contracts/search-hotels';
import { imageryFor, type PaletteName } from '../imagery/descriptor.ts';
import { seededRng, type Rng } from '../imagery/random.ts';
import type { ReferenceData } from '../reference/types.ts';
import { pickLodgingCities } from './cities.ts';
import { hotelName, pointNear, streetAddress } from './names.ts';
import type { Climate, Hotel, HotelInventory, LodgingCity, RoomCode, RoomType } from './types.ts';

export type HotelGeneratorOptions = {
  seed: number;
  /** Cities to place hotels in (default 600). */
  cityCount?: number;
};

const ROOMS: Record<RoomCode, { name: string; capacity: number; rateFactor: number }> = {
  single: { name: 'Single Room', capacity: 1, rateFactor: 0.8 },
  double: { name: 'Standard Double Room', capacity: 2, rateFactor: 1 },
  twin: { name: 'Twin Room', capacity: 2, rateFactor: 1 },
  'deluxe-king': { name: 'Deluxe King Room', capacity: 2, rateFactor: 1.3 },
  triple: { name: 'Triple Room', capacity: 3, rateFactor: 1.35 },
  family: { name: 'Family Room', capacity: 4, rateFactor: 1.6 },
  'junior-suite': { name: 'Junior Suite', capacity: 3, rateFactor: 1.9 },
  suite: { name: 'Suite', capacity: 4, rateFactor: 2.6 },
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

function amenityChance(amenity: HotelAmenity, stars: number, climate: Climate): number {
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
      return 0.06;
  }
}

/** Hotels per city: grows with the square root of the population (4 to 50). */
export function hotelCountFor(population: number): number {
  return Math.max(4, Math.min(50, Math.round(1.1 * Math.sqrt(population / 10_000))));
}

function roomTypes(rng: Rng, hotelId: string, stars: number, baseUsd: number): RoomType[] {
  const [minRooms, maxRooms] = ROOMS_BY_STARS[stars]!;
  const total = rng.int(minRooms, maxRooms);
  const codes = new Set<RoomCode>([stars === 5 ? 'deluxe-king' : 'double']);
  for (const code of rng.sample(ROOM_CHOICES[stars]!, rng.int(1, 3))) codes.add(code);
  const ordered = [...codes];
  const shares = ordered.map((_, i) => (i === 0 ? 3 : 1) + rng.float());
  const shareSum = shares.reduce((a, b) => a + b, 0);
  return ordered.map((code, i) => {
    const room = ROOMS[code];
    return {
      id: `${hotelId}-${code}`,
      code,
      name: room.name,
      capacity: room.capacity,
      count: Math.max(2, Math.round((total * shares[i]!) / shareSum)),
      baseRate: Math.round(baseUsd * room.rateFactor) * 100,
    };
  });
}

function generateHotel(seed: number, city: LodgingCity, index: number, usedNames: Set<string>): Hotel {
  const id = `${city.id}-h${String(index + 1).padStart(2, '0')}`;
  const rng = seededRng(seed, `hotel:${id}`);
  const stars = weighted(rng, STAR_WEIGHTS);
  let name = hotelName(rng, stars, city.name);
  for (let attempt = 0; usedNames.has(name) && attempt < 5; attempt++) name = hotelName(rng, stars, city.name);
  if (usedNames.has(name)) name = `${name} ${index + 1}`;
  usedNames.add(name);
  const popFactor = 0.8 + 0.12 * Math.log10(Math.max(1, city.population / 100_000));
  const baseUsd = Math.max(25, Math.round(BASE_BY_STARS[stars]! * popFactor * rng.between(0.85, 1.15)));
  const rating = 3.0 + stars * 0.3 + (rng.float() - 0.5) * 1.2;
  const amenities = hotelAmenities.filter((amenity) => rng.chance(amenityChance(amenity, stars, city.climate)));
  const point = pointNear(rng, city.lat, city.lon, 4);
  return {
    id,
    name,
    cityId: city.id,
    cityName: city.name,
    country: city.country,
    location: `${city.name}, ${city.countryName}`,
    address: streetAddress(rng, city.name),
    lat: point.lat,
    lon: point.lon,
    stars,
    guestRating: Math.max(2.5, Math.min(5, Math.round(rating * 10) / 10)),
    reviewCount: rng.int(8, 120) * stars + rng.int(0, 60),
    amenities,
    climate: city.climate,
    roomTypes: roomTypes(rng, id, stars, baseUsd),
    currency: 'USD',
    imagery: imageryFor(rng.pick(SCENES[stars]!), id, CLIMATE_PALETTES[city.climate]),
  };
}

/** Deterministic hotels for the reference cities: same seed and data, same inventory. */
export function generateHotels(
  ref: Pick<ReferenceData, 'cities' | 'countries' | 'airports'>,
  options: HotelGeneratorOptions,
): HotelInventory {
  const cities = pickLodgingCities(ref, options.cityCount ?? 600);
  const hotels: Hotel[] = [];
  for (const city of cities) {
    const usedNames = new Set<string>();
    const count = hotelCountFor(city.population);
    for (let i = 0; i < count; i++) hotels.push(generateHotel(options.seed, city, i, usedNames));
  }
  return { seed: options.seed, cities, hotels };
}
