import { RIDE_MAX_KM } from '@escazo/contracts/ride-options';
import type { RentalLocation } from '@escazo/inventory/cars';
import type { CruisePort } from '@escazo/inventory/cruises';
import type { Hotel, LodgingCity } from '@escazo/inventory/hotels';
import { GeoGrid } from '@escazo/inventory';
import type { Airport } from '@escazo/inventory';
import type { Stay } from '@escazo/inventory/stays';
import { greatCircleKm } from '../geo.ts';
import { bundledLandmarks } from './landmarks.ts';
import type { LandmarkFile, Place, RideCatalogue, RideCatalogueInput, RideCity } from './types.ts';

/** A port in the same country this close to a city's centre (great-circle km) is one of its places (Civitavecchia for Rome). */
export const PORT_NEAR_KM = 75;
/** Airports farther than this from the centre are not offered (rides are limited to 150 road km). */
const AIRPORT_MAX_KM = RIDE_MAX_KM;
/** How far to look for the nearest airport that gives a city its time zone. */
const TIME_ZONE_SEARCH_KM = 400;

function groupByCity<T extends { cityId: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    let group = groups.get(item.cityId);
    if (!group) groups.set(item.cityId, (group = []));
    group.push(item);
  }
  return groups;
}

function popcount7(mask: number): number {
  let count = 0;
  for (let bit = 0; bit < 7; bit++) if (mask & (1 << bit)) count++;
  return count;
}

/** Weekly departures plus arrivals per airport: how busy it is, beyond its size class. */
function weeklyMovements(input: RideCatalogueInput): Map<string, number> {
  const movements = new Map<string, number>();
  for (const pattern of input.flights?.patterns ?? []) {
    const flights = popcount7(pattern.days);
    movements.set(pattern.origin, (movements.get(pattern.origin) ?? 0) + flights);
    movements.set(pattern.destination, (movements.get(pattern.destination) ?? 0) + flights);
  }
  return movements;
}

type AirportLookup = {
  byIata: Map<string, Airport>;
  movements: Map<string, number>;
  nearestZone(lat: number, lon: number): string;
};

function airportLookup(input: RideCatalogueInput): AirportLookup {
  const airports = input.reference.airports;
  const byIata = new Map(airports.map((airport) => [airport.iata, airport]));
  const grid = new GeoGrid(
    Float64Array.from(airports, (a) => a.lat),
    Float64Array.from(airports, (a) => a.lon),
  );
  function nearestZone(lat: number, lon: number): string {
    let best = -1;
    let bestKm = Infinity;
    grid.forEachWithin(lat, lon, TIME_ZONE_SEARCH_KM, (index, km) => {
      if (km < bestKm) [best, bestKm] = [index, km];
    });
    if (best < 0) {
      airports.forEach((airport, index) => {
        const km = greatCircleKm({ lat, lon }, airport);
        if (km < bestKm) [best, bestKm] = [index, km];
      });
    }
    return airports[best]?.timeZone ?? 'UTC';
  }
  return { byIata, movements: weeklyMovements(input), nearestZone };
}

/** The airports serving the city, within reach, largest (then busiest) first. */
function cityAirports(city: LodgingCity, lookup: AirportLookup): Airport[] {
  const served = city.airports
    .map((code) => lookup.byIata.get(code))
    .filter((airport): airport is Airport => airport !== undefined && greatCircleKm(city, airport) <= AIRPORT_MAX_KM);
  const order = new Map(served.map((airport, index) => [airport.iata, index]));
  return served.sort(
    (a, b) =>
      b.size - a.size ||
      (lookup.movements.get(b.iata) ?? 0) - (lookup.movements.get(a.iata) ?? 0) ||
      order.get(a.iata)! - order.get(b.iata)!,
  );
}

/** Ports named after the city, or near enough to its centre to be a ride away. */
function portsNear(cities: readonly LodgingCity[], ports: readonly CruisePort[]): Map<string, CruisePort[]> {
  const near = new Map<string, CruisePort[]>();
  for (const city of cities) {
    const list = ports.filter(
      (port) => port.cityId === city.id || (port.country === city.country && greatCircleKm(city, port) <= PORT_NEAR_KM),
    );
    if (list.length > 0)
      near.set(
        city.id,
        list.sort((a, b) => greatCircleKm(city, a) - greatCircleKm(city, b)),
      );
  }
  return near;
}

