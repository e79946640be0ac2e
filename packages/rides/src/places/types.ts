import type { PlaceKind } from '@escazo/contracts/ride-options';
import type { Airport, Country } from '@escazo/inventory';
import type { HotelInventory } from '@escazo/inventory/hotels';
import type { StayInventory } from '@escazo/inventory/stays';
import type { CarInventory } from '@escazo/inventory/cars';
import type { CruiseInventory } from '@escazo/inventory/cruises';
import type { FlightNetwork } from '@escazo/inventory/flights';
import type { LatLon } from '../geo.ts';

/** What the curated landmarks describe, one of each per large city. */
export const landmarkKinds = ['convention-centre', 'university', 'hospital', 'stadium', 'shopping', 'station'] as const;
export type LandmarkKind = (typeof landmarkKinds)[number];

export type Landmark = { kind: LandmarkKind; name: string; lat: number; lon: number };

/** `data/landmarks.json`: curated landmarks keyed by the inventory's city id. */
export type LandmarkFile = Readonly<Record<string, { city: string; landmarks: readonly Landmark[] }>>;

/**
 * A place a ride can start or end at. Ids are stable across restarts for the same inventory:
 * 'c:<cityId>' centre, 'a:<IATA>' airport, 'h:<hotelId>', 's:<stayId>', 'd:<deskId>',
 * 'p:<portId>', 'l:<cityId>:<n>' landmark. An airport or port serving two cities has the same id
 * in both (the same physical place): look places up within a city.
 */
export type Place = {
  id: string;
  cityId: string;
  name: string;
  kind: PlaceKind;
  /** Only for kind 'landmark'. */
  landmarkKind?: LandmarkKind;
  lat: number;
  lon: number;
};

/** A city rides are offered in: one of the inventory's lodging (hotel) cities. */
export type RideCity = {
  id: string;
  name: string;
  /** Country name for people ('France'). */
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** IANA zone of the city's nearest airport ('Europe/Paris'). */
  timeZone: string;
  population: number;
  centre: LatLon;
  /**
   * In a fixed order: centre, airports (largest first), landmarks, cruise ports, hotels, car desks,
   * stays.
   */
  places: readonly Place[];
};

export type RideCatalogue = {
  /** Largest first (by population). */
  cities: readonly RideCity[];
  byId: ReadonlyMap<string, RideCity>;
};

/**
 * The parts of the generated inventory the catalogue is built from: the server passes what it holds
 * in memory (`app.inventory.data` fits as is). `landmarks` defaults to the bundled curated file.
 */
export type RideCatalogueInput = {
  reference: { airports: readonly Airport[]; countries: readonly Country[] };
  hotels: Pick<HotelInventory, 'cities' | 'hotels'>;
  stays: Pick<StayInventory, 'stays'>;
  cars: Pick<CarInventory, 'locations'>;
  cruises: Pick<CruiseInventory, 'ports'>;
  /** Weekly departures break ties between equally sized airports (the busier is the city's main one). */
  flights?: Pick<FlightNetwork, 'patterns'>;
  landmarks?: LandmarkFile;
};
