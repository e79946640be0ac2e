import type { StayType } from '@escazo/contracts/search-stays';
import type { CityPlace } from '../hotels/areas.ts';
import { pointNear } from '../hotels/names.ts';
import { stayLayout } from '../hotels/occupancy.ts';
import { cityPlace } from '../hotels/place.ts';
import { DESTINATION_MIN_STAYS, TOURIST_CITY_IDS } from '../hotels/tourism.ts';
import { pickTravelCities } from '../hotels/travel-cities.ts';
import { uniqueName } from '../hotels/unique-names.ts';
import type { LodgingCity } from '../hotels/types.ts';
import { imageryFor } from '../imagery/descriptor.ts';
import { seededRng, type Rng } from '../imagery/random.ts';
import type { ReferenceData } from '../reference/types.ts';
import { stayRating, stayReviewCount } from './ratings.ts';
import { stayTitle } from './titles.ts';
import type { Stay, StayInventory } from './types.ts';

export type StayGeneratorOptions = {
  seed: number;
  /** Cities to place stays in (default 500). */
  cityCount?: number;
  /** Told of every title drawn again because the city already had it (reports). */
  onRenamed?: RenameListener;
};

type RenameListener = (cityId: string, title: string) => void;

/** Whole USD per night before the city factor. */
const PRICE: Record<StayType, [number, number]> = { apartment: [35, 260], house: [80, 450], villa: [180, 900] };
type TypeWeights = readonly (readonly [StayType, number])[];
/** Mostly apartments; houses and villas where there is room for them. */
const TYPE_WEIGHTS: TypeWeights = [
  ['apartment', 50],
  ['house', 30],
  ['villa', 20],
];
/** A big city (BIG_CITY_POPULATION and more) rents flats; villas only where it is on the coast. */
const BIG_CITY_POPULATION = 1_000_000;
const BIG_CITY_WEIGHTS: TypeWeights = [
  ['apartment', 80],
  ['house', 20],
];
const BIG_COASTAL_CITY_WEIGHTS: TypeWeights = [
  ['apartment', 75],
  ['house', 15],
  ['villa', 10],
];
export const stayMaxNightlyUsd = 1000;

function typeWeightsFor(city: LodgingCity, place: CityPlace): TypeWeights {
  if (city.population < BIG_CITY_POPULATION) return TYPE_WEIGHTS;
  return place.coastal ? BIG_COASTAL_CITY_WEIGHTS : BIG_CITY_WEIGHTS;
}

function pickType(rng: Rng, weights: TypeWeights): StayType {
  let roll = rng.float() * 100;
  for (const [type, weight] of weights) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return 'apartment';
}

/**
 * Stays per city: 3 to 10, growing with the square root of the population; a tourist destination
 * (hotels/tourism.ts) has at least DESTINATION_MIN_STAYS.
 */
export function stayCountFor(population: number, destination = false): number {
  const byPopulation = Math.max(3, Math.min(10, Math.round(0.45 * Math.sqrt(population / 10_000))));
  return destination ? Math.max(DESTINATION_MIN_STAYS, byPopulation) : byPopulation;
}

type CityContext = { city: LodgingCity; place: CityPlace; titles: Set<string> };

function generateStay(seed: number, at: CityContext, index: number, onRenamed?: RenameListener): Stay {
  const { city, place } = at;
  const id = `${city.id}-s${String(index + 1).padStart(2, '0')}`;
  const rng = seededRng(seed, `stay:${id}`);
  const type = pickType(rng, typeWeightsFor(city, place));
  const { beds, baths, guests } = stayLayout(rng, type);
  const [minUsd, maxUsd] = PRICE[type];
  const popFactor = 0.85 + 0.1 * Math.log10(Math.max(1, city.population / 100_000));
  const usd = Math.round((rng.int(minUsd, maxUsd) * popFactor) / 5) * 5;
  const point = pointNear(rng, city.lat, city.lon, 8);
  const title = uniqueName(() => stayTitle(rng, type, beds, city, place), at.titles);
  if (title.renamed) onRenamed?.(city.id, title.name);
  const reviewCount = stayReviewCount(rng);
  return {
    id,
    title: title.name,
    type,
    cityId: city.id,
    location: `${city.name}, ${city.countryName}`,
    lat: point.lat,
    lon: point.lon,
    beds,
    baths,
    guests,
    rating: stayRating(rng, reviewCount),
    reviewCount,
    pricePerNight: Math.max(35, Math.min(stayMaxNightlyUsd, usd)) * 100,
    currency: 'USD',
    imagery: imageryFor(`stay-${type}`, id),
  };
}

/**
 * Deterministic short stays (apartments, houses, villas) in the travel cities
 * (hotels/travel-cities.ts): titles unique within a city and fitting it (titles.ts), layouts by
 * hotels/occupancy.ts, ratings by ratings.ts.
 */
export function generateStays(
  ref: Pick<ReferenceData, 'cities' | 'countries' | 'airports'>,
  options: StayGeneratorOptions,
): StayInventory {
  const cities = pickTravelCities(ref, options.cityCount ?? 500);
  const stays: Stay[] = [];
  for (const city of cities) {
    const at: CityContext = { city, place: cityPlace(city), titles: new Set() };
    const count = stayCountFor(city.population, TOURIST_CITY_IDS.has(city.id));
    for (let i = 0; i < count; i++) stays.push(generateStay(options.seed, at, i, options.onRenamed));
  }
  return { seed: options.seed, cities, stays };
}
