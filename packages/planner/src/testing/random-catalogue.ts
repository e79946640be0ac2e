import {
  BUDGET_TIERS,
  INTERESTS,
  PACES,
  type BudgetTier,
  type Interest,
  type Meal,
  type Pace,
} from '@escazo/contracts/planning-options';
import { destinationPoint } from '@escazo/rides';
import { neighbourhoodWalks } from '../walks.ts';
import type {
  FlightOption,
  LatLon,
  LodgingOption,
  OpeningRange,
  PlannerDestination,
  PlannerPlace,
  PlanQuery,
} from '../types.ts';

/** A small deterministic pseudo-random generator (mulberry32), so catalogues are reproducible from a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (random: Random, p: number) => random() < p;

export const TEST_CENTRE: LatLon = { lat: 48.8566, lon: 2.3522 };

export function randomDestination(random: Random, centre: LatLon = TEST_CENTRE): PlannerDestination {
  const daily = { food: 5000, transport: 1000, activities: 3000 };
  return {
    ...centre,
    id: 'test-city',
    name: 'Test City',
    timeZone: 'Europe/Paris',
    transitFareMinor: int(random, 100, 400),
    dailyCosts: { budget: daily, moderate: daily, luxury: daily, 'ultra-luxury': daily },
  };
}

const nearCentre = (random: Random, centre: LatLon, maxKm: number): LatLon => {
  const point = destinationPoint(centre, random() * 360, maxKm * Math.sqrt(random()));
  return { lat: point.lat, lon: point.lon };
};

/** Weekly hours: mostly one daytime range, sometimes split or late, some closed days. */
function randomOpening(random: Random, kind: PlannerPlace['kind']): OpeningRange[][] {
  const week: OpeningRange[][] = [];
  const closedDay = chance(random, 0.4) ? int(random, 0, 6) : -1;
  for (let day = 0; day < 7; day++) {
    if (day === closedDay || chance(random, 0.05)) {
      week.push([]);
      continue;
    }
    if (kind === 'restaurant') {
      week.push(
        chance(random, 0.5)
          ? [
              [11 * 60 + int(random, 0, 4) * 15, 15 * 60],
              [18 * 60, 22 * 60 + int(random, 0, 4) * 15],
            ]
          : [[int(random, 7, 11) * 60, int(random, 21, 24) * 60]],
      );
    } else if (chance(random, 0.15)) {
      week.push([[int(random, 16, 19) * 60, 24 * 60]]);
    } else week.push([[int(random, 7, 11) * 60, int(random, 16, 22) * 60]]);
  }
  return week;
}

/** A catalogue of 20–60 places within ~15 km of a centre, restaurants at least a third of them. */
export function randomPlaces(
  random: Random,
  centre: LatLon = TEST_CENTRE,
  count = int(random, 20, 60),
): PlannerPlace[] {
  const places: PlannerPlace[] = [];
  for (let i = 0; i < count; i++) {
    const kind: PlannerPlace['kind'] =
      i % 3 === 0
        ? 'restaurant'
        : chance(random, 0.2)
          ? 'experience'
          : pick(random, ['attraction', 'restaurant', 'attraction'] as const);
    const restaurant = kind === 'restaurant';
    const level = int(random, 1, 4);
    const meals: Meal[] = restaurant
      ? chance(random, 0.6)
        ? ['lunch', 'dinner']
        : chance(random, 0.5)
          ? ['lunch']
          : ['dinner']
      : [];
    const tags = new Set<Interest>();
    for (let t = int(random, restaurant ? 0 : 1, 3); t > 0; t--) tags.add(pick(random, INTERESTS));
    places.push({
      ...nearCentre(random, centre, chance(random, 0.7) ? 5 : 15),
      id: `place-${i}`,
      name: `Place ${i}`,
      kind,
      neighbourhood: `Area ${i % 5}`,
      opening: randomOpening(random, kind),
      visitMinutes: restaurant ? pick(random, [45, 60, 75, 90, 120]) : pick(random, [30, 45, 60, 90, 120, 180, 240]),
      priceMinor: restaurant ? level * int(random, 800, 2500) : chance(random, 0.35) ? 0 : int(random, 5, 40) * 100,
      tags: [...tags],
      meals,
      priceLevel: restaurant ? level : null,
      ...(!restaurant && chance(random, 0.15) ? { seasonMonths: randomSeason(random) } : {}),
    });
  }
  return places;
}

