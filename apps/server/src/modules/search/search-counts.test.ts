import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { searchCounts } from '@server/db/schema.ts';
import type { TestContext } from '@server-test/helpers.ts';
import { createSearchContext } from './test-support.ts';

describe('search counts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createSearchContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const day = (offset: number) => addDays(todayIso(Date.now()), offset);

  async function counts(): Promise<Record<string, number>> {
    const rows = await ctx.database.db.select().from(searchCounts);
    return Object.fromEntries(rows.map((row) => [row.destinationKey, row.count]));
  }

  it("counts each product's search once for its destination city, and keeps nothing else", async () => {
    const urls = [
      // Flights: the destination airport's city, or the city id given.
      `/api/search/flights?from=JFK&to=LIS&date=${day(20)}`,
      `/api/search/flights?from=JFK&to=PT-lisbon&date=${day(21)}`,
      `/api/search/hotels?destination=${encodeURIComponent('Lisbon, Portugal')}&checkIn=${day(20)}&checkOut=${day(22)}`,
      '/api/search/stays?q=Lisbon',
      `/api/search/cars?pickupLocation=LIS&dropoffLocation=LIS&pickupDate=${day(20)}&dropoffDate=${day(22)}`,
      // Free words and a cruise region name no city: not counted.
      '/api/search/stays?q=loft',
      `/api/search/cruises?destination=alaska&month=${day(200).slice(0, 7)}`,
      // The origin of a flight is not its destination.
      `/api/search/flights?from=LIS&to=CDG&date=${day(20)}`,
    ];
    for (const url of urls) expect((await ctx.client.get(url)).statusCode, url).toBe(200);
    expect(await counts()).toEqual({});
    await ctx.app.searchCounts.flush();
    expect(await counts()).toEqual({ 'PT-lisbon': 5, 'FR-paris': 1 });
    // A search that fails validation counts nothing.
    expect((await ctx.client.get(`/api/search/flights?from=JFK&to=NOWHERE&date=${day(20)}`)).statusCode).toBe(400);
    await ctx.client.get(`/api/search/hotels?destination=Lisbon&checkIn=${day(20)}&checkOut=${day(22)}`);
    await ctx.app.searchCounts.flush();
    // An empty flush writes nothing and changes nothing.
    await ctx.app.searchCounts.flush();
    expect(await counts()).toEqual({ 'PT-lisbon': 6, 'FR-paris': 1 });
    // Only the city, the day and the count are kept: nothing about who searched.
    const result = await ctx.database.db.execute(
      sql`select string_agg(column_name, ',' order by column_name) as columns from information_schema.columns where table_name = 'search_counts' and table_schema = current_schema()`,
    );
    expect((result as unknown as { rows: { columns: string }[] }).rows[0]!.columns).toBe('count,day,destination_key');
  });
});
