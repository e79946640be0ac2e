import type { LodgingOption, OpeningRange, PlannerDestination, PlannerPlace, PlanQuery } from '../types.ts';

/** The same hours every day of the week. */
export const everyDay = (...ranges: OpeningRange[]): OpeningRange[][] => Array.from({ length: 7 }, () => ranges);

export const CENTRE = { lat: 41.3874, lon: 2.1686 };

/** A point about `northKm` north and `eastKm` east of the centre. */
export const near = (northKm: number, eastKm: number) => ({
  lat: CENTRE.lat + northKm / 111.2,
  lon: CENTRE.lon + eastKm / (111.2 * Math.cos((CENTRE.lat * Math.PI) / 180)),
});

export function sight(id: string, overrides: Partial<PlannerPlace> = {}): PlannerPlace {
  return {
    ...near(0, 0),
    id,
    name: `Sight ${id}`,
    kind: 'attraction',
    neighbourhood: 'Centre',
    opening: everyDay([9 * 60, 18 * 60]),
    visitMinutes: 60,
    priceMinor: 1000,
    tags: ['Culture'],
    meals: [],
    priceLevel: null,
    ...overrides,
  };
}

export function restaurant(id: string, overrides: Partial<PlannerPlace> = {}): PlannerPlace {
  return {
    ...near(0, 0),
    id,
    name: `Restaurant ${id}`,
    kind: 'restaurant',
    neighbourhood: 'Centre',
    opening: everyDay([11 * 60, 23 * 60]),
    visitMinutes: 60,
    priceMinor: 2000,
    tags: ['Food'],
    meals: ['lunch', 'dinner'],
    priceLevel: 2,
    ...overrides,
  };
}

export const destination: PlannerDestination = {
  ...CENTRE,
  id: 'barcelona',
  name: 'Barcelona',
  timeZone: 'Europe/Madrid',
  transitFareMinor: 250,
  dailyCosts: {
    budget: { food: 3000, transport: 800, activities: 1500 },
    moderate: { food: 7000, transport: 1500, activities: 4000 },
    luxury: { food: 16000, transport: 4000, activities: 10000 },
    'ultra-luxury': { food: 35000, transport: 9000, activities: 25000 },
  },
};

export const hotel = (id: string, totalMinor: number, at = near(0.5, 0.5)): LodgingOption => ({
  ...at,
  kind: 'hotel',
  id,
  name: `Hotel ${id}`,
  totalMinor,
  ref: { hotelId: id },
});

/** A compact city: a dozen sights spread over a few km and restaurants near them. */
export function cityPlaces(): PlannerPlace[] {
  const sights = Array.from({ length: 12 }, (_, i) =>
    sight(`s${i}`, {
      ...near(Math.floor(i / 4) * 2 - 2, (i % 4) * 1.2 - 2),
      visitMinutes: [60, 90, 120][i % 3]!,
      tags: i % 2 === 0 ? ['Culture', 'History'] : ['Nature'],
      priceMinor: i % 3 === 0 ? 0 : 1500,
    }),
  );
  const restaurants = Array.from({ length: 8 }, (_, i) =>
    restaurant(`r${i}`, {
      ...near((i % 3) * 2 - 2, Math.floor(i / 3) * 1.5 - 1.5),
      priceLevel: (i % 4) + 1,
      priceMinor: ((i % 4) + 1) * 1500,
    }),
  );
  return [...sights, ...restaurants];
}

export function baseQuery(overrides: Partial<PlanQuery> = {}): PlanQuery {
  return {
    destination,
    places: cityPlaces(),
    startDate: '2026-06-01',
    endDate: '2026-06-03',
    travelers: 2,
    budgetMinor: null,
    interests: ['History'],
    pace: 'moderate',
    tier: 'moderate',
    lodging: [hotel('cheap', 30000), hotel('mid', 60000, near(0, 1)), hotel('posh', 150000, near(-0.5, 0))],
    ...overrides,
  };
}
