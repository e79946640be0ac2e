import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkStatsSchema, type NetworkStats } from '@escazo/contracts/network-stats';
import type { TestContext } from '@server-test/helpers.ts';
import { createSearchContext, sharedInventory } from './test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSearchContext();
}, 240_000);
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/search/network', () => {
  it("answers the inventory's own counts, cacheable, in the contract's shape", async () => {
    const res = await ctx.client.get('/api/search/network');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const stats = networkStatsSchema.parse(res.json()) as NetworkStats;
    const { flights, hotels, cars, reference } = sharedInventory().data;
    expect(stats).toMatchObject({
      airlines: flights.airlines.length,
      airports: flights.airports.length,
      cities: reference.cities.length,
      hotels: hotels.hotels.length,
      carLocations: cars.locations.length,
    });
    // Airlines flying in the network, fewer than the airlines the reference data knows.
    expect(stats.airlines).toBeGreaterThan(100);
    expect(stats.airlines).toBeLessThan(reference.airlines.length);
    expect(stats.countries).toBe(new Set(flights.airports.map((a) => a.country)).size);
    expect(stats.carCities).toBeLessThanOrEqual(stats.hotelCities);
    expect(stats.carCompanies).toBeGreaterThan(0);
  });
});
