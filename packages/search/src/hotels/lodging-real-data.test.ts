import { carDailyPriceRanges, carSearchRequestSchema } from '@escazo/contracts/search-cars';
import { cruiseRegions, cruiseSearchRequestSchema } from '@escazo/contracts/search-cruises';
import { hotelSearchRequestSchema } from '@escazo/contracts/search-hotels';
import { staySearchRequestSchema, stayTypes } from '@escazo/contracts/search-stays';
import { generateCars } from '@escazo/inventory/cars';
import { generateCruises, loadPortPlaces } from '@escazo/inventory/cruises';
import { fromDay, toDay, generateHotels } from '@escazo/inventory/hotels';
import { hash32, loadReferenceData } from '@escazo/inventory';
import { generateStays } from '@escazo/inventory/stays';
import { describe, expect, it } from 'vitest';
import { buildCarSearch } from '../cars/search-cars.ts';
import { buildCruiseSearch } from '../cruises/search-cruises.ts';
import { buildStaySearch } from '../stays/search-stays.ts';
import { buildHotelSearch } from './search-hotels.ts';

/** Examples on the real reference data: built once for the whole file. */
const ref = loadReferenceData();
const seed = 42;
const startDate = '2026-11-22';
const hotels = generateHotels(ref, { seed });
const stays = generateStays(ref, { seed });
const cars = generateCars(ref, { seed });
const cruises = generateCruises(ref, { seed, startDate, portPlaces: loadPortPlaces() });

describe('lodging inventories on the real reference data', () => {
  it('has at least 5,000 hotels across at least 500 cities, and big cities have many', () => {
    expect(hotels.hotels.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(hotels.hotels.map((h) => h.cityId)).size).toBeGreaterThanOrEqual(500);
    const engine = buildHotelSearch(hotels);
    for (const [destination, cityId] of [
      ['Paris', 'FR-paris'],
      ['London', 'GB-london'],
      ['Tokyo', 'JP-tokyo'],
      ['New York', 'US-new-york-city'],
    ]) {
      const result = engine.search(
        hotelSearchRequestSchema.parse({ destination, checkIn: '2027-03-12', checkOut: '2027-03-15', guests: 2 }),
      );
      expect(result.cities.map((c) => c.id)).toEqual([cityId]);
      expect(result.total).toBeGreaterThanOrEqual(15);
    }
  });

  it('has at least 2,000 stays of every documented type', () => {
    expect(stays.stays.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(stays.stays.map((s) => s.type))).toEqual(new Set(stayTypes));
    const result = buildStaySearch(stays).search(staySearchRequestSchema.parse({ q: 'lisbon' }));
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((item) => /lisbon/i.test(`${item.stay.title} ${item.stay.location}`))).toBe(true);
  });

  it('has rental desks at the main airport and in the centre of at least 300 cities, every rate in its documented range', () => {
    const cities = new Set(cars.locations.map((l) => l.cityId));
    expect(cities.size).toBeGreaterThanOrEqual(300);
    expect(
      new Set(cars.locations.filter((l) => l.kind === 'airport').map((l) => l.cityId)).size,
    ).toBeGreaterThanOrEqual(300);
    expect(
      new Set(cars.locations.filter((l) => l.kind === 'city-centre').map((l) => l.cityId)).size,
    ).toBeGreaterThanOrEqual(300);
    const outside = cars.locations
      .flatMap((l) => l.fleet)
      .filter(
        (f) =>
          f.dailyRate < carDailyPriceRanges[f.category].min * 100 ||
          f.dailyRate > carDailyPriceRanges[f.category].max * 100,
      );
    expect(outside).toEqual([]);
    const result = buildCarSearch(cars).search(
      carSearchRequestSchema.parse({
        pickupLocation: 'LHR',
        dropoffLocation: 'London',
        pickupDate: '2027-05-01',
        dropoffDate: '2027-05-04',
      }),
    );
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((o) => o.location.iata === 'LHR' && o.days === 3 && o.oneWayFee === null)).toBe(true);
  });

  it('has cruise sailings in every documented region in every month of the 12 ahead, calling at real ports', () => {
    const engine = buildCruiseSearch(cruises);
    for (let i = 0; i < 12; i++) {
      const month = fromDay(toDay(startDate) + 15 + i * 30).slice(0, 7);
      for (const destination of cruiseRegions) {
        expect(
          engine.search(cruiseSearchRequestSchema.parse({ destination, month })).total,
          `${destination} ${month}`,
        ).toBeGreaterThan(0);
      }
    }
    const cityIds = new Set(ref.cities.map((c) => c.id));
    for (const port of cruises.ports) {
      if (port.cityId) expect(cityIds.has(port.cityId)).toBe(true);
      expect(Math.abs(port.lat) + Math.abs(port.lon)).toBeGreaterThan(0);
    }
    for (const region of cruiseRegions) {
      const trips = cruises.itineraries.filter((t) => t.region === region);
      expect(new Set(trips.flatMap((t) => t.calls.map((p) => p.id))).size, region).toBeGreaterThanOrEqual(2);
    }
  });

  it('is the same inventory for the same seed (the other kinds: see their generator tests)', () => {
    expect(hash32(JSON.stringify(generateHotels(ref, { seed })))).toBe(hash32(JSON.stringify(hotels)));
  });
});
