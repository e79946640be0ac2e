import type { VehicleMake } from '@escazo/contracts/driver-application';
import { rideTypes, type RideType } from '@escazo/contracts/ride-options';
import { hashString, Rng } from '@escazo/inventory/flights';
import { destinationPoint, greatCircleKm, type LatLon } from './geo.ts';
import type { RideCity } from './places/types.ts';

/** An autopilot driver of a city's seeded fleet (the database gives it its id). */
export type FleetDriver = {
  cityId: string;
  name: string;
  phone: string;
  /** 42–49: a rating of 4.2–4.9. */
  ratingTenths: number;
  vehicleMake: Exclude<VehicleMake, 'other'>;
  vehicleModel: string;
  vehicleColour: string;
  plate: string;
  vehicleType: RideType;
  lat: number;
  lon: number;
};

export type FleetCity = {
  cityId: string;
  lat: number;
  lon: number;
  population: number;
  /** Places that keep their own drivers waiting (the city's airports, often beyond 10 km of the centre). */
  hubs?: readonly LatLon[];
};

export const DEFAULT_FLEET_SEED = 2027;
export const FLEET_MIN_SIZE = 12;
export const FLEET_MAX_SIZE = 60;
/** Drivers start scattered within this distance of the city centre… */
export const FLEET_RADIUS_KM = 8;
/** …except every third driver of a type, who waits within this distance of a hub (taken in turn). */
export const FLEET_HUB_RADIUS_KM = 3;
const HUB_EVERY = 3;
/** Airports nearer the centre than this are served by the centre's drivers. */
const HUB_MIN_KM = 4;
const MAX_HUBS = 3;

/** Share of each type in a fleet; every type still gets at least 2 drivers. */
const TYPE_SHARES: Readonly<Record<RideType, number>> = {
  economy: 0.4,
  premium: 0.2,
  shared: 0.15,
  suv: 0.15,
  luxury: 0.1,
};
const MIN_PER_TYPE = 2;

type Make = Exclude<VehicleMake, 'other'>;
/** Electric models by the ride types they serve; SUVs seat 6, so only three-row models. */
const MODELS: readonly { make: Make; model: string; types: readonly RideType[] }[] = [
  { make: 'tesla', model: 'Model 3', types: ['economy', 'premium', 'shared'] },
  { make: 'tesla', model: 'Model Y', types: ['economy', 'premium'] },
  { make: 'tesla', model: 'Model S', types: ['premium', 'luxury'] },
  { make: 'tesla', model: 'Model X', types: ['suv', 'luxury'] },
  { make: 'nissan', model: 'Leaf', types: ['economy', 'shared'] },
  { make: 'nissan', model: 'Ariya', types: ['economy', 'premium'] },
  { make: 'chevrolet', model: 'Bolt EUV', types: ['economy', 'shared'] },
  { make: 'chevrolet', model: 'Equinox EV', types: ['economy'] },
  { make: 'chevrolet', model: 'Blazer EV', types: ['premium'] },
  { make: 'ford', model: 'Mustang Mach-E', types: ['economy', 'premium'] },
  { make: 'hyundai', model: 'Ioniq 5', types: ['economy', 'premium'] },
  { make: 'hyundai', model: 'Ioniq 6', types: ['economy', 'premium'] },
  { make: 'hyundai', model: 'Kona Electric', types: ['economy', 'shared'] },
  { make: 'hyundai', model: 'Ioniq 9', types: ['suv'] },
  { make: 'kia', model: 'Niro EV', types: ['economy', 'shared'] },
  { make: 'kia', model: 'EV6', types: ['economy', 'premium'] },
  { make: 'kia', model: 'EV9', types: ['suv'] },
  { make: 'audi', model: 'Q4 e-tron', types: ['premium'] },
  { make: 'audi', model: 'Q8 e-tron', types: ['premium'] },
  { make: 'audi', model: 'e-tron GT', types: ['luxury'] },
  { make: 'bmw', model: 'i4', types: ['premium'] },
  { make: 'bmw', model: 'iX', types: ['premium', 'luxury'] },
  { make: 'bmw', model: 'i7', types: ['luxury'] },
  { make: 'mercedes', model: 'EQE', types: ['premium'] },
  { make: 'mercedes', model: 'EQS', types: ['luxury'] },
  { make: 'mercedes', model: 'EQB', types: ['suv'] },
  { make: 'volkswagen', model: 'ID.4', types: ['economy', 'shared'] },
  { make: 'volkswagen', model: 'ID. Buzz', types: ['suv'] },
  { make: 'rivian', model: 'R1S', types: ['suv'] },
  { make: 'lucid', model: 'Air', types: ['luxury'] },
  { make: 'lucid', model: 'Gravity', types: ['suv', 'luxury'] },
];

type Model = (typeof MODELS)[number];
const MODELS_BY_TYPE = {} as Record<RideType, readonly Model[]>;
for (const type of rideTypes) MODELS_BY_TYPE[type] = MODELS.filter((m) => m.types.includes(type));

const COLOURS = ['White', 'Pearl White', 'Black', 'Silver', 'Grey', 'Midnight Blue', 'Blue', 'Red', 'Green'] as const;

