import { carCategories, carDailyPriceRanges, type CarCategory } from '@escazo/contracts/search-cars';
import { TRAVEL_HUB_AIRPORT_SIZE } from '../hotels/cities.ts';
import { pickTravelCities } from '../hotels/travel-cities.ts';
import { streetAddress } from '../hotels/addresses.ts';
import { addressLanguage } from '../hotels/locale.ts';
import { pointNear } from '../hotels/names.ts';
import type { LodgingCity } from '../hotels/types.ts';
import { imageryFor } from '../imagery/descriptor.ts';
import { seededRng, type Rng } from '../imagery/random.ts';
import type { Airport, ReferenceData } from '../reference/types.ts';
import { carCategoryShapes, rentalCompanies } from './companies.ts';
import type { CarFleet, CarInventory, RentalLocation } from './types.ts';

export type CarGeneratorOptions = {
  seed: number;
  /** Cities with rental desks (default 350). */
  cityCount?: number;
};

/** Countries where rental fleets are all automatic. */
const AUTOMATIC_COUNTRIES = new Set(['US', 'CA', 'AU', 'NZ', 'JP', 'AE', 'SA', 'QA', 'KW', 'SG', 'CN', 'KR']);

function clamp01(value: number): number {
  return Math.max(0, Math.min(1, value));
}

/** A daily rate inside the documented range, placed by the company's tier (whole USD, in cents). */
export function dailyRateFor(category: CarCategory, tier: number, noise: number): number {
  const { min, max } = carDailyPriceRanges[category];
  return Math.round(min + (max - min) * clamp01(tier + noise)) * 100;
}

function fleetOf(
  rng: Rng,
  locationId: string,
  category: CarCategory,
  tier: number,
  big: boolean,
  automaticOnly: boolean,
): CarFleet {
  const shape = carCategoryShapes[category];
  const id = `${locationId}:${category}`;
  return {
    id,
    category,
    count: rng.int(big ? 6 : 2, big ? 45 : 15),
    dailyRate: dailyRateFor(category, tier, (rng.float() - 0.5) * 0.5),
    model: rng.pick(shape.models),
    seats: shape.seats,
    bags: shape.bags,
    doors: shape.doors,
    transmission:
      automaticOnly || category === 'luxury' || category === 'suv' || rng.chance(0.55) ? 'automatic' : 'manual',
    imagery: imageryFor(`car-${category}`, id),
  };
}

function fleet(rng: Rng, locationId: string, city: LodgingCity, tier: number, big: boolean): CarFleet[] {
  const automaticOnly = AUTOMATIC_COUNTRIES.has(city.country);
  const out: CarFleet[] = [];
  for (const category of carCategories) {
    const chance =
      category === 'luxury' ? (big ? 0.6 : 0.25) : category === 'economy' || category === 'compact' ? 0.95 : 0.85;
    if (rng.chance(chance)) out.push(fleetOf(rng, locationId, category, tier, big, automaticOnly));
  }
  // Every desk rents at least economy cars.
  if (out.length === 0) out.push(fleetOf(rng, locationId, 'economy', tier, big, automaticOnly));
  return out;
}

/** At most this many airport desks per company in one city (Paris: Orly and Charles de Gaulle). */
const MAX_AIRPORT_DESKS = 2;

/** The airports of a city that get rental desks: its large ones (at most two), else its main one. */
function deskAirports(city: LodgingCity, airports: Map<string, Airport>): Airport[] {
  const served = city.airports.map((code) => airports.get(code)).filter((airport) => airport !== undefined);
  const large = served.filter((airport) => airport.size >= TRAVEL_HUB_AIRPORT_SIZE).slice(0, MAX_AIRPORT_DESKS);
  return large.length > 0 ? large : served.slice(0, 1);
}

/** Rental desks at the main airports and in the centre of each city, for a few companies each. */
export function generateCars(
  ref: Pick<ReferenceData, 'cities' | 'countries' | 'airports'>,
  options: CarGeneratorOptions,
): CarInventory {
  const cities = pickTravelCities(ref, options.cityCount ?? 400);
  const airports = new Map<string, Airport>(ref.airports.map((airport) => [airport.iata, airport]));
  const locations: RentalLocation[] = [];
  for (const city of cities) {
    const rng = seededRng(options.seed, `cars:${city.id}`);
    const big = city.population >= 1_000_000;
    const companyCount = Math.max(2, Math.min(6, 2 + Math.floor(2 * Math.log10(city.population / 100_000))));
    const atAirports = deskAirports(city, airports);
    for (const company of rng.sample(rentalCompanies, companyCount).sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const rating = Math.max(1, Math.min(5, Math.round((company.rating + (rng.float() - 0.5) * 0.6) * 10) / 10));
      const desks: (Airport | 'city-centre')[] = [...atAirports];
      if (atAirports.length === 0 || city.population >= 300_000 || rng.chance(0.5)) desks.push('city-centre');
      for (const desk of desks) {
        const airport = desk === 'city-centre' ? null : desk;
        const id = `${company.id}-${city.id}-${airport ? airport.iata.toLowerCase() : 'ctr'}`;
        const point = airport ? { lat: airport.lat, lon: airport.lon } : pointNear(rng, city.lat, city.lon, 2);
        locations.push({
          id,
          companyId: company.id,
          companyName: company.name,
          cityId: city.id,
          cityName: city.name,
          country: city.country,
          kind: airport ? 'airport' : 'city-centre',
          iata: airport ? airport.iata : null,
          name: airport
            ? `${company.name}, ${airport.name} (${airport.iata})`
            : `${company.name}, ${city.name} City Centre`,
          address: airport
            ? `Car rental centre, ${airport.name}`
            : streetAddress(rng, addressLanguage(city), city.country, city.name),
          lat: point.lat,
          lon: point.lon,
          rating,
          fleet: fleet(rng, id, city, company.tier, big || airport !== null),
        });
      }
    }
  }
  return {
    seed: options.seed,
    cities,
    companies: rentalCompanies.map(({ id, name, rating }) => ({ id, name, rating })),
    locations,
  };
}