/** Three to seven consecutive months (wrapping over the new year), in calendar order. */
function randomSeason(random: Random): number[] {
  const first = int(random, 1, 12);
  const length = int(random, 3, 7);
  return Array.from({ length }, (_, i) => ((first - 1 + i) % 12) + 1).sort((a, b) => a - b);
}

export function randomLodging(random: Random, centre: LatLon, nights: number, travelers: number): LodgingOption[] {
  const count = chance(random, 0.1) ? 0 : int(random, 1, 5);
  const options = Array.from({ length: count }, (_, i): LodgingOption => ({
    ...nearCentre(random, centre, 6),
    kind: chance(random, 0.7) ? 'hotel' : 'stay',
    id: `lodging-${i}`,
    name: `Lodging ${i}`,
    totalMinor: nights * Math.ceil(travelers / 2) * int(random, 60, 600) * 100,
    ...(chance(random, 0.3) ? { checkInFrom: pick(random, [14 * 60, 16 * 60]) } : {}),
    ref: { lodging: i },
  }));
  return options.sort((a, b) => a.totalMinor - b.totalMinor);
}

export function randomFlight(
  random: Random,
  direction: FlightOption['direction'],
  centre: LatLon,
  travelers: number,
): FlightOption {
  const at = int(random, 5 * 60, 23 * 60 + 30);
  const overnight = chance(random, 0.3);
  return {
    direction,
    title: direction === 'outbound' ? 'Flight TS 101' : 'Flight TS 102',
    departLabel: '09:00',
    arriveLabel: '12:00',
    departDate: '2026-01-01',
    arriveDate: overnight ? '2026-01-02' : '2026-01-01',
    durationMinutes: overnight ? int(random, 420, 840) : int(random, 60, 480),
    international: chance(random, 0.6),
    atDestination: at,
    airport: { ...destinationPoint(centre, 90, 20), code: 'TST' },
    totalMinor: travelers * int(random, 100, 900) * 100,
    ref: { flight: direction },
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export type RandomQueryOptions = {
  days?: number;
  travelers?: number;
  pace?: Pace;
  tier?: BudgetTier;
  budget?: boolean;
  flights?: boolean;
};

/** A whole random planning query: catalogue, 1–14 days, 1–8 travelers, interests, pace, tier, maybe a budget, lodging and flights. */
export function randomQuery(seed: number, options: RandomQueryOptions = {}): PlanQuery {
  const random = seededRandom(seed);
  const destination = randomDestination(random);
  const catalogue = randomPlaces(random, destination);
  const places = [...catalogue, ...neighbourhoodWalks(catalogue)];
  const days = options.days ?? int(random, 1, 14);
  const startDate = addDays('2026-03-02', int(random, 0, 300));
  const travelers = options.travelers ?? int(random, 1, 8);
  const interests = [...new Set(Array.from({ length: int(random, 0, 3) }, () => pick(random, INTERESTS)))];
  const withFlights = options.flights ?? chance(random, 0.3);
  const outbound = withFlights && chance(random, 0.8) ? randomFlight(random, 'outbound', destination, travelers) : null;
  let back = withFlights && chance(random, 0.8) ? randomFlight(random, 'return', destination, travelers) : null;
  // On a one-day trip the return flight leaves well after the outbound one lands.
  if (back && outbound && days === 1)
    back = {
      ...back,
      atDestination: Math.min(23 * 60 + 30, Math.max(back.atDestination, outbound.atDestination + 6 * 60)),
    };
  return {
    destination,
    places,
    startDate,
    endDate: addDays(startDate, days - 1),
    travelers,
    budgetMinor: (options.budget ?? chance(random, 0.5)) ? int(random, 1, 60) * days * travelers * 2000 : null,
    interests,
    pace: options.pace ?? pick(random, PACES),
    tier: options.tier ?? pick(random, BUDGET_TIERS),
    lodging: randomLodging(random, destination, days - 1, travelers),
    flights: withFlights ? { outbound, return: back } : undefined,
  };
}
