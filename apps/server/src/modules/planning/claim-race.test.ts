import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { tripPlans } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { insertTestPlan } from './test-support.ts';

/**
 * Concurrent claims of one plan made signed out: real races on PostgreSQL (TEST_DATABASE_URL),
 * serialised on PGlite; on both exactly one claim may win.
 */
const clock = new TestClock(new Date());
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    clock,
    poolSize: 8,
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
}, 240_000);
afterAll(() => ctx?.close());

describe(`concurrent claims (${testDriver})`, () => {
  it(
    'two users claiming one unclaimed plan at once: exactly one gets it, the other a 404',
    { timeout: 60_000 },
    async () => {
      for (let round = 0; round < 5; round++) {
        const [a, b] = await Promise.all([signedUpClient(ctx), signedUpClient(ctx)]);
        const plan = await insertTestPlan(ctx, { createdAt: clock.now() });
        const [resA, resB] = await Promise.all([
          a.client.post(`/api/plans/${plan.id}/claim`, {}),
          b.client.post(`/api/plans/${plan.id}/claim`, {}),
        ]);
        expect([resA.statusCode, resB.statusCode].sort(), resA.body + resB.body).toEqual([200, 404]);
        const winner = resA.statusCode === 200 ? a : b;
        const [row] = await ctx.database.db.select().from(tripPlans).where(eq(tripPlans.id, plan.id));
        expect(row!.userId).toBe(winner.user.id);
        expect((resA.statusCode === 200 ? resA : resB).json()).toMatchObject({ plan: { id: plan.id, saved: true } });
        expect((resA.statusCode === 200 ? resB : resA).json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      }
    },
  );
});
