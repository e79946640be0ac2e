import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDayNumber } from '@escazo/contracts/dates';
import { cruiseSearchRequestSchema } from '@escazo/contracts/search-cruises';
import { searchFlights } from '@escazo/search/flights';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { buildApp } from '@server/app.ts';
import { flightSeatSales, hotels, inventoryMeta, sailingCabins, stayBookedNights } from '@server/db/schema.ts';
import { contentHash } from './content-hash.ts';
import { loadPersistedInventory, type InventorySettings } from './persisted.ts';
import { readMeta, storedCounts } from './repository.ts';
import { inventoryRows, rowCounts } from './rows.ts';

const START = '2026-11-22';
const quiet = { info: () => {} };

describe('the persisted inventory', () => {
  let ctx: TestContext;
  let settings: InventorySettings;

  beforeAll(async () => {
    ctx = await createTestContext({ inventory: 'persisted', inventoryStartDate: START });
    settings = { seed: ctx.config.inventorySeed, startDate: START, today: START };
  }, 120_000);
  afterAll(() => ctx?.close());

  it('writes every table at the first start, with the counts and content hash in inventory_meta', async () => {
    const { data } = ctx.app.inventory;
    expect(data.seed).toBe(20261122);
    expect(data.startDate).toBe(START);
    const tables = inventoryRows(data);
    const expected = rowCounts(tables);
    expect(expected.flight_patterns).toBe(data.flights.patterns.length);
    expect(expected.hotels).toBeGreaterThanOrEqual(5000);
    expect(await storedCounts(ctx.database.db, tables)).toEqual(expected);
    const meta = await readMeta(ctx.database.db);
    expect(meta).toMatchObject({ seed: 20261122, startDate: START, counts: expected, contentHash: contentHash(data) });
  });

  it('stores the generator fields as they are (arrays, JSON, numbers)', async () => {
    const hotel = ctx.app.inventory.data.hotels.hotels[0]!;
    const [row] = await ctx.database.db.select().from(hotels).where(eq(hotels.id, hotel.id));
    expect(row).toMatchObject({
      name: hotel.name,
      cityId: hotel.cityId,
      stars: hotel.stars,
      amenities: hotel.amenities,
      imagery: hotel.imagery,
      lat: hotel.lat,
    });
    expect(row!.guestRating).toBeCloseTo(hotel.guestRating, 5);
  });

  it('answers searches from the engines it decorates the app with', () => {
    const { engines } = ctx.app.inventory;
    expect(engines.autocomplete.search('lond', { limit: 5 }).length).toBeGreaterThan(0);
  });

  it("replaces an earlier version's inventory when nothing was sold against it", async () => {
    const { db } = ctx.database;
    const { data } = ctx.app.inventory;
    const hotel = data.hotels.hotels[0]!;
    // An earlier version wrote other rows and another hash.
    await db.update(hotels).set({ name: 'An Older Name' }).where(eq(hotels.id, hotel.id));
    await db.update(inventoryMeta).set({ contentHash: 'e'.repeat(64) });

    const { report } = await loadPersistedInventory(db, settings, quiet);
    expect(report).toMatchObject({ outcome: 'replaced', seed: 20261122, startDate: START });
    const [row] = await db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, hotel.id));
    expect(row?.name).toBe(hotel.name);
    const tables = inventoryRows(data);
    expect(await storedCounts(db, tables)).toEqual(rowCounts(tables));
    expect(await readMeta(db)).toMatchObject({ contentHash: contentHash(data), counts: rowCounts(tables) });
  }, 120_000);

  it('loads the stored inventory at a restart without writing it again, with what was sold', async () => {
    const before = await readMeta(ctx.database.db);
    const flight = ctx.app.inventory.data.flights.patterns[0]!;
    const stay = ctx.app.inventory.data.stays.stays[0]!;
    await ctx.database.db
      .insert(flightSeatSales)
      .values({ flightNumber: flight.flightNumber, date: '2026-12-01', cabin: 'economy', sold: 7 });
    await ctx.database.db.insert(stayBookedNights).values({ stayId: stay.id, night: '2026-12-01' });

    const { inventory, report } = await loadPersistedInventory(
      ctx.database.db,
      { ...settings, startDate: undefined, today: '2027-01-01' },
      quiet,
    );
    expect(report).toMatchObject({ outcome: 'verified', seed: 20261122, startDate: START });
    expect((await readMeta(ctx.database.db))?.generatedAt).toEqual(before?.generatedAt);
    expect(inventory.sold.flights(flight.flightNumber, '2026-12-01', 'economy')).toBe(7);
    expect(inventory.sold.flights(flight.flightNumber, '2026-12-02', 'economy')).toBe(0);
    expect(inventory.sold.stays.isBooked(stay.id, toDayNumber('2026-12-01'))).toBe(true);
    // Months later the weekly schedules are offered for the year ahead of that day, not of the first start.
    expect(inventory.engines.flights.validTo).toBe(toDayNumber('2027-12-31'));
    const late = searchFlights(
      inventory.engines.flights,
      { from: ['LHR'], to: ['JFK'], date: '2027-12-20' },
      { now: Date.UTC(2027, 0, 1) },
    );
    expect(late.outbound.total).toBeGreaterThan(0);

    const again = await buildApp({ config: ctx.config, database: ctx.database });
    expect(again.inventory.data.startDate).toBe(START);
    await again.close();
  }, 60_000);

  it('moves the cruise window on as time passes: later sailings added once, earlier ones unchanged', async () => {
    const before = ctx.app.inventory.data;
    const later = { ...settings, startDate: undefined, today: '2027-03-15' };
    const { inventory, report } = await loadPersistedInventory(ctx.database.db, later, quiet);
    expect(report).toMatchObject({ outcome: 'verified', cruisesUntil: '2028-03-14' });
    const sailings = inventory.data.cruises.sailings;
    const kept = sailings.filter((sailing) => sailing.departure < before.cruisesUntil);
    expect(kept.map((sailing) => sailing.id).sort()).toEqual(
      before.cruises.sailings.map((sailing) => sailing.id).sort(),
    );
    expect(sailings.some((sailing) => sailing.departure >= '2028-01-01')).toBe(true);
    expect(sailings.every((sailing) => sailing.departure < '2028-03-14')).toBe(true);
    const tables = inventoryRows(inventory.data);
    expect(await storedCounts(ctx.database.db, tables)).toEqual(rowCounts(tables));
    expect(await readMeta(ctx.database.db)).toMatchObject({
      cruisesUntil: '2028-03-14',
      counts: rowCounts(tables),
      contentHash: contentHash(inventory.data),
    });
    const search = inventory.engines.cruises.search(
      cruiseSearchRequestSchema.parse({ destination: 'caribbean', month: '2028-02' }),
      inventory.sold.cruises,
    );
    expect(search.total).toBeGreaterThan(0);

    // The same day again: nothing more to add, and the stored inventory verifies.
    const again = await loadPersistedInventory(ctx.database.db, later, quiet);
    expect(again.report).toMatchObject({ outcome: 'verified', cruisesUntil: '2028-03-14', rows: report.rows });
  }, 60_000);

  it('refuses to start with another seed or start date than the database holds', async () => {
    await expect(loadPersistedInventory(ctx.database.db, { ...settings, seed: 1 }, quiet)).rejects.toThrow(
      /holds the inventory of seed 20261122, but INVENTORY_SEED is 1/,
    );
    await expect(
      loadPersistedInventory(ctx.database.db, { ...settings, startDate: '2027-01-01' }, quiet),
    ).rejects.toThrow(/INVENTORY_START_DATE is 2027-01-01/);
  });

  it("refuses to replace another version's inventory once something was sold, and a tampered table", async () => {
    const { db } = ctx.database;
    const meta = (await readMeta(db))!;
    await db.update(inventoryMeta).set({ contentHash: 'f'.repeat(64) });
    await expect(buildApp({ config: ctx.config, database: ctx.database })).rejects.toThrow(
      /was written by another version .* bookings refer to it, so it cannot be replaced.*move DATA_DIR aside/,
    );
    await db.update(inventoryMeta).set({ contentHash: meta.contentHash });

    const sailing = ctx.app.inventory.data.cruises.sailings[0]!;
    await db
      .delete(sailingCabins)
      .where(sql`${sailingCabins.sailingId} = ${sailing.id} and ${sailingCabins.category} = 'suite'`);
    await expect(loadPersistedInventory(db, settings, quiet)).rejects.toThrow(
      /row counts do not match: sailing_cabins: expected \d+, found \d+/,
    );
  }, 60_000);
});

describe('app.inventory in tests', () => {
  it('is not loaded by default: reading it says how to ask for one', async () => {
    const ctx = await createTestContext();
    try {
      expect(() => ctx.app.inventory).toThrow(/createTestContext\(\{ inventory: "memory" \}\)/);
    } finally {
      await ctx.close();
    }
  });

  it("'memory' gives the generated inventory without writing it to the database", async () => {
    const ctx = await createTestContext({ inventory: 'memory' });
    try {
      expect(ctx.app.inventory.data.hotels.hotels.length).toBeGreaterThanOrEqual(5000);
      expect(await readMeta(ctx.database.db)).toBeUndefined();
      expect(await ctx.database.db.$count(hotels)).toBe(0);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
