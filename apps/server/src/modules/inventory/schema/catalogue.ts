import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ImageryDescriptor } from '@escazo/inventory';

/**
 * The generated inventory (decision 007): written once, at the first start, from the seed and
 * start date in `inventory_meta`; every later start regenerates it in memory from the same seed
 * and checks it against the stored content hash. Ids are the generators' stable string ids. The
 * *_sales tables are what booking writes: the searches read them from memory, loaded at start.
 */
export const inventoryMeta = pgTable(
  'inventory_meta',
  {
    id: smallint('id').primaryKey().default(1),
    seed: integer('seed').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Cruise sailings depart before this date (null: the 12 months from start_date); moved on as time passes. */
    cruisesUntil: date('cruises_until', { mode: 'string' }),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Rows per inventory table, as written. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    /** sha256 of the generated inventory (modules/inventory/content-hash.ts). */
    contentHash: text('content_hash').notNull(),
  },
  (t) => [check('inventory_meta_single_row', sql`${t.id} = 1`)],
);

// Reference data the inventory uses.

export const airports = pgTable('airports', {
  iata: text('iata').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  timeZone: text('time_zone').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  size: smallint('size').notNull(),
});

export const airlines = pgTable('airlines', {
  iata: text('iata').primaryKey(),
  name: text('name').notNull(),
  country: text('country'),
  rating: real('rating').notNull(),
  hubs: text('hubs').array().notNull(),
});

export const aircraftTypes = pgTable('aircraft_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  seatsEconomy: integer('seats_economy').notNull(),
  seatsPremium: integer('seats_premium').notNull(),
  seatsBusiness: integer('seats_business').notNull(),
  seatsFirst: integer('seats_first').notNull(),
  cruiseKmh: integer('cruise_kmh').notNull(),
});

/** The cities hotels, stays and car desks are placed in. */
export const cities = pgTable('cities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  countryName: text('country_name').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  population: integer('population').notNull(),
  airports: text('airports').array().notNull(),
  climate: text('climate').notNull(),
});

// Flights: weekly patterns only; an instance is (flight number, local departure date).

export const flightPatterns = pgTable('flight_patterns', {
  flightNumber: text('flight_number').primaryKey(),
  /** Position in the generated network (feeds the fare noise). */
  patternIndex: integer('pattern_index').notNull().unique(),
  airline: text('airline')
    .notNull()
    .references(() => airlines.iata),
  origin: text('origin')
    .notNull()
    .references(() => airports.iata),
  destination: text('destination')
    .notNull()
    .references(() => airports.iata),
  /** Bit 0 = Monday … bit 6 = Sunday. */
  days: smallint('days').notNull(),
  departureMinute: smallint('departure_minute').notNull(),
  blockMinutes: smallint('block_minutes').notNull(),
  distanceKm: integer('distance_km').notNull(),
  aircraft: text('aircraft')
    .notNull()
    .references(() => aircraftTypes.code),
  seatsEconomy: integer('seats_economy').notNull(),
  seatsPremium: integer('seats_premium').notNull(),
  seatsBusiness: integer('seats_business').notNull(),
  seatsFirst: integer('seats_first').notNull(),
});

// Hotels and short stays.

export const hotels = pgTable('hotels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  cityId: text('city_id')
    .notNull()
    .references(() => cities.id),
  cityName: text('city_name').notNull(),
  country: text('country').notNull(),
  location: text('location').notNull(),
  address: text('address').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  stars: smallint('stars').notNull(),
  guestRating: real('guest_rating').notNull(),
  reviewCount: integer('review_count').notNull(),
  amenities: text('amenities').array().notNull(),
  climate: text('climate').notNull(),
  currency: text('currency').notNull(),
  imagery: jsonb('imagery').$type<ImageryDescriptor>().notNull(),
});

export const hotelRoomTypes = pgTable('hotel_room_types', {
  id: text('id').primaryKey(),
  hotelId: text('hotel_id')
    .notNull()
    .references(() => hotels.id),
  position: smallint('position').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  capacity: smallint('capacity').notNull(),
  count: integer('count').notNull(),
  /** Nightly base rate, USD cents, before season and weekday factors. */
  baseRate: integer('base_rate').notNull(),
});

