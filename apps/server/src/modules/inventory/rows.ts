import type { LodgingCity } from '@escazo/inventory/hotels';
import { cabinCategories } from '@escazo/contracts/search-cruises';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  aircraftTypes,
  airlines,
  airports,
  carCompanies,
  carFleets,
  carLocations,
  cities,
  cruiseItineraries,
  cruiseLines,
  cruisePorts,
  cruiseSailings,
  cruiseShips,
  flightPatterns,
  hotelRoomTypes,
  hotels,
  sailingCabins,
  stays,
} from './schema/catalogue.ts';
import type { CruiseInventory, Sailing } from '@escazo/inventory/cruises';
import type { GeneratedInventory } from './in-memory.ts';

/** One inventory table and the rows the generated inventory gives it. */
export type TableRows<T extends PgTable = PgTable> = { name: string; table: T; rows: T['$inferInsert'][] };

function entry<T extends PgTable>(name: string, table: T, rows: T['$inferInsert'][]): TableRows {
  return { name, table, rows } as unknown as TableRows;
}

/** Cities shared by the hotel, stay and car inventories, once each, in first-seen order. */
function usedCities(data: GeneratedInventory): LodgingCity[] {
  const byId = new Map<string, LodgingCity>();
  for (const list of [data.hotels.cities, data.stays.cities, data.cars.cities]) {
    for (const city of list) if (!byId.has(city.id)) byId.set(city.id, city);
  }
  return [...byId.values()];
}

/**
 * Every inventory table's rows, parents before children (the order of the inserts). Pure: the same
 * inventory gives the same rows.
 */
