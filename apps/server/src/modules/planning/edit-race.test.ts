import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSchema, type Plan } from '@escazo/contracts/planning';
import { createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { planTrip, readPlan } from './edit-test-plan.ts';

/**
 * Concurrent edits of one trip made on the same version: real races on PostgreSQL
 * (TEST_DATABASE_URL), serialised on PGlite; on both exactly one may win.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'memory',
    poolSize: 8,
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
}, 240_000);
afterAll(() => ctx?.close());

const visitIds = (plan: Plan) =>
  plan.days
    .flatMap((day) => day.items)
    .filter((item) => item.type === 'attraction')
    .map((item) => item.id);

describe(`concurrent edits (${testDriver})`, () => {
  it(
    "two renames on one version: exactly one 200 and one 409, and the trip has the winner's name",
    { timeout: 60_000 },
    async () => {
      const owner = await signedUpClient(ctx);
      for (let round = 0; round < 5; round++) {
        const plan = await planTrip(ctx, owner.client);
        const rename = (name: string) =>
          owner.client.request({
            method: 'PATCH',
            url: `/api/plans/${plan.id}`,
            payload: { version: plan.version, name },
          });
        const [a, b] = await Promise.all([rename('Alpha'), rename('Bravo')]);
        expect([a.statusCode, b.statusCode].sort(), a.body + b.body).toEqual([200, 409]);
        const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
        expect(loser.json()).toMatchObject({ error: { code: 'PLAN_CHANGED' } });
        const stored = await readPlan(owner.client, plan.id);
        expect(stored).toEqual(planSchema.parse(winner.json().plan));
        expect(stored.version).toBe(plan.version + 1);
      }
    },
  );

  it('two item deletions on one version: one wins, the other item is still there', { timeout: 60_000 }, async () => {
    const owner = await signedUpClient(ctx);
    for (let round = 0; round < 3; round++) {
      const plan = await planTrip(ctx, owner.client);
      const [first, second] = visitIds(plan);
      const remove = (itemId: string) =>
        owner.client.request({
          method: 'DELETE',
          url: `/api/plans/${plan.id}/items/${itemId}?version=${plan.version}`,
        });
      const [a, b] = await Promise.all([remove(first!), remove(second!)]);
      expect([a.statusCode, b.statusCode].sort(), a.body + b.body).toEqual([200, 409]);
      const [kept, gone] = a.statusCode === 200 ? [second!, first!] : [first!, second!];
      const stored = await readPlan(owner.client, plan.id);
      expect(visitIds(stored)).toContain(kept);
      expect(visitIds(stored)).not.toContain(gone);
      expect(stored.version).toBe(plan.version + 1);
    }
  });
});
