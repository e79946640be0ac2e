import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { WATCH_LIMIT, type PriceWatch } from '@escazo/contracts/price-watches';
import { createTestContext, sharedMemoryInventory, type TestClient, type TestContext } from '@server-test/helpers.ts';
import { priceWatches, priceWatchPoints } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';

/**
 * Concurrent price alerts of one user: real races on PostgreSQL (TEST_DATABASE_URL), serialised on
 * PGlite; one active watch per selection and the limit must hold on both.
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

const watch = (client: TestClient, body: Record<string, unknown>) => client.post('/api/me/price-watches', body);
const activeWatches = (userId: string) =>
  ctx.database.db
    .select()
    .from(priceWatches)
    .where(and(eq(priceWatches.userId, userId), isNull(priceWatches.stoppedAt)));

function tally(responses: { statusCode: number; json(): unknown }[]) {
  const out: Record<string, number> = {};
  for (const res of responses) {
    const key =
      res.statusCode < 300
        ? String(res.statusCode)
        : `${res.statusCode} ${(res.json() as { error: { code: string } }).error.code}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

describe('concurrent price alerts', () => {
  it(
    '10 alerts on the same hotel selection at once: one watch, 201 once and 200 with it otherwise',
    { timeout: 60_000 },
    async () => {
      const { client, user } = await signedUpClient(ctx);
      const hotel = sharedMemoryInventory().data.hotels.hotels[0]!;
      const checkIn = addDays(todayIso(clock.now()), 100);
      const body = { kind: 'hotel', hotelId: hotel.id, checkIn, checkOut: addDays(checkIn, 3), guests: 2, rooms: 1 };
      const responses = await Promise.all(Array.from({ length: 10 }, () => watch(client, body)));
      expect(tally(responses)).toEqual({ 201: 1, 200: 9 });
      const rows = await activeWatches(user.id);
      expect(rows).toHaveLength(1);
      expect(new Set(responses.map((r) => r.json<PriceWatch>().id))).toEqual(new Set([rows[0]!.id]));
      // One first check, not one per request.
      const points = await ctx.database.db
        .select()
        .from(priceWatchPoints)
        .where(eq(priceWatchPoints.watchId, rows[0]!.id));
      expect(points).toHaveLength(1);
    },
  );

  it(
    `10 different alerts at once, 2 below the limit: exactly ${WATCH_LIMIT} active, the rest 409 WATCH_LIMIT`,
    { timeout: 60_000 },
    async () => {
      const { client, user } = await signedUpClient(ctx);
      const existing = WATCH_LIMIT - 2;
      await ctx.database.db.insert(priceWatches).values(
        Array.from({ length: existing }, (_, i) => ({
          userId: user.id,
          kind: 'hotel',
          watchKey: `filler|${i}`,
          params: {},
          label: `Filler ${i}`,
          currency: 'USD',
          createdAt: clock.now(),
        })),
      );
      const stays = sharedMemoryInventory()
        .data.stays.stays.filter((s) => s.guests >= 1)
        .slice(0, 10);
      expect(stays).toHaveLength(10);
      const checkIn = addDays(todayIso(clock.now()), 120);
      const responses = await Promise.all(
        stays.map((s) =>
          watch(client, { kind: 'stay', stayId: s.id, checkIn, checkOut: addDays(checkIn, 2), guests: 1 }),
        ),
      );
      expect(tally(responses)).toEqual({ 201: 2, '409 WATCH_LIMIT': 8 });
      expect(await activeWatches(user.id)).toHaveLength(WATCH_LIMIT);
      const [count] = await ctx.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(priceWatches)
        .where(eq(priceWatches.userId, user.id));
      expect(count!.n).toBe(WATCH_LIMIT);
    },
  );
});
