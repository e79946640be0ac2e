import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { schedule } from './public.ts';
import { appOnSameDatabase } from './test-support.ts';

const MINUTE = 60_000;

describe(`scheduled jobs (${testDriver})`, () => {
  let ctx: TestContext;
  let clock: TestClock;
  const opened: FastifyInstance[] = [];
  const newApp = async () => {
    const app = await appOnSameDatabase(ctx, clock);
    opened.push(app);
    return app;
  };
  const jobRow = async (id: string) =>
    (await ctx.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.id, id)))[0]!;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
  });
  afterAll(() => ctx.close());

  it('runs a job once its time has come, exactly once, with its payload', async () => {
    clock = new TestClock('2030-03-01T10:00:00Z');
    const app = await newApp();
    const seen: unknown[] = [];
    app.jobs.handle('test.once', async (payload) => {
      seen.push(payload);
    });
    const job = await schedule(ctx.database.db, {
      kind: 'test.once',
      runAt: new Date('2030-03-01T10:30:00Z'),
      payload: { bookingId: 'b-1', n: 2 },
    });

    expect(await app.jobs.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(seen).toEqual([]);

    clock.advance(30 * MINUTE);
    expect(await app.jobs.runDueJobs()).toEqual({ done: 1, retried: 0, failed: 0 });
    clock.advance(60 * MINUTE);
    expect(await app.jobs.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 0 });

    expect(seen).toEqual([{ bookingId: 'b-1', n: 2 }]);
    const row = await jobRow(job!.id);
    expect(row.doneAt?.toISOString()).toBe('2030-03-01T10:30:00.000Z');
    expect(row.attempts).toBe(1);
  });

  it('keeps one pending job per dedupe key, and takes the key again once that job is done', async () => {
    clock = new TestClock('2030-03-02T10:00:00Z');
    const app = await newApp();
    let runs = 0;
    app.jobs.handle('test.dedupe', async () => {
      runs++;
    });
    const input = { kind: 'test.dedupe', runAt: new Date('2030-03-02T09:00:00Z'), dedupeKey: 'hold-expiry:b-7' };
    const first = await schedule(ctx.database.db, input);
    const second = await schedule(ctx.database.db, input);
    expect(first).not.toBeNull();
    expect(second).toBeNull();

    await app.jobs.runDueJobs();
    expect(runs).toBe(1);
    const again = await schedule(ctx.database.db, input);
    expect(again?.id).not.toBe(first!.id);
    await app.jobs.runDueJobs();
    expect(runs).toBe(2);
  });

  it('never runs one job twice when two runners claim at the same moment', async () => {
    clock = new TestClock('2030-03-03T10:00:00Z');
    const [a, b] = [await newApp(), await newApp()];
    const runsById = new Map<string, string[]>();
    for (const app of [a, b]) {
      app.jobs.handle('test.race', async (_payload, { job }) => {
        runsById.set(job.id, [...(runsById.get(job.id) ?? []), app.jobs.id]);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
    }
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const job = await schedule(ctx.database.db, {
        kind: 'test.race',
        runAt: new Date(clock.now().getTime() - i * 1000),
        payload: { i },
      });
      ids.push(job!.id);
    }

    const [left, right] = await Promise.all([a.jobs.runDueJobs(), b.jobs.runDueJobs()]);

    expect(left.done + right.done).toBe(60);
    // Both runners took part: the jobs were shared out, not run by one of them alone.
    expect(left.done).toBeGreaterThan(0);
    expect(right.done).toBeGreaterThan(0);
    expect([...runsById.keys()].sort()).toEqual([...ids].sort());
    for (const runners of runsById.values()) expect(runners).toHaveLength(1);
  });

  it('retries a failing job with a growing wait, then gives up and keeps a short error without parameters', async () => {
    clock = new TestClock('2030-03-04T10:00:00Z');
    const app = await newApp();
    let attempts = 0;
    app.jobs.handle(
      'test.failing',
      async (_payload, { db }) => {
        attempts++;
        // A failing query: its parameter must not reach last_error.
        await db.execute(sql`select 1 / 0 where ${'secret@example.com'}::text is not null`);
      },
      { maxAttempts: 3 },
    );
    const job = await schedule(ctx.database.db, { kind: 'test.failing', runAt: clock.now() });

    expect(await app.jobs.runDueJobs()).toEqual({ done: 0, retried: 1, failed: 0 });
    let row = await jobRow(job!.id);
    expect(row.runAt.toISOString()).toBe('2030-03-04T10:00:30.000Z');
    expect(row.lockedUntil).toBeNull();

    clock.advance(29_000);
    expect(await app.jobs.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
    clock.advance(1_000);
    expect(await app.jobs.runDueJobs()).toEqual({ done: 0, retried: 1, failed: 0 });
    row = await jobRow(job!.id);
    expect(row.runAt.toISOString()).toBe('2030-03-04T10:01:30.000Z');

    clock.advance(60_000);
    expect(await app.jobs.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 1 });
    clock.advance(24 * 60 * MINUTE);
    expect(await app.jobs.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 0 });

    expect(attempts).toBe(3);
    row = await jobRow(job!.id);
    expect(row.attempts).toBe(3);
    expect(row.doneAt).toBeNull();
    expect(row.failedAt?.toISOString()).toBe('2030-03-04T10:01:30.000Z');
    expect(row.lastError).toBe('database error 22012');
    expect(row.lastError).not.toContain('secret');
  });

  it('keeps the first line of any other error, cut short', async () => {
    clock = new TestClock('2030-03-05T10:00:00Z');
    const app = await newApp();
    app.jobs.handle(
      'test.thrower',
      async () => {
        throw new Error(`supplier unreachable ${'x'.repeat(300)}\nsecond line`);
      },
      { maxAttempts: 1 },
    );
    const job = await schedule(ctx.database.db, { kind: 'test.thrower', runAt: clock.now() });
    expect(await app.jobs.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 1 });
    const row = await jobRow(job!.id);
    expect(row.lastError).toMatch(/^Error: supplier unreachable x+$/);
    expect(row.lastError!.length).toBe(200);
  });

  it('runs after a restart what fell due while the server was down', async () => {
    clock = new TestClock('2030-03-06T10:00:00Z');
    const before = await newApp();
    before.jobs.handle('test.restart', async () => {
      throw new Error('the old server must not run it');
    });
    const job = await schedule(ctx.database.db, {
      kind: 'test.restart',
      runAt: new Date('2030-03-06T12:00:00Z'),
      payload: { userId: 'u-1' },
    });
    expect(await before.jobs.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
    await before.close();
    opened.splice(opened.indexOf(before), 1);

    clock.set('2030-03-06T13:00:00Z');
    const after = await newApp();
    const seen: unknown[] = [];
    after.jobs.handle('test.restart', async (payload) => {
      seen.push(payload);
    });
    expect(await after.jobs.runDueJobs()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(seen).toEqual([{ userId: 'u-1' }]);
    expect((await jobRow(job!.id)).doneAt).not.toBeNull();
  });

  it('polls on a timer once started, and stops', async () => {
    clock = new TestClock('2030-03-07T10:00:00Z');
    const app = await newApp();
    let runs = 0;
    app.jobs.handle('test.poll', async () => {
      runs++;
    });
    await schedule(ctx.database.db, { kind: 'test.poll', runAt: clock.now() });
    app.jobs.start(20);
    await expect.poll(() => runs, { timeout: 5_000 }).toBe(1);
    await app.jobs.stop();
  });
});
