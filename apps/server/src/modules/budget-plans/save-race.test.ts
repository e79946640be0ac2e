import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { budgetPlans, savedItems } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { insertTestBudgetPlan } from './test-support.ts';

/**
 * Two users saving one plan made signed out at once: real races on PostgreSQL (TEST_DATABASE_URL),
 * serialised on PGlite; on both exactly one may win, and only the winner lists it in Saved.
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

describe(`concurrent saves (${testDriver})`, () => {
  it('exactly one of two users saving the same plan gets it, the other a 404', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([signedUpClient(ctx), signedUpClient(ctx)]);
      const plan = await insertTestBudgetPlan(ctx, { createdAt: clock.now() });
      const [resA, resB] = await Promise.all([
        a.client.post(`/api/budget-plans/${plan.id}/save`, {}),
        b.client.post(`/api/budget-plans/${plan.id}/save`, {}),
      ]);
      expect([resA.statusCode, resB.statusCode].sort(), resA.body + resB.body).toEqual([200, 404]);
      const [winner, loser] = resA.statusCode === 200 ? [a, b] : [b, a];
      const [row] = await ctx.database.db.select().from(budgetPlans).where(eq(budgetPlans.id, plan.id));
      expect(row!.userId).toBe(winner.user.id);
      const listed = await ctx.database.db.select().from(savedItems).where(eq(savedItems.refId, plan.id));
      expect(listed.map((item) => item.userId)).toEqual([winner.user.id]);
      expect(loser.user.id).not.toBe(winner.user.id);
    }
  });
});
