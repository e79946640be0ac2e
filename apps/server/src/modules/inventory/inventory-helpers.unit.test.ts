import { describe, expect, it } from 'vitest';
import { toDayNumber } from '@escazo/contracts/dates';
import { hotelRoomTypes, hotels } from '@server/db/schema.ts';
import { columnPlans, pgTextArrayLiteral, unnestInsert } from './bulk-insert.ts';
import { chunks } from './chunk.ts';
import { contentHash } from './content-hash.ts';
import { generateInventory } from './in-memory.ts';
import { soldCountsFromRows } from './persisted-sold.ts';
import { inventoryRows, rowCounts } from './rows.ts';
import { PgDialect } from 'drizzle-orm/pg-core';

describe('chunks', () => {
  it('slices in order, the last one shorter, none for an empty list', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(chunks([], 3)).toEqual([]);
    expect(chunks([1], 10)).toEqual([[1]]);
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => chunks([1], 0)).toThrow(RangeError);
    expect(() => chunks([1], 1.5)).toThrow(RangeError);
  });
});

describe('bulk insert', () => {
  it('writes PostgreSQL array literals with quotes, backslashes and NULL escaped', () => {
    expect(pgTextArrayLiteral([])).toBe('{}');
    expect(pgTextArrayLiteral(['wifi', 'a "b"', 'c\\d', null, 'NULL'])).toBe(
      '{"wifi","a \\"b\\"","c\\\\d",NULL,"NULL"}',
    );
  });

  it('plans one parameter array per column; arrays and jsonb travel as text and are cast back', () => {
    const imagery = { scene: 'hotel', seed: 1, palette: 'dusk', colors: ['#1', '#2', '#3'] };
    const row = {
      id: 'h1',
      name: "O'Hare Inn",
      cityId: 'US-chicago',
      cityName: 'Chicago',
      country: 'US',
      location: 'Chicago, United States',
      address: '1 Main St',
      lat: 41.9,
      lon: -87.6,
      stars: 3,
      guestRating: 4.1,
      reviewCount: 10,
      amenities: ['wifi', 'pool'],
      climate: 'north',
      currency: 'USD',
      imagery,
    };
    const plans = columnPlans(hotels, [row]);
    expect(plans).toHaveLength(16);
    const byName = Object.fromEntries(plans.map((p) => [p.name, p]));
    expect(byName.name).toMatchObject({ paramType: 'text', castTo: null, values: ["O'Hare Inn"] });
    expect(byName.lat).toMatchObject({ paramType: 'double precision', castTo: null, values: [41.9] });
    expect(byName.amenities).toMatchObject({ paramType: 'text', castTo: 'text[]', values: ['{"wifi","pool"}'] });
    expect(byName.imagery).toMatchObject({ paramType: 'text', castTo: 'jsonb', values: [JSON.stringify(imagery)] });
  });

  it('builds one INSERT … SELECT FROM unnest with a parameter per column, whatever the row count', () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({
      id: `r${i}`,
      hotelId: 'h1',
      position: i,
      code: 'double',
      name: 'Double',
      capacity: 2,
      count: 5,
      baseRate: 100,
    }));
    const query = new PgDialect().sqlToQuery(unnestInsert(hotelRoomTypes, rows));
    expect(query.params).toHaveLength(8);
    expect(query.params[0]).toEqual(['r0', 'r1', 'r2']);
    expect(query.sql).toMatch(
      /^insert into "hotel_room_types" \("id", "hotel_id", .*\) select c0, c1, .* from unnest\(\$1::text\[\], \$2::text\[\], \$3::smallint\[\]/,
    );
  });
});

