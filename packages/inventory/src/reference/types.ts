/**
 * Reference data shapes shared by every generator and engine. Built from npm open-data packages
 * (never typed by hand, never fetched at run time); see reference/*.ts for each source.
 */

/** An airport with scheduled passenger service. */
export type Airport = {
  iata: string;
  name: string;
  /** The city the airport serves (as the source names it). */
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lon: number;
  /** IANA time zone, e.g. 'Europe/Paris'. */
  timeZone: string;
  /** 1 (small regional) … 5 (global hub): drives the route network and the autocomplete ranking. */
  size: 1 | 2 | 3 | 4 | 5;
};

/** An active carrier with an IATA code. */
export type Airline = {
  iata: string;
  name: string;
  /** ISO 3166-1 alpha-2 of its home country, when known. */
  country: string | null;
};

/** A city with coordinates and population (hotels, stays, cars and cruises are placed in cities). */
export type City = {
  /** Stable id: `<country>-<slug>` (e.g. 'FR-paris'); unique. */
  id: string;
  name: string;
  country: string;
  lat: number;
  lon: number;
  population: number;
  /** IATA codes of the airports that serve it (may be empty). */
  airports: string[];
};

export type Country = {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** ISO 4217 default currency. */
  currency: string;
  continent: string;
};

export type ReferenceData = {
  airports: Airport[];
  airlines: Airline[];
  cities: City[];
  countries: Country[];
};