export const stays = pgTable('stays', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  type: text('type').notNull(),
  cityId: text('city_id')
    .notNull()
    .references(() => cities.id),
  location: text('location').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  beds: smallint('beds').notNull(),
  baths: smallint('baths').notNull(),
  guests: smallint('guests').notNull(),
  rating: real('rating').notNull(),
  reviewCount: integer('review_count').notNull(),
  pricePerNight: integer('price_per_night').notNull(),
  currency: text('currency').notNull(),
  imagery: jsonb('imagery').$type<ImageryDescriptor>().notNull(),
});

// Cars.

export const carCompanies = pgTable('car_companies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  rating: real('rating').notNull(),
});

export const carLocations = pgTable('car_locations', {
  id: text('id').primaryKey(),
  companyId: text('company_id')
    .notNull()
    .references(() => carCompanies.id),
  companyName: text('company_name').notNull(),
  cityId: text('city_id')
    .notNull()
    .references(() => cities.id),
  cityName: text('city_name').notNull(),
  country: text('country').notNull(),
  kind: text('kind').notNull(),
  iata: text('iata'),
  name: text('name').notNull(),
  address: text('address').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  rating: real('rating').notNull(),
});

export const carFleets = pgTable('car_fleets', {
  id: text('id').primaryKey(),
  locationId: text('location_id')
    .notNull()
    .references(() => carLocations.id),
  position: smallint('position').notNull(),
  category: text('category').notNull(),
  count: integer('count').notNull(),
  dailyRate: integer('daily_rate').notNull(),
  model: text('model').notNull(),
  seats: smallint('seats').notNull(),
  bags: smallint('bags').notNull(),
  doors: smallint('doors').notNull(),
  transmission: text('transmission').notNull(),
  imagery: jsonb('imagery').$type<ImageryDescriptor>().notNull(),
});

// Cruises.

export const cruiseLines = pgTable('cruise_lines', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  rating: real('rating').notNull(),
});

export const cruisePorts = pgTable('cruise_ports', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  cityId: text('city_id'),
});

export const cruiseShips = pgTable('cruise_ships', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  lineId: text('line_id')
    .notNull()
    .references(() => cruiseLines.id),
  region: text('region').notNull(),
  /** Cabins per category. */
  cabins: jsonb('cabins').$type<Record<string, number>>().notNull(),
  rating: real('rating').notNull(),
  imagery: jsonb('imagery').$type<ImageryDescriptor>().notNull(),
});

export const cruiseItineraries = pgTable('cruise_itineraries', {
  id: text('id').primaryKey(),
  shipId: text('ship_id')
    .notNull()
    .references(() => cruiseShips.id),
  region: text('region').notNull(),
  nights: smallint('nights').notNull(),
  title: text('title').notNull(),
  embarkPortId: text('embark_port_id')
    .notNull()
    .references(() => cruisePorts.id),
  /** Ports of call in order (cruise_ports ids). */
  callPortIds: text('call_port_ids').array().notNull(),
  scenic: text('scenic').array().notNull(),
  destinations: text('destinations').array().notNull(),
});

export const cruiseSailings = pgTable('cruise_sailings', {
  id: text('id').primaryKey(),
  itineraryId: text('itinerary_id')
    .notNull()
    .references(() => cruiseItineraries.id),
  shipId: text('ship_id')
    .notNull()
    .references(() => cruiseShips.id),
  lineId: text('line_id')
    .notNull()
    .references(() => cruiseLines.id),
  region: text('region').notNull(),
  nights: smallint('nights').notNull(),
  departure: date('departure', { mode: 'string' }).notNull(),
  returnDate: date('return_date', { mode: 'string' }).notNull(),
  rating: real('rating').notNull(),
  imagery: jsonb('imagery').$type<ImageryDescriptor>().notNull(),
});

/** Per sailing and cabin category: cabins on board and the price per person (USD cents). */
export const sailingCabins = pgTable(
  'sailing_cabins',
  {
    sailingId: text('sailing_id')
      .notNull()
      .references(() => cruiseSailings.id),
    category: text('category').notNull(),
    cabins: integer('cabins').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sailingId, t.category] })],
);
