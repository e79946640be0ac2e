import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, dayOf } from '@escazo/contracts/dates';
import { exploreResponseSchema, type ExploreResponse } from '@escazo/contracts/explore';
import { searchCounts } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { sharedInventory } from '../search/test-support.ts';
import { destinationTags } from './destination-tags.ts';
import { ANSWER_TTL_MS, cheapestFare, cheapestHotelNight, lodgingCityFacts } from './service.ts';

describe('GET /api/explore', () => {
  let ctx: TestContext;
  // Flights are offered for the year ahead of today: the clock starts now, and only moves forward.
  const clock = new TestClock(new Date());
  const today = () => dayOf(clock.now());

  beforeAll(async () => {
    ctx = await createTestContext({ inventory: 'memory', clock });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function explore(query: string, client = ctx.client): Promise<ExploreResponse> {
    const res = await client.get(`/api/explore${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return exploreResponseSchema.parse(res.json());
  }

  /** Past the answer cache, so the next query reads the counts again. */
  const nextMinute = () => clock.advance(ANSWER_TTL_MS + 1);
  const ids = (answer: ExploreResponse) => answer.items.map((item) => item.id);

  async function searchHotels(destination: string, times: number) {
    const checkIn = addDays(today(), 20);
    for (let i = 0; i < times; i++) {
      const res = await ctx.client.get(
        `/api/search/hotels?destination=${encodeURIComponent(destination)}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`,
      );
      expect(res.statusCode).toBe(200);
    }
  }

  it('answers six real destinations on a fresh database, ordered by population, with prices from the engines; trending has none yet', async () => {
    const facts = lodgingCityFacts(sharedInventory());
    const largest = [...facts]
      .sort((a, b) => b.city.population - a.city.population)
      .slice(0, 6)
      .map((entry) => entry.city.id);
    const popular = await explore('?tab=popular');
    expect(popular.tab).toBe('popular');
    expect(popular.origin).toEqual({ code: 'JFK', city: expect.any(String) });
    expect(ids(popular)).toEqual(largest);
    // Nothing grew week over week: no trend, rather than Popular under another name.
    expect((await explore('?tab=trending')).items).toEqual([]);
    const first = popular.items[0]!;
    const city = facts.find((entry) => entry.city.id === first.id)!;
    expect(first).toMatchObject({
      name: city.city.name,
      country: city.city.countryName,
      rating: city.rating,
      imageUrl: `/media/scenes/${first.id.toLowerCase()}.svg`,
      searchHref: `/search?destination=${encodeURIComponent(city.city.name)}`,
    });
    expect(first.description).toContain(`${city.hotelCount} hotels`);
    expect(first.fromFare).toEqual(cheapestFare(sharedInventory(), 'JFK', first.id, clock.now()));
    expect(first.hotelFrom).toEqual(cheapestHotelNight(sharedInventory(), first.id, clock.now()));
    // Real prices exist for a big city from New York.
    expect(popular.items.some((item) => item.fromFare && item.fromFare.amount > 0)).toBe(true);
    expect(
      popular.items.every(
        (item) => item.hotelFrom && item.hotelFrom.currency === 'USD' && Number.isInteger(item.hotelFrom.amount),
      ),
    ).toBe(true);
    const image = await ctx.client.get(first.imageUrl);
    expect(image.statusCode).toBe(200);
  });

  it('counts searches per destination city in memory, writes them on flush, and popular follows them', async () => {
    nextMinute();
    const before = await explore('?tab=popular');
    expect(ids(before)).not.toContain('IS-reykjavik');
    await searchHotels('Reykjavík', 3);
    const search = await ctx.client.get(`/api/search/flights?from=JFK&to=KEF&date=${addDays(today(), 20)}`);
    expect(search.statusCode).toBe(200);
    // Nothing is written until the flush.
    nextMinute();
    expect(ids(await explore('?tab=popular'))).not.toContain('IS-reykjavik');
    await ctx.app.searchCounts.flush();
    nextMinute();
    // Fresh database: four searches beat every city with none.
    expect(ids(await explore('?tab=popular'))[0]).toBe('IS-reykjavik');
    // Repeated flushes add up, one row per city and day.
    await searchHotels('IS-reykjavik', 1);
    await ctx.app.searchCounts.flush();
    const rows = await ctx.database.db
      .select()
      .from(searchCounts)
      .where(eq(searchCounts.destinationKey, 'IS-reykjavik'));
    expect(rows).toEqual([{ destinationKey: 'IS-reykjavik', day: today(), count: 5 }]);
  });

  it('ranks trending by growth of searches this week over last week', async () => {
    // Bergen: 6 searches last week, 1 this week (shrinking); Cusco: none last week, 2 this week.
    await searchHotels('Bergen', 6);
    await ctx.app.searchCounts.flush();
    clock.advance(7 * 86_400_000);
    await searchHotels('Bergen', 1);
    await searchHotels('Cusco', 2);
    await ctx.app.searchCounts.flush();
    nextMinute();
    const trending = ids(await explore('?tab=trending'));
    expect(trending[0]).toBe('PE-cusco');
    expect(trending).not.toContain('NO-bergen');
    // Only cities that grew are trending; Popular still lists the busiest (Bergen among them).
    expect(trending).toHaveLength(new Set(trending).size);
    expect(trending.every((id) => id !== 'NO-bergen' && id !== 'IS-reykjavik')).toBe(true);
    expect(ids(await explore('?tab=popular'))).toContain('NO-bergen');
    expect(trending).not.toEqual(ids(await explore('?tab=popular')));
  });

  it('lists curated adventure destinations, all of them real lodging cities, by rating', async () => {
    const facts = lodgingCityFacts(sharedInventory());
    const lodging = new Set(facts.map((entry) => entry.city.id));
    for (const id of Object.keys(destinationTags)) expect(lodging.has(id), id).toBe(true);
    const adventure = await explore('?tab=adventure');
    expect(adventure.items).toHaveLength(6);
    for (const item of adventure.items) expect(item.tags).toContain('adventure');
    const ratings = adventure.items.map((item) => item.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const best = Math.max(...facts.filter((entry) => entry.tags.includes('adventure')).map((entry) => entry.rating));
    expect(ratings[0]).toBe(best);
  });

  it('prices from the asked airport, falls back to JFK for an unknown one, and answers 400 for a malformed one', async () => {
    const london = await explore('?tab=adventure&from=lhr');
    expect(london.origin.code).toBe('LHR');
    const cusco = london.items.find((item) => item.id === 'PE-cusco');
    if (cusco) expect(cusco.fromFare).toEqual(cheapestFare(sharedInventory(), 'LHR', 'PE-cusco', clock.now()));
    expect((await explore('?tab=adventure&from=ZZQ')).origin.code).toBe('JFK');
    const bad = await ctx.client.get('/api/explore?tab=adventure&from=not-an-airport');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    const badTab = await ctx.client.get('/api/explore?tab=sideways');
    expect(badTab.statusCode).toBe(400);
  });

  it("prices from a signed-in user's home city when no airport is asked", async () => {
    const { client } = await signedUpClient(ctx);
    expect((await explore('?tab=adventure', client)).origin.code).toBe('JFK');
    const patched = await client.request({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { location: 'Paris, France' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await explore('?tab=adventure', client)).origin.code).toBe('CDG');
    // An asked airport still wins.
    expect((await explore('?tab=adventure&from=MAD', client)).origin.code).toBe('MAD');
  });
});