function deskName(desk: RentalLocation, airports: Map<string, Airport>): string {
  if (desk.kind === 'airport' && desk.iata) {
    const airportName = airports.get(desk.iata)?.name ?? `${desk.cityName} Airport`;
    return `${desk.companyName} — ${airportName} (${desk.iata}) desk`;
  }
  return `${desk.companyName} — ${desk.cityName} City Centre desk`;
}

type CityParts = {
  airports: Airport[];
  landmarks: LandmarkFile[string] | undefined;
  ports: CruisePort[];
  hotels: Hotel[];
  desks: RentalLocation[];
  stays: Stay[];
};

function cityPlaces(city: LodgingCity, parts: CityParts, airportsByIata: Map<string, Airport>): Place[] {
  const cityId = city.id;
  const places: Place[] = [
    { id: `c:${cityId}`, cityId, name: `${city.name} city centre`, kind: 'centre', lat: city.lat, lon: city.lon },
  ];
  for (const airport of parts.airports) {
    places.push({
      id: `a:${airport.iata}`,
      cityId,
      name: `${airport.name} (${airport.iata})`,
      kind: 'airport',
      lat: airport.lat,
      lon: airport.lon,
    });
  }
  parts.landmarks?.landmarks.forEach((landmark, n) => {
    places.push({
      id: `l:${cityId}:${n}`,
      cityId,
      name: landmark.name,
      kind: 'landmark',
      landmarkKind: landmark.kind,
      lat: landmark.lat,
      lon: landmark.lon,
    });
  });
  for (const port of parts.ports) {
    places.push({
      id: `p:${port.id}`,
      cityId,
      name: `${port.name} cruise port`,
      kind: 'cruise-port',
      lat: port.lat,
      lon: port.lon,
    });
  }
  for (const hotel of parts.hotels) {
    places.push({ id: `h:${hotel.id}`, cityId, name: hotel.name, kind: 'hotel', lat: hotel.lat, lon: hotel.lon });
  }
  for (const desk of parts.desks) {
    places.push({
      id: `d:${desk.id}`,
      cityId,
      name: deskName(desk, airportsByIata),
      kind: 'car-desk',
      lat: desk.lat,
      lon: desk.lon,
    });
  }
  for (const stay of parts.stays) {
    places.push({ id: `s:${stay.id}`, cityId, name: stay.title, kind: 'stay', lat: stay.lat, lon: stay.lon });
  }
  return places;
}

/**
 * The ride cities (the inventory's hotel cities) and the places in each, from the inventory the
 * caller already holds. Pure and deterministic; runs once at server start.
 */
export function buildRideCatalogue(input: RideCatalogueInput): RideCatalogue {
  const lookup = airportLookup(input);
  const landmarks = input.landmarks ?? bundledLandmarks();
  const hotels = groupByCity(input.hotels.hotels);
  const stays = groupByCity(input.stays.stays);
  const desks = groupByCity(input.cars.locations);
  const ports = portsNear(input.hotels.cities, input.cruises.ports);
  const countryNames = new Map(input.reference.countries.map((country) => [country.code, country.name]));

  const cities: RideCity[] = [...input.hotels.cities]
    .sort((a, b) => b.population - a.population || (a.id < b.id ? -1 : 1))
    .map((city) => ({
      id: city.id,
      name: city.name,
      country: city.countryName || countryNames.get(city.country) || city.country,
      countryCode: city.country,
      timeZone: lookup.nearestZone(city.lat, city.lon),
      population: city.population,
      centre: { lat: city.lat, lon: city.lon },
      places: cityPlaces(
        city,
        {
          airports: cityAirports(city, lookup),
          landmarks: landmarks[city.id],
          ports: ports.get(city.id) ?? [],
          hotels: hotels.get(city.id) ?? [],
          desks: desks.get(city.id) ?? [],
          stays: stays.get(city.id) ?? [],
        },
        lookup.byIata,
      ),
    }));
  return { cities, byId: new Map(cities.map((city) => [city.id, city])) };
}
