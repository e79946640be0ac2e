import type { StayType } from '@escazo/contracts/search-stays';
import { pickLodgingCities } from '../hotels/cities.ts';
import { pointNear } from '../hotels/names.ts';
import type { LodgingCity } from '../hotels/types.ts';
import { imageryFor } from '../imagery/descriptor.ts';
import { seededRng, type Rng } from '../imagery/random.ts';
import type { ReferenceData } from '../reference/types.ts';
import type { Stay, StayInventory } from './types.ts';

export type StayGeneratorOptions = {
  seed: number;
  /** Cities to place stays in (default 500). */
  cityCount?: number;
};

const ADJECTIVES = [
  'Cozy',
  'Bright',
  'Modern',
  'Charming',
  'Spacious',
  'Stylish',
  'Sunny',
  'Quiet',
  'Elegant',
  'Airy',
  'Rustic',
  'Chic',
];
const AREAS = [
  'the Old Town',
  'the City Centre',
  'a Quiet Neighbourhood',
  'the Riverside District',
  'the Harbour District',
  'the Arts Quarter',
];
const LANDMARKS = [
  'the Old Town',
  'the Park',
  'the Waterfront',
  'the Main Square',
  'the Market',
  'the Station',
  'the Museum District',
];
const FEATURES: Record<StayType, readonly string[]> = {
  apartment: ['Balcony', 'City Views', 'Rooftop Terrace', 'Workspace', 'Terrace'],
  house: ['Garden', 'Patio', 'Fireplace', 'Terrace', 'Courtyard'],
  villa: ['Private Pool', 'Pool', 'Sea Views', 'Garden', 'Terrace'],
};
const SHAPE: Record<StayType, { beds: [number, number]; baths: [number, number]; price: [number, number] }> = {
  apartment: { beds: [1, 3], baths: [1, 2], price: [35, 260] },
  house: { beds: [2, 5], baths: [1, 3], price: [80, 450] },
  villa: { beds: [3, 6], baths: [2, 5], price: [180, 900] },
};
const TYPE_WEIGHTS: [StayType, number][] = [
  ['apartment', 50],
  ['house', 30],
  ['villa', 20],
];
export const stayMaxNightlyUsd = 1000;

function pickType(rng: Rng): StayType {
  let roll = rng.float() * 100;
  for (const [type, weight] of TYPE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return 'apartment';
}

function title(rng: Rng, type: StayType, beds: number, city: LodgingCity): string {
  const adjective = rng.pick(ADJECTIVES);
  const feature = rng.pick(FEATURES[type]);
  const noun =
    type === 'apartment'
      ? rng.pick(['Apartment', 'Loft', 'Flat'])
      : type === 'house'
        ? rng.pick(['House', 'Townhouse', 'Cottage'])
        : 'Villa';
  switch (rng.int(0, 3)) {
    case 0:
      return `${adjective} ${noun} in ${rng.pick(AREAS)}`;
    case 1:
      return `${adjective} ${noun} near ${rng.pick(LANDMARKS)}`;
    case 2:
      return `${beds}-Bedroom ${noun} with ${feature}`;
    default:
      return `${adjective} ${city.name} ${noun} with ${feature}`;
  }
}

/** Stays per city: 3 to 10, growing with the square root of the population. */
export function stayCountFor(population: number): number {
  return Math.max(3, Math.min(10, Math.round(0.45 * Math.sqrt(population / 10_000))));
}

function generateStay(seed: number, city: LodgingCity, index: number): Stay {
  const id = `${city.id}-s${String(index + 1).padStart(2, '0')}`;
  const rng = seededRng(seed, `stay:${id}`);
  const type = pickType(rng);
  const shape = SHAPE[type];
  const beds = rng.int(shape.beds[0], shape.beds[1]);
  const baths = Math.min(beds + 1, rng.int(shape.baths[0], shape.baths[1]));
  const popFactor = 0.85 + 0.1 * Math.log10(Math.max(1, city.population / 100_000));
  const usd = Math.round((rng.int(shape.price[0], shape.price[1]) * popFactor) / 5) * 5;
  const point = pointNear(rng, city.lat, city.lon, 8);
  return {
    id,
    title: title(rng, type, beds, city),
    type,
    cityId: city.id,
    location: `${city.name}, ${city.countryName}`,
    lat: point.lat,
    lon: point.lon,
    beds,
    baths,
    guests: rng.int(beds, beds * 2),
    rating: Math.round(rng.between(3.6, 5) * 10) / 10,
    reviewCount: rng.int(3, 420),
    pricePerNight: Math.max(35, Math.min(stayMaxNightlyUsd, usd)) * 100,
    currency: 'USD',
    imagery: imageryFor(`stay-${type}`, id),
  };
}

/** Deterministic short stays (apartments, houses, villas) in the reference cities. */
export function generateStays(
  ref: Pick<ReferenceData, 'cities' | 'countries' | 'airports'>,
  options: StayGeneratorOptions,
): StayInventory {
  const cities = pickLodgingCities(ref, options.cityCount ?? 500);
  const stays: Stay[] = [];
  for (const city of cities) {
    const count = stayCountFor(city.population);
    for (let i = 0; i < count; i++) stays.push(generateStay(options.seed, city, i));
  }
  return { seed: options.seed, cities, stays };
}