/** Fictional drivers: first and last names are combined at random. */
const FIRST_NAMES = [
  'Amara',
  'Diego',
  'Mei',
  'Tomasz',
  'Priya',
  'Kwame',
  'Sofia',
  'Hiroshi',
  'Fatima',
  'Lucas',
  'Aylin',
  'Mateo',
  'Ingrid',
  'Rahul',
  'Chloe',
  'Emeka',
  'Yara',
  'Jonas',
  'Leilani',
  'Omar',
  'Nadia',
  'Samuel',
  'Valentina',
  'Minh',
] as const;
const LAST_NAMES = [
  'Okafor',
  'Hernández',
  'Chen',
  'Kowalski',
  'Sharma',
  'Mensah',
  'Rossi',
  'Tanaka',
  'Haddad',
  'Silva',
  'Yilmaz',
  'García',
  'Lindqvist',
  'Patel',
  'Dubois',
  'Adeyemi',
  'Nasser',
  'Becker',
  'Kahale',
  'Farouk',
  'Novak',
  'Brooks',
  'Moreno',
  'Nguyen',
] as const;

/** About 12 drivers for a town, up to 60 for the largest cities (log of the population). */
export function fleetSize(population: number): number {
  const size = Math.round(FLEET_MIN_SIZE + (Math.log10(Math.max(1, population)) - 4.5) * 16);
  return Math.min(FLEET_MAX_SIZE, Math.max(FLEET_MIN_SIZE, size));
}

/** Drivers per type: the shares of the size, at least 2 each, economy takes the rest. */
export function fleetTypeCounts(size: number): Record<RideType, number> {
  const counts = {} as Record<RideType, number>;
  let others = 0;
  for (const type of rideTypes) {
    if (type === 'economy') continue;
    counts[type] = Math.max(MIN_PER_TYPE, Math.round(size * TYPE_SHARES[type]));
    others += counts[type];
  }
  counts.economy = Math.max(MIN_PER_TYPE, size - others);
  return counts;
}

/** A fictional US number in the 555-0100–0199 range reserved for fiction. */
function fictionalPhone(rng: Rng): string {
  return `+1 (${rng.int(201, 989)}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
}

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function uniquePlate(rng: Rng, used: Set<string>): string {
  for (;;) {
    const plate = `EV${String(rng.int(0, 9999)).padStart(4, '0')}${PLATE_LETTERS[rng.int(0, PLATE_LETTERS.length - 1)]}`;
    if (!used.has(plate)) {
      used.add(plate);
      return plate;
    }
  }
}

const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

/** The seeded autopilot fleet of a city: the same city and seed always give the same drivers. */
export function generateFleet(city: FleetCity, seed = DEFAULT_FLEET_SEED): FleetDriver[] {
  const rng = new Rng(hashString(`${seed}:${city.cityId}`));
  const people = rng.fork('people');
  const cars = rng.fork('cars');
  const places = rng.fork('places');
  const plates = new Set<string>();
  const counts = fleetTypeCounts(fleetSize(city.population));
  const drivers: FleetDriver[] = [];
  for (const vehicleType of rideTypes) {
    for (let i = 0; i < counts[vehicleType]; i++) {
      const { make, model } = cars.pick(MODELS_BY_TYPE[vehicleType]);
      const hubs = city.hubs ?? [];
      const hub =
        hubs.length > 0 && i % HUB_EVERY === HUB_EVERY - 1 ? hubs[Math.floor(i / HUB_EVERY) % hubs.length]! : null;
      // Uniform over the disc: the square root keeps the middle from crowding.
      const at = destinationPoint(
        hub ?? city,
        places.next() * 360,
        (hub ? FLEET_HUB_RADIUS_KM : FLEET_RADIUS_KM) * Math.sqrt(places.next()),
      );
      const upmarket = vehicleType === 'premium' || vehicleType === 'luxury';
      drivers.push({
        cityId: city.cityId,
        name: `${people.pick(FIRST_NAMES)} ${people.pick(LAST_NAMES)}`,
        phone: fictionalPhone(people),
        ratingTenths: people.int(upmarket ? 45 : 42, 49),
        vehicleMake: make,
        vehicleModel: model,
        vehicleColour: cars.pick(COLOURS),
        plate: uniquePlate(cars, plates),
        vehicleType,
        lat: round5(at.lat),
        lon: round5(at.lon),
      });
    }
  }
  return drivers;
}

/** The makes the fleet drives (all from the driver application's list). */
export const fleetMakes: readonly Make[] = [...new Set(MODELS.map((m) => m.make))];

/** A catalogue city as a fleet city: its airports away from the centre (largest first, at most 3) become hubs. */
export function fleetCityFor(city: Pick<RideCity, 'id' | 'centre' | 'population' | 'places'>): FleetCity {
  const hubs = city.places
    .filter((place) => place.kind === 'airport' && greatCircleKm(city.centre, place) >= HUB_MIN_KM)
    .slice(0, MAX_HUBS)
    .map((place) => ({ lat: place.lat, lon: place.lon }));
  return { cityId: city.id, lat: city.centre.lat, lon: city.centre.lon, population: city.population, hubs };
}
