/**
 * Reference data (airports, airlines, cities, countries), built from npm open-data packages on the
 * first call and kept in module scope. Everything is deterministic for a given set of package
 * versions. Sources and licences: see each loader and NOTICE.md.
 */
import { loadAirlines } from './airlines.ts';
import { loadAirports } from './airports.ts';
import { loadCities } from './cities.ts';
import { loadCountries } from './countries.ts';
import { rawCities } from './raw.ts';
import type { Airline, Airport, City, Country, ReferenceData } from './types.ts';

export type { Airline, Airport, City, Country, ReferenceData } from './types.ts';
export { greatCircleKm } from './geo.ts';

type Indexes = {
  data: ReferenceData;
  airports: Map<string, Airport>;
  airlines: Map<string, Airline>;
  cities: Map<string, City>;
  countries: Map<string, Country>;
  citiesByAirport: Map<string, City[]>;
  catchment: Map<string, number>;
};

let cache: Indexes | undefined;

function build(): Indexes {
  const countries = loadCountries();
  const raw = rawCities();
  const { airports, catchment } = loadAirports(raw);
  const cities = loadCities(raw, airports);
  const airlines = loadAirlines();
  const data: ReferenceData = { airports, airlines, cities, countries };

  const citiesByAirport = new Map<string, City[]>();
  for (const city of cities) {
    for (const code of city.airports) {
      const list = citiesByAirport.get(code);
      if (list) list.push(city);
      else citiesByAirport.set(code, [city]);
    }
  }
  // Most populous served city first.
  for (const list of citiesByAirport.values())
    list.sort((a, b) => b.population - a.population || (a.id < b.id ? -1 : 1));

  return {
    data,
    airports: new Map(airports.map((a) => [a.iata, a])),
    airlines: new Map(airlines.map((a) => [a.iata, a])),
    cities: new Map(cities.map((c) => [c.id, c])),
    countries: new Map(countries.map((c) => [c.code, c])),
    citiesByAirport,
    catchment,
  };
}

function indexes(): Indexes {
  return (cache ??= build());
}

/** All reference data; built once (≈0.5–1 s), then the same object on every call. Treat as read-only. */
export function loadReferenceData(): ReferenceData {
  return indexes().data;
}

export function airportByIata(iata: string): Airport | undefined {
  return indexes().airports.get(iata.toUpperCase());
}

export function airlineByIata(iata: string): Airline | undefined {
  return indexes().airlines.get(iata.toUpperCase());
}

export function cityById(id: string): City | undefined {
  return indexes().cities.get(id);
}

export function countryByCode(code: string): Country | undefined {
  return indexes().countries.get(code.toUpperCase());
}

/** Cities whose `airports` include this airport, most populous first (may be empty). */
export function citiesByAirport(iata: string): readonly City[] {
  return indexes().citiesByAirport.get(iata.toUpperCase()) ?? [];
}

/** Importance proxy: GeoNames population within 50 km of the airport (0 for unknown codes). */
export function airportCatchment(iata: string): number {
  return indexes().catchment.get(iata.toUpperCase()) ?? 0;
}