export function inventoryRows(data: GeneratedInventory): TableRows[] {
  const { flights, hotels: hotelInventory, stays: stayInventory, cars, cruises } = data;
  return [
    entry(
      'airports',
      airports,
      flights.airports.map((a) => ({
        iata: a.iata,
        name: a.name,
        city: a.city,
        country: a.country,
        timeZone: a.timeZone,
        lat: a.lat,
        lon: a.lon,
        size: a.size,
      })),
    ),
    entry(
      'airlines',
      airlines,
      flights.airlines.map((a) => ({ iata: a.iata, name: a.name, country: a.country, rating: a.rating, hubs: a.hubs })),
    ),
    entry(
      'aircraft_types',
      aircraftTypes,
      flights.aircraft.map((a) => ({
        code: a.code,
        name: a.name,
        cruiseKmh: a.cruiseKmh,
        seatsEconomy: a.seats.economy,
        seatsPremium: a.seats.premium,
        seatsBusiness: a.seats.business,
        seatsFirst: a.seats.first,
      })),
    ),
    entry(
      'cities',
      cities,
      usedCities(data).map((c) => ({
        id: c.id,
        name: c.name,
        country: c.country,
        countryName: c.countryName,
        lat: c.lat,
        lon: c.lon,
        population: c.population,
        airports: c.airports,
        climate: c.climate,
      })),
    ),
    entry(
      'flight_patterns',
      flightPatterns,
      flights.patterns.map((p) => ({
        flightNumber: p.flightNumber,
        patternIndex: p.id,
        airline: p.airline,
        origin: p.origin,
        destination: p.destination,
        days: p.days,
        departureMinute: p.departureMinute,
        blockMinutes: p.blockMinutes,
        distanceKm: p.distanceKm,
        aircraft: p.aircraft,
        seatsEconomy: p.seats.economy,
        seatsPremium: p.seats.premium,
        seatsBusiness: p.seats.business,
        seatsFirst: p.seats.first,
      })),
    ),
    entry(
      'hotels',
      hotels,
      hotelInventory.hotels.map((h) => ({
        id: h.id,
        name: h.name,
        cityId: h.cityId,
        cityName: h.cityName,
        country: h.country,
        location: h.location,
        address: h.address,
        lat: h.lat,
        lon: h.lon,
        stars: h.stars,
        guestRating: h.guestRating,
        reviewCount: h.reviewCount,
        amenities: h.amenities,
        climate: h.climate,
        currency: h.currency,
        imagery: h.imagery,
      })),
    ),
    entry(
      'hotel_room_types',
      hotelRoomTypes,
      hotelInventory.hotels.flatMap((h) =>
        h.roomTypes.map((r, position) => ({
          id: r.id,
          hotelId: h.id,
          position,
          code: r.code,
          name: r.name,
          capacity: r.capacity,
          count: r.count,
          baseRate: r.baseRate,
        })),
      ),
    ),
    entry(
      'stays',
      stays,
      stayInventory.stays.map((s) => ({
        id: s.id,
        title: s.title,
        type: s.type,
        cityId: s.cityId,
        location: s.location,
        lat: s.lat,
        lon: s.lon,
        beds: s.beds,
        baths: s.baths,
        guests: s.guests,
        rating: s.rating,
        reviewCount: s.reviewCount,
        pricePerNight: s.pricePerNight,
        currency: s.currency,
        imagery: s.imagery,
      })),
    ),
    entry(
      'car_companies',
      carCompanies,
      cars.companies.map((c) => ({ id: c.id, name: c.name, rating: c.rating })),
    ),
    entry(
      'car_locations',
      carLocations,
      cars.locations.map((l) => ({
        id: l.id,
        companyId: l.companyId,
        companyName: l.companyName,
        cityId: l.cityId,
        cityName: l.cityName,
        country: l.country,
        kind: l.kind,
        iata: l.iata,
        name: l.name,
        address: l.address,
        lat: l.lat,
        lon: l.lon,
        rating: l.rating,
      })),
    ),
    entry(
      'car_fleets',
      carFleets,
      cars.locations.flatMap((l) =>
        l.fleet.map((f, position) => ({
          id: f.id,
          locationId: l.id,
          position,
          category: f.category,
          count: f.count,
          dailyRate: f.dailyRate,
          model: f.model,
          seats: f.seats,
          bags: f.bags,
          doors: f.doors,
          transmission: f.transmission,
          imagery: f.imagery,
        })),
      ),
    ),
    entry(
      'cruise_lines',
      cruiseLines,
      cruises.lines.map((l) => ({ id: l.id, name: l.name, rating: l.rating })),
    ),
    entry(
      'cruise_ports',
      cruisePorts,
      cruises.ports.map((p) => ({
        id: p.id,
        name: p.name,
        country: p.country,
        lat: p.lat,
        lon: p.lon,
        cityId: p.cityId,
      })),
    ),
    entry(
      'cruise_ships',
      cruiseShips,
      cruises.ships.map((s) => ({
        id: s.id,
        name: s.name,
        lineId: s.lineId,
        region: s.region,
        cabins: s.cabins,
        rating: s.rating,
        imagery: s.imagery,
      })),
    ),
    entry(
      'cruise_itineraries',
      cruiseItineraries,
      cruises.itineraries.map((i) => ({
        id: i.id,
        shipId: i.shipId,
        region: i.region,
        nights: i.nights,
        title: i.title,
        embarkPortId: i.embark.id,
        callPortIds: i.calls.map((p) => p.id),
        scenic: i.scenic,
        destinations: i.destinations,
      })),
    ),
    ...sailingRows(cruises, cruises.sailings),
  ];
}

/** The rows of some sailings and their cabins (the whole inventory, or the sailings a later start adds). */
export function sailingRows(cruises: CruiseInventory, sailings: readonly Sailing[]): TableRows[] {
  const shipsById = new Map(cruises.ships.map((ship) => [ship.id, ship]));
  return [
    entry(
      'cruise_sailings',
      cruiseSailings,
      sailings.map((s) => ({
        id: s.id,
        itineraryId: s.itineraryId,
        shipId: s.shipId,
        lineId: s.lineId,
        region: s.region,
        nights: s.nights,
        departure: s.departure,
        returnDate: s.returnDate,
        rating: s.rating,
        imagery: s.imagery,
      })),
    ),
    entry(
      'sailing_cabins',
      sailingCabins,
      sailings.flatMap((s) =>
        cabinCategories.map((category) => ({
          sailingId: s.id,
          category,
          cabins: shipsById.get(s.shipId)?.cabins[category] ?? 0,
          price: s.prices[category],
        })),
      ),
    ),
  ];
}

/** Rows per table name: what `inventory_meta.counts` stores and a restart checks. */
export function rowCounts(tables: readonly TableRows[]): Record<string, number> {
  return Object.fromEntries(tables.map((t) => [t.name, t.rows.length]));
}
