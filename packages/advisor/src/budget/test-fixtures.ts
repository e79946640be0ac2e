import type { DailyCost, DestinationInput, LodgingPrice, PricesAtLength } from './types.ts';

const cost = (food: number, transport: number, activities: number): DailyCost => ({ food, transport, activities });

/** A destination whose prices are simple to check by hand: every amount in USD cents. */
export function fixtureDestination(overrides: Partial<DestinationInput> = {}): DestinationInput {
  return {
    id: 'lisbon',
    name: 'Lisbon',
    country: 'Portugal',
    image: '/media/scenes/pt-lisbon.svg',
    mustVisit: false,
    home: false,
    places: [
      { tags: ['Culture', 'History'], free: false },
      { tags: ['Food'], free: false },
      { tags: ['Beaches'], free: true },
      { tags: ['Nature'], free: true },
    ],
    bestMonths: [4, 5, 6, 9, 10],
    idealStay: { min: 3, max: 5 },
    dailyCosts: {
      budget: cost(3000, 500, 1500),
      moderate: cost(6000, 1000, 4000),
      luxury: cost(13000, 2500, 9000),
      'ultra-luxury': cost(30000, 8000, 22000),
    },
    transitFareMinor: 200,
    rideFares: { economy: 1800, distanceKm: 6.2 },
    airportTransfer: { fareMinor: 3000, distanceKm: 18.4 },
    guide: 'Lisbon spreads over steep hills. Metro, trams and buses cover the city. Spring is mild.',
    neighbourhoods: [{ name: 'Alfama', description: 'The oldest quarter, a maze of alleys.' }],
    lengths: [3, 4, 5].map((days) => pricesAt(days)),
    ...overrides,
  };
}

/** Fares 40,000 for the party; a hotel at 10,000 a night and a rental at 8,000 a night. */
export function pricesAt(days: number, fares: number | null = 40_000): PricesAtLength {
  const nights = days - 1;
  const lodging: LodgingPrice[] =
    nights === 0
      ? []
      : [
          {
            type: 'hotel',
            totalMinor: 10_000 * nights,
            nights,
            name: 'Hotel Tejo',
            link: '/hotels/h1',
            stars: 3,
            rooms: 1,
          },
          {
            type: 'vacation-rental',
            totalMinor: 8_000 * nights,
            nights,
            name: 'Alfama flat',
            link: '/stays/s1',
            stars: null,
            rooms: 1,
          },
        ];
  return {
    days,
    flights: fares === null ? null : { totalMinor: fares, from: 'LHR', to: 'LIS' },
    lodging,
    rental: { totalMinor: 5_000 * days, cars: 1, days, provider: 'Northwind', model: 'Toyota Corolla or similar' },
  };
}
