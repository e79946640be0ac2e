import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_LIMIT } from '@escazo/contracts/saved';
import { createTestContext, sharedMemoryInventory, type TestClient, type TestContext } from '@server-test/helpers.ts';
import { savedItems } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';

/**
 * Concurrent saves of one user: real races on PostgreSQL (TEST_DATABASE_URL), serialised on
 * PGlite; the limit and the one row per item must hold on both.
 */
const clock = new TestClock(new Date());
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'memory',
    clock,
    poolSize: 8,
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
}, 240_000);
afterAll(() => ctx?.close());

const put = (client: TestClient, kind: string, refId: string) =>
  client.request({ method: 'PUT', url: `/api/me/saved/${kind}/${encodeURIComponent(refId)}` });
const savedCount = async (userId: string) =>
  (
    await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(savedItems)
      .where(sql`${savedItems.userId} = ${userId}`)
  )[0]!.n;

function tally(responses: { statusCode: number; json(): unknown }[]) {
  const out: Record<string, number> = {};
  for (const res of responses) {
    const key =
      res.statusCode === 200 ? '200' : `${res.statusCode} ${(res.json() as { error: { code: string } }).error.code}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

describe('concurrent saves', () => {
  it(
    `a user 5 items below the limit saving 20 items at once keeps exactly ${SAVED_LIMIT}`,
    { timeout: 120_000 },
    async () => {
      const { client, user } = await signedUpClient(ctx);
      const fillers = SAVED_LIMIT - 5;
      await ctx.database.db.insert(savedItems).values(
        Array.from({ length: fillers }, (_, i) => ({
          userId: user.id,
          kind: 'destination',
          refId: `filler-${i}`,
          name: `Filler ${i}`,
          createdAt: clock.now(),
        })),
      );
      const hotels = sharedMemoryInventory().data.hotels.hotels.slice(0, 20);
      expect(hotels).toHaveLength(20);
      const responses = await Promise.all(hotels.map((h) => put(client, 'hotel', h.id)));
      expect(tally(responses)).toEqual({ 200: 5, '409 SAVED_LIMIT': 15 });
      expect(await savedCount(user.id)).toBe(SAVED_LIMIT);
      const savedHotels = await ctx.database.db
        .select()
        .from(savedItems)
        .where(sql`${savedItems.userId} = ${user.id} and ${savedItems.kind} = 'hotel'`);
      const answered = responses.filter((r) => r.statusCode === 200).map((r) => r.json<{ refId: string }>().refId);
      expect(savedHotels.map((r) => r.refId).sort()).toEqual(answered.sort());
    },
  );

  it('10 saves of the same item at once: one row, all 200 with the same item', { timeout: 60_000 }, async () => {
    const { client, user } = await signedUpClient(ctx);
    const stay = sharedMemoryInventory().data.stays.stays[0]!;
    const responses = await Promise.all(Array.from({ length: 10 }, () => put(client, 'stay', stay.id)));
    expect(tally(responses)).toEqual({ 200: 10 });
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses[0]!.json()).toMatchObject({ kind: 'stay', refId: stay.id, name: stay.title });
    expect(await savedCount(user.id)).toBe(1);
  });
});
