// Budget plans through the CPU pool and the gathering cache: the same figures as the engine
// computes in-process, and what one request gathered serves the next identical one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBudget } from '@escazo/advisor/budget';
import type { Take } from '@escazo/booking';
import { budgetRequestSchema } from '@escazo/contracts/budget';
import { addDays } from '@escazo/contracts/dates';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { TestClock } from '@server/lib/clock.ts';
import { applySoldChange } from '../inventory/public.ts';
import { encodedFacts } from './destination-facts.ts';
import { gatherDestinations, type Gathered, type GatherQuery } from './gather.ts';
import { GATHER_LIFE_MS, GatherCache } from './gather-cache.ts';
import { decodeFacts, destinationInputs } from './ranking-input.ts';
import { resolveBudgetRequest } from './resolve-request.ts';
import { budgetWork, computeBudgetPlan } from './service.ts';
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

const deps = () => ({
  db: ctx.database.db,
  inventory: ctx.app.inventory,
  catalogue: ctx.app.planningCatalogue,
  work: budgetWork(ctx.app.cpuPool),
});

/** The request's gathering query, resolved as the service resolves it. */
async function gatherQuery(overrides: Parameters<typeof budgetRequest>[1] = {}) {
  const request = budgetRequestSchema.parse(budgetRequest(clock, overrides));
  const resolved = await resolveBudgetRequest(request, { ...deps(), now: clock.now() });
  const query = {
    budgetMinor: resolved.budgetMinor,
    travelers: request.travelers,
    startDate: request.travelDates.startDate,
    endDate: request.travelDates.endDate,
    preferences: request.preferences,
    originLabel: resolved.originLabel,
  };
  const gather: GatherQuery = {
    ...query,
    originAirports: resolved.originAirports,
    mustVisitId: resolved.mustVisit?.id ?? null,
    now: clock.now().getTime(),
  };
  return { request, query, gather };
}

describe('a budget plan ranked in the CPU pool', () => {
  const start = budgetRequest(clock).travelDates.startDate;
  const cases: Record<string, Parameters<typeof budgetRequest>[1]> = {
    'London Heathrow, 2 travellers': {},
    'the city of London, 9 travellers, a 20-day window': {
      startingLocation: 'GB-london',
      travelers: 9,
      totalBudget: 40_000,
      travelDates: { startDate: start, endDate: addDays(start, 19) },
    },
    'a must-visit, luxury': { mustVisit: ['Tokyo'], preferences: ['luxury'] },
  };
  for (const [name, overrides] of Object.entries(cases)) {
    it(`${name}: equals the engine's ranking in-process over the same prices`, async () => {
      const { request, query, gather } = await gatherQuery(overrides);
      const pooled = await computeBudgetPlan(deps(), request, clock.now());
      const gathered = await gatherDestinations(ctx.app.inventory, ctx.app.planningCatalogue, gather);
      // What crosses to the worker per plan: each destination's prices and flags; its facts once, as one text.
      expect(gathered.destinations.every((d) => Object.keys(d).sort().join() === 'home,id,lengths,mustVisit')).toBe(
        true,
      );
      const encoded = encodedFacts(ctx.app.inventory, ctx.app.planningCatalogue);
      expect(encodedFacts(ctx.app.inventory, ctx.app.planningCatalogue)).toBe(encoded);
      const local = planBudget(query, destinationInputs(decodeFacts(encoded), gathered.destinations));
      expect(pooled.destinations.length).toBeGreaterThan(0);
      expect({
        destinations: pooled.destinations,
        mustVisit: pooled.mustVisit,
        cheapest: pooled.cheapest,
        transportation: pooled.transportation,
        accommodation: pooled.accommodation,
        budgetBreakdown: pooled.budgetBreakdown,
        tips: pooled.tips,
      }).toEqual(local);
      expect(pooled.evaluated).toBe(gathered.evaluated);
    }, 120_000);
  }
});

describe('the gathering cache', () => {
  it('serves an identical gathering without gathering again, until its life passes or a sale changes prices', async () => {
    const { gather } = await gatherQuery();
    const cache = new GatherCache();
    const inventory = ctx.app.inventory;
    let gatherings = 0;
    const run = (query: GatherQuery) =>
      cache.get(inventory, query, async (): Promise<Gathered> => {
        gatherings++;
        return gatherDestinations(inventory, ctx.app.planningCatalogue, query);
      });

    const first = await run(gather);
    expect(gatherings).toBe(1);
    // The same request a little later: the same prices, not gathered again.
    expect(await run({ ...gather, now: gather.now + GATHER_LIFE_MS - 1 })).toBe(first);
    expect(gatherings).toBe(1);
    // Preferences in another order are the same request; another party is not.
    expect(await run({ ...gather, preferences: [...gather.preferences].reverse() })).toBe(first);
    await run({ ...gather, travelers: gather.travelers + 1 });
    expect(gatherings).toBe(2);

    // Past its life: gathered again, to the same figures while nothing sold.
    const later = await run({ ...gather, now: gather.now + GATHER_LIFE_MS });
    expect(gatherings).toBe(3);
    expect(later).toEqual(first);

    // A sale anywhere ends it (sold counts drive prices); released again afterwards.
    const take: Take = { kind: 'cruise', sailingId: 'test-sailing', category: 'inside', quantity: 1, capacity: 2 };
    applySoldChange(inventory, [take], 1);
    try {
      await run({ ...gather, now: gather.now + GATHER_LIFE_MS });
      expect(gatherings).toBe(4);
    } finally {
      applySoldChange(inventory, [take], -1);
    }
  }, 120_000);

  it('POST /api/budget-plans twice with one request: the same figures (the second from the cache)', async () => {
    const body = budgetRequest(clock, { travelers: 3 });
    const [a, b] = [await ctx.client.post('/api/budget-plans', body), await ctx.client.post('/api/budget-plans', body)];
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    const figures = (res: typeof a) => {
      const { id: _id, createdAt: _at, ...rest } = res.json().plan;
      return rest;
    };
    expect(b.json().plan.id).not.toBe(a.json().plan.id);
    expect(figures(b)).toEqual(figures(a));
  }, 120_000);
});
