// CPU-heavy requests cannot take the server down: budget plans (and the other CPU-heavy routes)
// are refused with 503 SERVER_BUSY and Retry-After when the worker pool and its queue are full,
// and charged by weight to the caller's address and account (429 COST_LIMITED with Retry-After).
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { createTestContext, TestClient, type TestContext } from '@server-test/helpers.ts';
import { budgetPlans } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '@server/modules/auth/test-support.ts';
import { holdFlag, holdTask } from '@server/modules/cpu-pool/test-support.ts';

const clock = new TestClock(new Date());

/** A budget request the inventory answers: London Heathrow, six weeks ahead, `days` days, `travelers` travellers. */
function budgetBody(days = 5, travelers = 2) {
  const start = addDays(todayIso(clock.now()), 42);
  return {
    totalBudget: 3000 * travelers,
    travelers,
    travelDates: { startDate: start, endDate: addDays(start, days - 1) },
    preferences: ['cultural'],
    startingLocation: 'LHR',
  };
}

const planCount = async (ctx: TestContext) =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(budgetPlans))[0]!.n;

describe('a full CPU pool', () => {
  let ctx: TestContext;
  const { flag, release } = holdFlag();

  beforeAll(async () => {
    ctx = await createTestContext({
      inventory: 'memory',
      clock,
      rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
      cpuPool: { threads: 1, maxQueue: 1 },
    });
  }, 240_000);
  afterAll(async () => {
    release();
    await ctx?.close();
  });

  it('answers a budget plan 503 SERVER_BUSY with Retry-After and writes nothing; health still answers; a plan passes once it drains', async () => {
    // One task runs and one waits: the pool (1 thread) and its queue (1) are full.
    const held = [ctx.app.cpuPool.run(holdTask, { flag }), ctx.app.cpuPool.run(holdTask, { flag })];
    expect(ctx.app.cpuPool.busy).toBe(2);
    const before = await planCount(ctx);

    const res = await ctx.client.post('/api/budget-plans', budgetBody());
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('SERVER_BUSY');
    expect(await planCount(ctx)).toBe(before);
    expect((await ctx.client.get('/api/health')).statusCode).toBe(200);

    release();
    expect(await Promise.all(held)).toEqual(['released', 'released']);
    expect(ctx.app.cpuPool.busy).toBe(0);
    const after = await ctx.client.post('/api/budget-plans', budgetBody());
    expect(after.statusCode, after.body).toBe(201);
    expect(await planCount(ctx)).toBe(before + 1);
  }, 120_000);
});

describe('the cost-weighted limit', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    // 2 forms per 10 minutes: 60 points per address and per user.
    ctx = await createTestContext({
      inventory: 'memory',
      clock,
      rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 2 },
    });
  }, 240_000);
  afterAll(() => ctx?.close());
  // Each case starts with full allowances (they refill over 10 minutes of the app clock).
  afterEach(() => clock.advance(10 * 60_000));

  const post = (client: TestClient, body: unknown, remoteAddress = '198.51.100.1') =>
    client.request({ method: 'POST', url: '/api/budget-plans', payload: body as object, remoteAddress });

  it('a heavy plan costs more than a light one: three light plans pass where one heavy plan leaves no room for a light one', async () => {
    const client = new TestClient(ctx.app);
    // 5 days for 2: 17 points each; three of them spend 51 of 60.
    for (let i = 0; i < 3; i++) expect((await post(client, budgetBody(5, 2))).statusCode).toBe(201);
    const refused = await post(client, budgetBody(5, 2));
    expect(refused.statusCode, refused.body).toBe(429);
    expect(apiErrorSchema.parse(refused.json()).error.code).toBe('COST_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Health checks are not charged.
    expect((await client.get('/api/health')).statusCode).toBe(200);

    clock.advance(10 * 60_000);
    // 30 days for 9: 49 points; 11 are left, too few for a light plan (17).
    expect((await post(client, budgetBody(30, 9))).statusCode).toBe(201);
    expect((await post(client, budgetBody(5, 2))).statusCode).toBe(429);
  }, 120_000);

  it('the wait announced in Retry-After is enough: after it the same request passes', async () => {
    const client = new TestClient(ctx.app);
    for (let i = 0; i < 3; i++) expect((await post(client, budgetBody(5, 2), '198.51.100.2')).statusCode).toBe(201);
    const refused = await post(client, budgetBody(5, 2), '198.51.100.2');
    expect(refused.statusCode).toBe(429);
    clock.advance(Number(refused.headers['retry-after']) * 1000 - 1000);
    expect((await post(client, budgetBody(5, 2), '198.51.100.2')).statusCode).toBe(429);
    clock.advance(1000);
    expect((await post(client, budgetBody(5, 2), '198.51.100.2')).statusCode).toBe(201);
  }, 120_000);

  it('a signed-in user is limited across addresses, and other addresses are not limited by them', async () => {
    const { client } = await signedUpClient(ctx);
    const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
    const statuses: number[] = [];
    for (const address of addresses) statuses.push((await post(client, budgetBody(5, 2), address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    // The fourth address was not charged: someone else there still gets a plan.
    expect((await post(new TestClient(ctx.app), budgetBody(5, 2), '203.0.113.4')).statusCode).toBe(201);
  }, 120_000);
});
