import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { budgetPlans, scheduledJobs } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { BUDGET_PLANS_CLEANUP_JOB, scheduleBudgetPlansCleanup } from './cleanup-job.ts';
import { insertTestBudgetPlan } from './test-support.ts';

const HOUR = 3_600_000;
const clock = new TestClock('2030-03-10T12:00:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ clock, rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 } });
}, 240_000);
afterAll(() => ctx?.close());

const pendingCleanups = () =>
  ctx.database.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, BUDGET_PLANS_CLEANUP_JOB), isNull(scheduledJobs.doneAt)));
const planIds = async () =>
  (await ctx.database.db.select({ id: budgetPlans.id }).from(budgetPlans)).map((r) => r.id).sort();

describe('the budget-plans.cleanup job', () => {
  it('deletes only unsaved plans older than a day, and schedules its next daily run', async () => {
    const { user } = await signedUpClient(ctx);
    const now = clock.now().getTime();
    const oldUnsaved = await insertTestBudgetPlan(ctx, { createdAt: new Date(now - 25 * HOUR) });
    const oldAsked = await insertTestBudgetPlan(ctx, { askedBy: user.id, createdAt: new Date(now - 26 * HOUR) });
    const young = await insertTestBudgetPlan(ctx, { createdAt: new Date(now - 2 * HOUR) });
    const oldSaved = await insertTestBudgetPlan(ctx, {
      userId: user.id,
      askedBy: user.id,
      createdAt: new Date(now - 30 * 24 * HOUR),
    });

    await scheduleBudgetPlansCleanup(ctx.database.db, clock.now());
    await scheduleBudgetPlansCleanup(ctx.database.db, clock.now());
    const pending = await pendingCleanups();
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt.toISOString()).toBe('2030-03-11T03:00:00.000Z');

    // Not due yet: nothing runs.
    await ctx.app.jobs.runDueJobs();
    expect(await planIds()).toHaveLength(4);

    clock.set('2030-03-11T03:00:01Z');
    const summary = await ctx.app.jobs.runDueJobs();
    expect(summary.done).toBe(1);
    const left = await planIds();
    expect(left).toEqual([young.id, oldSaved.id].sort());
    expect(left).not.toContain(oldUnsaved.id);
    expect(left).not.toContain(oldAsked.id);
    expect((await pendingCleanups()).map((j) => j.runAt.toISOString())).toEqual(['2030-03-12T03:00:00.000Z']);
  });

  it('an unsaved plan older than a day can no longer be read or saved', async () => {
    const { client } = await signedUpClient(ctx);
    const old = await insertTestBudgetPlan(ctx, { createdAt: new Date(clock.now().getTime() - 24 * HOUR - 1000) });
    expect((await client.get(`/api/budget-plans/${old.id}`)).statusCode).toBe(404);
    expect((await client.post(`/api/budget-plans/${old.id}/save`, {})).statusCode).toBe(404);
    const fresh = await insertTestBudgetPlan(ctx, { createdAt: new Date(clock.now().getTime() - 23 * HOUR) });
    expect((await client.get(`/api/budget-plans/${fresh.id}`)).statusCode).toBe(200);
  });
});
