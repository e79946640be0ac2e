import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { scheduledJobs, tripPlans } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { PLANNING_CLEANUP_JOB, schedulePlanningCleanup } from './cleanup-job.ts';
import { insertTestPlan } from './test-support.ts';

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
    .where(and(eq(scheduledJobs.kind, PLANNING_CLEANUP_JOB), isNull(scheduledJobs.doneAt)));

describe('the planning.cleanup job', () => {
  it('deletes only unclaimed plans older than a day, and schedules its next daily run', async () => {
    const { user } = await signedUpClient(ctx);
    const now = clock.now().getTime();
    const oldUnclaimed = await insertTestPlan(ctx, { createdAt: new Date(now - 25 * HOUR) });
    const youngUnclaimed = await insertTestPlan(ctx, { createdAt: new Date(now - 2 * HOUR) });
    const oldClaimed = await insertTestPlan(ctx, { userId: user.id, createdAt: new Date(now - 30 * 24 * HOUR) });

    await schedulePlanningCleanup(ctx.database.db, clock.now());
    await schedulePlanningCleanup(ctx.database.db, clock.now());
    const pending = await pendingCleanups();
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt.toISOString()).toBe('2030-03-11T03:00:00.000Z');

    // Not due yet: nothing runs.
    await ctx.app.jobs.runDueJobs();
    expect(await ctx.database.db.select({ id: tripPlans.id }).from(tripPlans)).toHaveLength(3);

    clock.set('2030-03-11T03:00:01Z');
    const summary = await ctx.app.jobs.runDueJobs();
    expect(summary.done).toBe(1);
    const left = (await ctx.database.db.select({ id: tripPlans.id }).from(tripPlans)).map((r) => r.id).sort();
    expect(left).toEqual([youngUnclaimed.id, oldClaimed.id].sort());
    expect(left).not.toContain(oldUnclaimed.id);

    const next = await pendingCleanups();
    expect(next.map((j) => j.runAt.toISOString())).toEqual(['2030-03-12T03:00:00.000Z']);
  });
});
