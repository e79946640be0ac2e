/**
 * `generateFlightNetwork(reference, { seed, startDate })`: the whole flight supply, deterministic
 * (same reference data + seed + start date → identical network). Patterns are valid for a year
 * (365 local departure dates) from the start date.
 */
import type { ReferenceData } from '../reference/types.ts';
import { AIRCRAFT } from './aircraft.ts';
import { selectCarriers } from './carriers.ts';
import { Rng } from './random.ts';
import { buildRoutes } from './routes.ts';
import { buildPatterns } from './schedule.ts';
import { dayOrThrow, formatDay, isKnownTimeZone } from './time.ts';
import type { FlightNetwork, NetworkAirline, NetworkAirport } from './types.ts';

export const DEFAULT_FLIGHT_SEED = 20261122;
export const VALIDITY_DAYS = 365;

export type GenerateFlightsOptions = {
  seed: number;
  startDate: string;
  /** false: no cabotage rule (any carrier may fly any domestic route), as generated before it; for comparisons. */
  cabotage?: boolean;
};

export function generateFlightNetwork(
  reference: Pick<ReferenceData, 'airports' | 'airlines'>,
  options: GenerateFlightsOptions,
): FlightNetwork {
  const start = dayOrThrow(options.startDate);
  const rng = new Rng(options.seed);
  const airports = reference.airports
    .filter((a) => /^[A-Z]{3}$/.test(a.iata) && isKnownTimeZone(a.timeZone))
    .sort((a, b) => (a.iata < b.iata ? -1 : a.iata > b.iata ? 1 : 0));
  const carriers = selectCarriers(airports, reference.airlines, rng.fork('carriers'));
  const routes = buildRoutes(
    airports,
    carriers,
    rng.fork('routes'),
    options.cabotage === false ? () => true : undefined,
  );
  const patterns = buildPatterns(airports, carriers, routes, rng.fork('schedule'));

  const served = new Set<string>();
  const flying = new Set<string>();
  for (const p of patterns) {
    served.add(p.origin);
    served.add(p.destination);
    flying.add(p.airline);
  }
  const networkAirports: NetworkAirport[] = airports
    .filter((a) => served.has(a.iata))
    .map((a) => ({
      iata: a.iata,
      name: a.name,
      city: a.city,
      country: a.country,
      timeZone: a.timeZone,
      lat: a.lat,
      lon: a.lon,
      size: a.size,
    }));
  const airlines: NetworkAirline[] = carriers
    .filter((c) => flying.has(c.airline.iata))
    .map((c) => ({
      iata: c.airline.iata,
      name: c.airline.name,
      country: c.airline.country,
      rating: c.rating,
      hubs: c.hubs.map((h) => airports[h]!.iata),
    }))
    .sort((a, b) => (a.iata < b.iata ? -1 : 1));
  const usedAircraft = new Set(patterns.map((p) => p.aircraft));

  return {
    seed: options.seed,
    validFrom: formatDay(start),
    validTo: formatDay(start + VALIDITY_DAYS - 1),
    airports: networkAirports,
    airlines,
    aircraft: AIRCRAFT.filter((a) => usedAircraft.has(a.code)),
    patterns,
  };
}

export type NetworkStats = {
  airports: number;
  airlines: number;
  routes: number;
  patterns: number;
  weeklyFlights: number;
};

export function networkStats(network: FlightNetwork): NetworkStats {
  const routes = new Set<string>();
  let weeklyFlights = 0;
  for (const p of network.patterns) {
    routes.add(`${p.origin}-${p.destination}`);
    for (let d = 0; d < 7; d++) if (p.days & (1 << d)) weeklyFlights++;
  }
  return {
    airports: network.airports.length,
    airlines: network.airlines.length,
    routes: routes.size,
    patterns: network.patterns.length,
    weeklyFlights,
  };
}