describe('inventory rows and content hash', () => {
  const data = generateInventory(7, '2026-11-22');
  const tables = inventoryRows(data);

  it('gives every generated item a row, with unique ids per table', () => {
    const counts = rowCounts(tables);
    expect(counts.flight_patterns).toBe(data.flights.patterns.length);
    expect(counts.hotels).toBe(data.hotels.hotels.length);
    expect(counts.hotel_room_types).toBe(data.hotels.hotels.reduce((n, h) => n + h.roomTypes.length, 0));
    expect(counts.stays).toBe(data.stays.stays.length);
    expect(counts.car_fleets).toBe(data.cars.locations.reduce((n, l) => n + l.fleet.length, 0));
    expect(counts.sailing_cabins).toBe(data.cruises.sailings.length * 4);
    const keyOf: Record<string, (row: Record<string, unknown>) => unknown> = {
      airports: (r) => r.iata,
      airlines: (r) => r.iata,
      flight_patterns: (r) => r.flightNumber,
      aircraft_types: (r) => r.code,
      sailing_cabins: (r) => `${String(r.sailingId)}@${String(r.category)}`,
    };
    for (const { name, rows } of tables) {
      const key = keyOf[name] ?? ((r) => r.id);
      expect(new Set(rows.map((r) => key(r as Record<string, unknown>))).size, name).toBe(rows.length);
    }
  });

  it('lists parents before the tables that refer to them', () => {
    const order = tables.map((t) => t.name);
    const before = (a: string, b: string) =>
      expect(order.indexOf(a), `${a} before ${b}`).toBeLessThan(order.indexOf(b));
    before('airports', 'flight_patterns');
    before('airlines', 'flight_patterns');
    before('aircraft_types', 'flight_patterns');
    before('cities', 'hotels');
    before('hotels', 'hotel_room_types');
    before('car_companies', 'car_locations');
    before('car_locations', 'car_fleets');
    before('cruise_ports', 'cruise_itineraries');
    before('cruise_itineraries', 'cruise_sailings');
    before('cruise_sailings', 'sailing_cabins');
  });

  it('hashes the same inventory the same way, and any change differently', () => {
    const hash = contentHash(data);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash(generateInventory(7, '2026-11-22'))).toBe(hash);
    expect(contentHash({ ...data, seed: 8 })).not.toBe(hash);
    expect(contentHash({ ...data, startDate: '2026-11-23' })).not.toBe(hash);
    const changed = structuredClone(data);
    changed.hotels.hotels[0]!.roomTypes[0]!.count += 1;
    expect(contentHash(changed)).not.toBe(hash);
  }, 30_000);
});

describe('sold counts from the sales tables', () => {
  it('answers every engine lookup from the rows, dates as UTC day numbers', () => {
    const day = toDayNumber('2026-12-24');
    const sold = soldCountsFromRows({
      flights: [{ flightNumber: 'BA117', date: '2026-12-24', cabin: 'business', sold: 3 }],
      hotels: [{ roomTypeId: 'FR-paris-h01-double', night: '2026-12-24', sold: 2 }],
      stays: [{ stayId: 'PT-lisbon-s01', night: '2026-12-24' }],
      cars: [{ fleetId: 'loc:suv', day: '2026-12-24', sold: 4 }],
      cruises: [{ sailingId: 'ship-2026-12-24', category: 'suite', sold: 5 }],
    });
    expect(sold.flights('BA117', '2026-12-24', 'business')).toBe(3);
    expect(sold.flights('BA117', '2026-12-24', 'economy')).toBe(0);
    expect(sold.hotels.soldOn(day).get('FR-paris-h01-double')).toBe(2);
    expect(sold.hotels.soldOn(day + 1).size).toBe(0);
    expect(sold.stays.isBooked('PT-lisbon-s01', day)).toBe(true);
    expect(sold.stays.isBooked('PT-lisbon-s01', day + 1)).toBe(false);
    expect(sold.cars.soldOn(day).get('loc:suv')).toBe(4);
    expect(sold.cruises.cabinsSold('ship-2026-12-24', 'suite')).toBe(5);
    expect(sold.cruises.cabinsSold('ship-2026-12-24', 'inside')).toBe(0);
  });
});
