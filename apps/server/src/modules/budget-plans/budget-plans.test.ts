import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_CHEAPEST_SHOWN, BUDGET_MAX_RESULTS, budgetPlanSchema, type BudgetPlan } from '@escazo/contracts/budget';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { convertMoney } from '@escazo/contracts/currency';
import { SAVED_LIMIT, savedListSchema } from '@escazo/contracts/saved';
import { createTestContext, TestClient, type TestContext } from '@server-test/helpers.ts';
import { budgetPlans, savedItems } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { loadRates } from '../currency/public.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { budgetRequest } from './test-support.ts';

const clock = new TestClock(new Date());
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'memory',
    clock,
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
}, 240_000);
afterAll(() => ctx?.close());

const planCount = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(budgetPlans))[0]!.n;
const create = (client: TestClient, body: unknown) => client.post('/api/budget-plans', body);
const sum = (plan: BudgetPlan['destinations'][number]) =>
  Object.values(plan.budget).reduce((total, part) => total + part.amount, 0);

describe('POST /api/budget-plans', () => {
  it('201: destinations that fit, best match first, each item by item; stored unsaved', async () => {
    const res = await create(new TestClient(ctx.app), budgetRequest(clock));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const plan = budgetPlanSchema.parse(res.json().plan);
    expect(plan.saved).toBe(false);
    expect(plan.request).toMatchObject({
      totalBudget: { amount: 300_000, currency: 'USD' },
      travelers: 2,
      preferences: ['cultural', 'food'],
      startingLocation: 'LHR',
      mustVisit: [],
    });
    expect(plan.destinations.length).toBeGreaterThan(0);
    expect(plan.destinations.length).toBeLessThanOrEqual(BUDGET_MAX_RESULTS);
    expect(plan.evaluated).toBeGreaterThanOrEqual(plan.destinations.length);
    expect(plan.destinations.map((d) => d.id)).not.toContain('london');
    for (const d of plan.destinations) {
      expect(d.fits).toBe(true);
      expect(d.shortfall).toBeNull();
      expect(d.estimatedTotalCost.amount).toBeLessThanOrEqual(300_000);
      expect(sum(d)).toBe(d.estimatedTotalCost.amount);
      expect(d.startDate).toBe(plan.request.travelDates.startDate);
      expect(d.endDate).toBe(addDays(d.startDate, d.recommendedStayLength - 1));
      expect(d.endDate <= plan.request.travelDates.endDate).toBe(true);
      expect(d.image).toMatch(/^\/media\/scenes\/.+\.svg$/);
      expect(d.reasonings.some((r) => /^Return fares from LHR from \$[\d,]+ per person on those dates$/.test(r))).toBe(
        true,
      );
      expect(d.transportation.filter((o) => o.recommended)).toHaveLength(1);
      expect(d.accommodation.filter((o) => o.recommended)).toHaveLength(1);
    }
    // Best match first, then cheaper.
    for (let i = 1; i < plan.destinations.length; i++) {
      const [a, b] = [plan.destinations[i - 1]!, plan.destinations[i]!];
      expect(
        a.matchScore > b.matchScore ||
          (a.matchScore === b.matchScore && a.estimatedTotalCost.amount <= b.estimatedTotalCost.amount),
      ).toBe(true);
    }
    const first = plan.destinations[0]!;
    expect(plan).toMatchObject({
      transportation: first.transportation,
      accommodation: first.accommodation,
      budgetBreakdown: first.budget,
      tips: first.tips,
      mustVisit: null,
    });

    const [row] = await ctx.database.db
      .select()
      .from(budgetPlans)
      .where(sql`${budgetPlans.id} = ${plan.id}`);
    expect(row).toMatchObject({ userId: null, askedBy: null, savedAt: null });
    expect((await new TestClient(ctx.app).get(`/api/budget-plans/${plan.id}`)).json()).toEqual({ plan });
  });

  it('converts a budget in another currency to USD cents at the reference rates', async () => {
    const res = await create(new TestClient(ctx.app), budgetRequest(clock, { totalBudget: 2500, currency: 'EUR' }));
    expect(res.statusCode, res.body).toBe(201);
    const plan = budgetPlanSchema.parse(res.json().plan);
    const rates = await loadRates(ctx.database.db);
    expect(plan.request.totalBudget).toEqual(convertMoney({ amount: 250_000, currency: 'EUR' }, 'USD', rates));
    expect(plan.destinations.every((d) => d.estimatedTotalCost.amount <= plan.request.totalBudget.amount)).toBe(true);
  });

  it('a must-visit that fits is listed first; one that does not reports its shortfall', async () => {
    const fitting = budgetPlanSchema.parse(
      (
        await create(new TestClient(ctx.app), budgetRequest(clock, { totalBudget: 20_000, mustVisit: ['Lisbon'] }))
      ).json().plan,
    );
    expect(fitting.mustVisit).toMatchObject({ id: 'lisbon', mustVisit: true, fits: true, shortfall: null });
    expect(fitting.destinations[0]).toEqual(fitting.mustVisit);

    const res = await create(new TestClient(ctx.app), budgetRequest(clock, { totalBudget: 300, mustVisit: ['tokyo'] }));
    expect(res.statusCode, res.body).toBe(201);
    const plan = budgetPlanSchema.parse(res.json().plan);
    const tokyo = plan.mustVisit!;
    expect(tokyo).toMatchObject({ id: 'tokyo', name: 'Tokyo', mustVisit: true, fits: false });
    expect(tokyo.shortfall!.amount).toBe(tokyo.estimatedTotalCost.amount - 30_000);
    expect(sum(tokyo)).toBe(tokyo.estimatedTotalCost.amount);
    expect(plan.destinations.map((d) => d.id)).not.toContain('tokyo');
    expect(plan.destinations.every((d) => d.fits && d.estimatedTotalCost.amount <= 30_000)).toBe(true);
    // $300 for two covers no trip: nothing is listed.
    expect(plan).toMatchObject({
      destinations: [],
      transportation: [],
      accommodation: [],
      budgetBreakdown: null,
      tips: [],
    });
    expect(tokyo.reasonings.at(-1)).toBe(
      `${tokyo.recommendedStayLength} days for ${formatMoney(tokyo.estimatedTotalCost, { whole: true })}, ${formatMoney(tokyo.shortfall!, { whole: true })} over your $300 budget`,
    );
  });

  it('a must-visit with no flights on those dates says so: not fitting, no shortfall, no "over budget"', async () => {
    // The flight schedule runs a year ahead: nothing flies 400 days from now.
    const start = addDays(todayIso(clock.now()), 400);
    const res = await create(
      new TestClient(ctx.app),
      budgetRequest(clock, {
        startingLocation: 'GB-london',
        mustVisit: ['Tokyo'],
        travelDates: { startDate: start, endDate: addDays(start, 4) },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const plan = budgetPlanSchema.parse(res.json().plan);
    const day = new Date(`${start}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    expect(plan.mustVisit).toMatchObject({
      id: 'tokyo',
      fits: false,
      shortfall: null,
      unpricedReason: `No flights from London to Tokyo land on ${day} for 2 travelers`,
      tips: [],
    });
    expect(plan.mustVisit!.reasonings[0]).toBe(plan.mustVisit!.unpricedReason);
    expect(plan.mustVisit!.reasonings.filter((r) => /over your|under your/.test(r))).toEqual([]);
    expect(plan.destinations).toEqual([]);
  });

  it('the city the traveller starts in is not a candidate; as a must-visit it needs no flights', async () => {
    const plan = budgetPlanSchema.parse(
      (await create(new TestClient(ctx.app), budgetRequest(clock, { mustVisit: ['London'] }))).json().plan,
    );
    expect(plan.mustVisit).toMatchObject({ id: 'london' });
    expect(plan.mustVisit!.reasonings).toContain('You start here: no flights needed');
    expect(plan.destinations.filter((d) => d.id === 'london').length).toBeLessThanOrEqual(1);
    expect(plan.destinations.filter((d) => d.id === 'london' && !d.mustVisit)).toEqual([]);
  });

  describe('heavy requests answer a valid plan', () => {
    const check = async (overrides: Parameters<typeof budgetRequest>[1], label: string) => {
      const res = await create(new TestClient(ctx.app), budgetRequest(clock, overrides));
      expect(res.statusCode, res.body).toBe(201);
      const plan = budgetPlanSchema.parse(res.json().plan);
      expect(plan.destinations.length, 'some destination fits').toBeGreaterThan(0);
      for (const d of plan.destinations) {
        expect(sum(d)).toBe(d.estimatedTotalCost.amount);
        expect(d.estimatedTotalCost.amount).toBeLessThanOrEqual(plan.request.totalBudget.amount);
        expect(d.unpricedReason).toBeNull();
        expect(d.reasonings.some((r) => r.startsWith(`Return fares from ${label} from $`))).toBe(true);
        expect(d.reasonings.join(' ')).not.toContain('GB-london');
      }
      return plan;
    };

    it('a city origin is every airport of the city, named by the city; the request echoes what was typed', async () => {
      const plan = await check({ startingLocation: 'GB-london' }, 'London');
      expect(plan.request.startingLocation).toBe('GB-london');
      expect(plan.destinations.map((d) => d.id)).not.toContain('london');
    });

    it('9 travellers: lodging for the whole party, cars and cabs for 3', async () => {
      const plan = await check({ startingLocation: 'GB-london', travelers: 9, totalBudget: 60_000 }, 'London');
      const first = plan.destinations[0]!;
      expect(first.reasonings.some((r) => / from \$[\d,]+ a night for your party of 9 \(/.test(r))).toBe(true);
      expect(
        first.reasonings.some((r) => r.startsWith('Airport transfers: 2 rides of ') && r.endsWith(' per car (3 cars)')),
      ).toBe(true);
    });

    it('a 30-day window prices only the advised stays', async () => {
      const start = addDays(todayIso(clock.now()), 30);
      const plan = await check(
        { travelDates: { startDate: start, endDate: addDays(start, 29) }, totalBudget: 20_000 },
        'LHR',
      );
      for (const d of plan.destinations) {
        const advice = ctx.app.planningCatalogue.byId(d.id)!.idealStay ?? { min: 3, max: 5 };
        expect(d.recommendedStayLength).toBeGreaterThanOrEqual(Math.min(advice.min, 30));
        expect(d.recommendedStayLength).toBeLessThanOrEqual(advice.max);
      }
    });
  });

  it('400 with a typed field error for each bad input, and nothing written', async () => {
    const before = await planCount();
    const today = todayIso(clock.now());
    const cases: [unknown, string, string][] = [
      [budgetRequest(clock, { totalBudget: 0 }), 'totalBudget', 'budget.invalid'],
      [budgetRequest(clock, { totalBudget: -50 }), 'totalBudget', 'budget.invalid'],
      [budgetRequest(clock, { totalBudget: 0.001 }), 'totalBudget', 'budget.invalid'],
      [budgetRequest(clock, { travelers: 0 }), 'travelers', 'budget.travelersMin'],
      [budgetRequest(clock, { mustVisit: ['Lisbon', 'Paris'] }), 'mustVisit', 'budget.mustVisitOne'],
      [
        budgetRequest(clock, { travelDates: { startDate: addDays(today, 10), endDate: addDays(today, 8) } }),
        'travelDates.endDate',
        'planner.endBeforeStart',
      ],
      [
        budgetRequest(clock, { travelDates: { startDate: addDays(today, -1), endDate: addDays(today, 3) } }),
        'travelDates.startDate',
        'budget.startInPast',
      ],
      [
        budgetRequest(clock, { startingLocation: 'Atlantis Under The Sea' }),
        'startingLocation',
        'planner.unknownOrigin',
      ],
      [budgetRequest(clock, { mustVisit: ['Atlantis'] }), 'mustVisit.0', 'planner.unknownDestination'],
      [{ ...budgetRequest(clock), startingLocation: '' }, 'startingLocation', 'budget.startingLocationRequired'],
    ];
    for (const [body, path, code] of cases) {
      const res = await create(new TestClient(ctx.app), body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields, res.body).toContainEqual(expect.objectContaining({ path, code }));
      expect(typeof error.message).toBe('string');
    }
    expect(await planCount()).toBe(before);
  });
});

describe('GET /api/budget-plans/:id', () => {
  it('a plan made signed out is readable by anyone with its id; one made signed in only by its asker', async () => {
    const asker = await signedUpClient(ctx);
    const other = await signedUpClient(ctx);
    const anonymous = budgetPlanSchema.parse((await create(new TestClient(ctx.app), budgetRequest(clock))).json().plan);
    for (const client of [new TestClient(ctx.app), asker.client, other.client])
      expect((await client.get(`/api/budget-plans/${anonymous.id}`)).json()).toEqual({ plan: anonymous });

    const own = budgetPlanSchema.parse((await create(asker.client, budgetRequest(clock))).json().plan);
    const [row] = await ctx.database.db
      .select()
      .from(budgetPlans)
      .where(sql`${budgetPlans.id} = ${own.id}`);
    expect(row).toMatchObject({ userId: null, askedBy: asker.user.id });
    const read = await asker.client.get(`/api/budget-plans/${own.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ plan: own });
    for (const client of [new TestClient(ctx.app), other.client]) {
      const res = await client.get(`/api/budget-plans/${own.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await asker.client.get('/api/budget-plans/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await asker.client.get('/api/budget-plans/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/budget-plans/:id/save', () => {
  it('saves once to the caller (idempotent), lists it in Saved, and nobody else can save it', async () => {
    const saver = await signedUpClient(ctx);
    const other = await signedUpClient(ctx);
    const plan = budgetPlanSchema.parse((await create(new TestClient(ctx.app), budgetRequest(clock))).json().plan);

    expect((await new TestClient(ctx.app).post(`/api/budget-plans/${plan.id}/save`, {})).statusCode).toBe(401);
    const saved = await saver.client.post(`/api/budget-plans/${plan.id}/save`, {});
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ plan: { ...plan, saved: true } });
    const again = await saver.client.post(`/api/budget-plans/${plan.id}/save`, {});
    expect(again.json()).toEqual({ plan: { ...plan, saved: true } });

    const taken = await other.client.post(`/api/budget-plans/${plan.id}/save`, {});
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    // Saved: the saver's own; no longer readable by others.
    expect((await saver.client.get(`/api/budget-plans/${plan.id}`)).json()).toEqual({ plan: { ...plan, saved: true } });
    expect((await other.client.get(`/api/budget-plans/${plan.id}`)).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).get(`/api/budget-plans/${plan.id}`)).statusCode).toBe(404);

    const items = savedListSchema
      .parse((await saver.client.get('/api/me/saved')).json())
      .items.filter((i) => i.kind === 'budget-plan');
    expect(items).toHaveLength(1);
    const names = plan.destinations.map((d) => d.name);
    expect(items[0]).toMatchObject({ refId: plan.id, link: `/budget-ai?plan=${plan.id}` });
    expect(items[0]!.name).toBe(
      `Budget plan: ${names.slice(0, 2).join(', ')}${names.length > 2 ? ` and ${names.length - 2} more` : ''} · $3,000 for 2`,
    );
    expect(savedListSchema.parse((await other.client.get('/api/me/saved')).json()).items).toEqual([]);

    // Removing it from Saved leaves the plan (still the saver's).
    expect(
      (await saver.client.request({ method: 'DELETE', url: `/api/me/saved/budget-plan/${plan.id}` })).statusCode,
    ).toBe(204);
    expect((await saver.client.get(`/api/budget-plans/${plan.id}`)).statusCode).toBe(200);
  });

  it("a plan with nothing to list is named after where it starts, by the city's name", async () => {
    const saver = await signedUpClient(ctx);
    const plan = budgetPlanSchema.parse(
      (
        await create(new TestClient(ctx.app), budgetRequest(clock, { startingLocation: 'GB-london', totalBudget: 1 }))
      ).json().plan,
    );
    expect(plan.destinations).toEqual([]);
    // Nothing fits: the cheapest priced trips are named with what they would cost, cheapest first.
    expect(plan.cheapest).toHaveLength(BUDGET_CHEAPEST_SHOWN);
    const costs = plan.cheapest.map((trip) => trip.estimatedTotalCost.amount);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(costs[0]).toBeGreaterThan(100);
    expect((await saver.client.post(`/api/budget-plans/${plan.id}/save`, {})).statusCode).toBe(200);
    const [item] = savedListSchema.parse((await saver.client.get('/api/me/saved')).json()).items;
    expect(item!.name).toBe('Budget plan: from London · $1 for 2');
  });

  it('a plan asked signed in is saved only by its asker', async () => {
    const asker = await signedUpClient(ctx);
    const other = await signedUpClient(ctx);
    const plan = budgetPlanSchema.parse((await create(asker.client, budgetRequest(clock))).json().plan);
    expect((await other.client.post(`/api/budget-plans/${plan.id}/save`, {})).statusCode).toBe(404);
    const saved = await asker.client.post(`/api/budget-plans/${plan.id}/save`, {});
    expect(saved.statusCode).toBe(200);
    expect(saved.json().plan.saved).toBe(true);
  });

  it('a full saved list (409 SAVED_LIMIT) leaves the plan unsaved', async () => {
    const full = await signedUpClient(ctx);
    await ctx.database.db.insert(savedItems).values(
      Array.from({ length: SAVED_LIMIT }, (_, i) => ({
        userId: full.user.id,
        kind: 'hotel',
        refId: `h${i}`,
        name: `Hotel ${i}`,
      })),
    );
    const plan = budgetPlanSchema.parse((await create(new TestClient(ctx.app), budgetRequest(clock))).json().plan);
    const res = await full.client.post(`/api/budget-plans/${plan.id}/save`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'SAVED_LIMIT' } });
    const [row] = await ctx.database.db
      .select()
      .from(budgetPlans)
      .where(sql`${budgetPlans.id} = ${plan.id}`);
    expect(row).toMatchObject({ userId: null, savedAt: null });
    expect((await new TestClient(ctx.app).get(`/api/budget-plans/${plan.id}`)).statusCode).toBe(200);
  });
});
