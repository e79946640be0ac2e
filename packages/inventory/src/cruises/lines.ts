import { cruiseLines, type CruiseLineId, type CruiseRegion } from '@escazo/contracts/search-cruises';

/**
 * Our fictional cruise lines (names in contracts): guest rating, price tier (0 = value, 1 = luxury),
 * regions sailed, ship name prefix, and whether the ships are small expedition ships.
 */
export const cruiseLineProfiles: Record<
  CruiseLineId,
  { rating: number; tier: number; regions: CruiseRegion[]; prefix: string; expedition: boolean }
> = {
  'azure-horizon': {
    rating: 4.3,
    tier: 0.5,
    regions: ['caribbean', 'mediterranean', 'europe', 'alaska'],
    prefix: 'Azure',
    expedition: false,
  },
  'northern-star': {
    rating: 4.4,
    tier: 0.6,
    regions: ['alaska', 'europe', 'asia'],
    prefix: 'Northern',
    expedition: false,
  },
  'coral-crown': {
    rating: 4.0,
    tier: 0.35,
    regions: ['caribbean', 'south-pacific', 'asia', 'mediterranean'],
    prefix: 'Coral',
    expedition: false,
  },
  meridian: {
    rating: 4.2,
    tier: 0.55,
    regions: ['mediterranean', 'europe', 'south-america', 'caribbean'],
    prefix: 'Meridian',
    expedition: false,
  },
  'polar-wind': {
    rating: 4.7,
    tier: 0.9,
    regions: ['antarctica', 'alaska', 'south-america', 'europe'],
    prefix: 'Polar',
    expedition: true,
  },
  'pacific-pearl': {
    rating: 4.3,
    tier: 0.5,
    regions: ['south-pacific', 'asia', 'alaska'],
    prefix: 'Pacific',
    expedition: false,
  },
  'silver-tide': {
    rating: 4.6,
    tier: 0.85,
    regions: ['mediterranean', 'caribbean', 'south-america', 'antarctica'],
    prefix: 'Silver',
    expedition: false,
  },
  'aurora-blue': {
    rating: 3.9,
    tier: 0.3,
    regions: ['europe', 'caribbean', 'south-pacific', 'asia'],
    prefix: 'Aurora',
    expedition: false,
  },
};

export const cruiseLineList = cruiseLines.map((line) => ({
  id: line.id,
  name: line.name,
  rating: cruiseLineProfiles[line.id].rating,
}));

export const SHIP_WORDS = [
  'Dawn',
  'Voyager',
  'Serenade',
  'Majesty',
  'Spirit',
  'Explorer',
  'Harmony',
  'Odyssey',
  'Radiance',
  'Navigator',
  'Solstice',
  'Tradewind',
  'Equinox',
  'Celeste',
  'Horizon',
  'Mariner',
];

/** Nights patterns a ship repeats in a region (one is picked per ship). */
export const regionRotations: Record<CruiseRegion, readonly (readonly number[])[]> = {
  caribbean: [[3, 4], [7], [5, 7], [10], [2, 3]],
  alaska: [[7], [7, 10], [3, 4]],
  europe: [[7], [10, 14], [12], [4, 3]],
  mediterranean: [[7], [10], [7, 12], [3, 4]],
  'south-pacific': [[7, 10], [12], [3, 4]],
  asia: [[5, 7], [10], [14], [2, 4]],
  'south-america': [[7], [10, 14], [4, 3]],
  antarctica: [[10], [12], [14, 21], [8]],
};

/** Per person per night in an inside cabin before tier, season and demand (whole USD). */
export const regionBaseNightly: Record<CruiseRegion, number> = {
  caribbean: 90,
  alaska: 140,
  europe: 130,
  mediterranean: 120,
  'south-pacific': 130,
  asia: 110,
  'south-america': 120,
  antarctica: 650,
};

/** Season factor by departure month (January first), per region. */
export const regionSeason: Record<CruiseRegion, readonly number[]> = {
  caribbean: [1.2, 1.2, 1.2, 1.15, 1.0, 0.9, 0.9, 0.85, 0.8, 0.85, 1.0, 1.25],
  alaska: [0.8, 0.8, 0.8, 0.9, 1.1, 1.25, 1.3, 1.25, 1.05, 0.85, 0.8, 0.85],
  europe: [0.8, 0.8, 0.85, 0.95, 1.1, 1.3, 1.35, 1.3, 1.1, 0.95, 0.85, 0.9],
  mediterranean: [0.8, 0.8, 0.9, 1.05, 1.15, 1.3, 1.35, 1.3, 1.15, 1.05, 0.85, 0.9],
  'south-pacific': [1.2, 1.15, 1.05, 1.0, 0.9, 0.9, 0.95, 0.95, 1.0, 1.05, 1.1, 1.25],
  asia: [1.0, 1.0, 1.15, 1.15, 1.0, 0.9, 0.95, 0.95, 0.95, 1.1, 1.1, 1.0],
  'south-america': [1.25, 1.25, 1.1, 0.95, 0.9, 0.85, 0.9, 0.9, 0.9, 0.95, 1.05, 1.2],
  antarctica: [1.3, 1.15, 1.05, 0.85, 0.8, 0.8, 0.8, 0.8, 0.85, 0.95, 1.1, 1.3],
};
