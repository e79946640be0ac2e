import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planListSchema, planSchema, type Plan, type PlanRequestInput } from '@escazo/contracts/planning';
import { addDays, daysBetween, isoWeekday, todayIso } from '@escazo/contracts/dates';
import { createTestContext, sharedMemoryInventory, TestClient, type TestContext } from '@server-test/helpers.ts';
import { tripPlans } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import type { CatalogueEntry } from './catalogue.ts';
import type { BookingRef, StoredOptions } from './stored-plan.ts';

const clock = new TestClock(new Date());
let ctx: TestContext;
let destination: CatalogueEntry;

beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'memory',
    clock,
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
  destination = ctx.app.planningCatalogue.destinations[0]!;
}, 240_000);
afterAll(() => ctx?.close());

const today = () => todayIso(clock.now());
const request = (overrides: Partial<PlanRequestInput> = {}): PlanRequestInput => ({
  destination: destination.name,
  startDate: addDays(today(), 40),
  endDate: addDays(today(), 42),
  travelers: 2,
  interests: ['culture', 'Food'],
  ...overrides,
});
const create = (client: TestClient, body: unknown) => client.post('/api/plans', body);
const planCount = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(tripPlans))[0]!.n;
const storedOptions = async (id: string) =>
  (
    await ctx.database.db
      .select()
      .from(tripPlans)
      .where(sql`${tripPlans.id} = ${id}`)
  )[0]!.options as StoredOptions;

function expectWellFormed(plan: Plan, body: PlanRequestInput) {
  expect(plan.destination).toEqual({ id: destination.id, name: destination.name, country: destination.country });
  expect(plan.days.map((d) => d.date)).toEqual(
    Array.from({ length: daysBetween(body.startDate, body.endDate) + 1 }, (_, i) => addDays(body.startDate, i)),
  );
  expect(plan.name).toBe(`${plan.days.length} ${plan.days.length === 1 ? 'day' : 'days'} in ${destination.name}`);
  const items = plan.days.flatMap((d) => d.items);
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  expect(plan.total.amount).toBe(items.reduce((sum, i) => sum + i.cost.amount, 0));
  expect(plan.total.currency).toBe('USD');
  if (plan.feasible) {
    expect(plan.violations).toEqual([]);
    expect(plan.suggestion).toBeUndefined();
  } else {
    expect(plan.violations.length).toBeGreaterThan(0);
  }
  for (const item of items.filter((i) => i.placeId))
    expect(destination.placeById.has(item.placeId!), item.placeId).toBe(true);
}

describe('POST /api/plans', () => {
  it('signed out: 201 with the plan, kept unclaimed (saved false) and readable by its id', async () => {
    const body = request();
    const res = await create(new TestClient(ctx.app), body);
    expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(res.json())).toEqual(['plan']);
    const plan = planSchema.parse(res.json().plan);
    expect(plan).toMatchObject({
      saved: false,
      version: 1,
      travelers: 2,
      pace: 'moderate',
      tier: 'moderate',
      interests: ['Culture', 'Food'],
      budget: null,
      origin: null,
      notes: null,
    });
    expectWellFormed(plan, body);

    // Lodging: a real hotel or stay of the destination's city, bookable through checkout with its reference.
    const checkIn = plan.days[0]!.items.find((i) => i.type === 'accommodation' && i.bookable);
    expect(checkIn, 'a bookable check-in on the first day').toBeDefined();
    const options = await storedOptions(plan.id);
    const ref = options.lodging!.ref as BookingRef;
    const inventory = sharedMemoryInventory();
    if (ref.type === 'hotel') {
      expect(inventory.engines.hotels.hotel(ref.hotelId)!.cityId).toBe(destination.cityId);
      expect(ref).toMatchObject({ checkIn: body.startDate, checkOut: body.endDate, guests: 2 });
    } else if (ref.type === 'stay') {
      expect(inventory.engines.stays.stay(ref.stayId)!.cityId).toBe(destination.cityId);
      expect(ref).toMatchObject({ checkIn: body.startDate, checkOut: body.endDate, guests: 2 });
    } else {
      throw new Error(`lodging ref of type ${ref.type}`);
    }
    expect(checkIn!.bookable).toBe(ref.type);
    // Only the check-in books the lodging; the check-out names the same booking.
    expect(plan.days.flatMap((d) => d.items).filter((i) => i.bookable === ref.type)).toEqual([checkIn]);
    expect(checkIn!.cost.amount).toBe(options.lodging!.totalMinor);
    expect(options.base).toEqual({ lat: options.lodging!.lat, lon: options.lodging!.lon });

    const again = await new TestClient(ctx.app).get(`/api/plans/${plan.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ plan });
  });

  it('the lodging is priced as the offer for it is', async () => {
    const res = await create(new TestClient(ctx.app), request());
    const plan = planSchema.parse(res.json().plan);
    const options = await storedOptions(plan.id);
    const offer = await new TestClient(ctx.app).post('/api/offers', options.lodging!.ref);
    expect(offer.statusCode, offer.body).toBe(201);
    expect(offer.json().offer.price.total.amount).toBe(options.lodging!.totalMinor);
  });

  it('signed in: saved to the caller, listed, hidden from everyone else', async () => {
    const owner = await signedUpClient(ctx);
    const other = await signedUpClient(ctx);
    const body = request({ startDate: addDays(today(), 10), endDate: addDays(today(), 13), notes: 'Anniversary' });
    const res = await create(owner.client, body);
    expect(res.statusCode, res.body).toBe(201);
    const plan = planSchema.parse(res.json().plan);
    expect(plan).toMatchObject({ saved: true, notes: 'Anniversary' });
    expectWellFormed(plan, body);

    const later = planSchema.parse((await create(owner.client, request())).json().plan);
    const list = planListSchema.parse((await owner.client.get('/api/plans')).json()).plans;
    expect(list.map((p) => p.id)).toEqual([plan.id, later.id]);
    expect(list[0]).toEqual({
      id: plan.id,
      destination: plan.destination,
      name: plan.name,
      startDate: plan.startDate,
      endDate: plan.endDate,
      travelers: 2,
      total: plan.total,
      feasible: plan.feasible,
      updatedAt: plan.updatedAt,
    });

    expect((await owner.client.get(`/api/plans/${plan.id}`)).json()).toEqual({ plan });
    for (const res of [
      await other.client.get(`/api/plans/${plan.id}`),
      await new TestClient(ctx.app).get(`/api/plans/${plan.id}`),
      await other.client.post(`/api/plans/${plan.id}/claim`, {}),
      await other.client.request({ method: 'DELETE', url: `/api/plans/${plan.id}` }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect(planListSchema.parse((await other.client.get('/api/plans')).json()).plans).toEqual([]);
    expect((await new TestClient(ctx.app).get('/api/plans')).statusCode).toBe(401);

    expect((await owner.client.request({ method: 'DELETE', url: `/api/plans/${plan.id}` })).statusCode).toBe(204);
    expect((await owner.client.get(`/api/plans/${plan.id}`)).statusCode).toBe(404);
  });

  it('with an origin: flights on the first and last day, bookable, with local times', async () => {
    const origin = destination.cityId === 'GB-london' ? 'JFK' : 'LHR';
    const body = request({ origin, startDate: addDays(today(), 30), endDate: addDays(today(), 33) });
    const res = await create(new TestClient(ctx.app), body);
    expect(res.statusCode, res.body).toBe(201);
    const plan = planSchema.parse(res.json().plan);
    expectWellFormed(plan, body);
    expect(plan.origin).toBe(origin);
    const options = await storedOptions(plan.id);
    expect(options.originAirports).toEqual([origin]);
    const outbound = plan.days[0]!.items.find((i) => i.type === 'flight');
    const back = plan.days.at(-1)!.items.find((i) => i.type === 'flight');
    expect(outbound ?? back, 'at least one flight found').toBeDefined();
    for (const [item, option] of [
      [outbound, options.flights!.outbound],
      [back, options.flights!.return],
    ] as const) {
      if (!item || !option) continue;
      expect(item).toMatchObject({
        bookable: 'flight',
        title: option.title,
        start: option.departLabel,
        end: option.arriveLabel,
        cost: { amount: option.totalMinor, currency: 'USD' },
        // Each time comes with its airport's local date.
        flight: { departDate: option.departDate, arriveDate: option.arriveDate },
      });
      expect(item.flight!.from).toBe(/([A-Z]{3}) → [A-Z]{3}$/.exec(option.title)![1]);
      expect(option.ref).toMatchObject({ type: 'flight', cabin: 'economy', passengers: 2 });
    }
    if (options.flights!.outbound) expect(options.flights!.outbound.title).toContain(origin);
  });

  it('every bad input is a 400 naming its field, and writes nothing', async () => {
    const cases: [Partial<PlanRequestInput> | Record<string, unknown>, string, string][] = [
      [{ endDate: addDays(today(), 39) }, 'endDate', 'planner.endBeforeStart'],
      [{ endDate: addDays(today(), 40 + 30) }, 'endDate', 'planner.tooLong'],
      [{ startDate: addDays(today(), -1), endDate: addDays(today(), 2) }, 'startDate', 'planner.startInPast'],
      [{ destination: 'Atlantis' }, 'destination', 'planner.unknownDestination'],
      [{ destination: '' }, 'destination', 'planner.destinationRequired'],
      [{ interests: ['Culture', 'Knitting'] }, 'interests.1', 'planner.unknownInterest'],
      [{ origin: 'Xyzzy Qqq' }, 'origin', 'planner.unknownOrigin'],
      [{ travelers: 0 }, 'travelers', 'planner.travelersMin'],
      [{ travelers: 21 }, 'travelers', 'planner.travelersMax'],
      // One flight booking takes at most 9 passengers: a larger party could never be flown.
      [{ travelers: 10 }, 'travelers', 'planner.travelersMax'],
      [{ budget: 0 }, 'budget', 'planner.budgetPositive'],
      // Below one cent once in cents, or above the ceiling (and above a 32-bit integer) as money.
      [{ budget: 0.001 }, 'budget', 'planner.budgetPositive'],
      [{ budget: { amount: 2 ** 31, currency: 'USD' } }, 'budget', 'field.tooLong'],
      [{ budget: { amount: 1_000_000_001, currency: 'USD' } }, 'budget', 'field.tooLong'],
      [{ budget: { amount: 1_000_000_000, currency: 'GBP' } }, 'budget', 'field.tooLong'],
      [{ budget: -100 }, 'budget', 'planner.budgetPositive'],
      [{ budget: { amount: 0, currency: 'USD' } }, 'budget', 'planner.budgetPositive'],
    ];
    const before = await planCount();
    for (const [overrides, path, code] of cases) {
      const res = await create(new TestClient(ctx.app), { ...request(), ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      const { error } = res.json<{ error: { code: string; fields: { path: string; code: string }[] } }>();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(
        error.fields.map((f) => f.path),
        JSON.stringify(overrides),
      ).toContain(path);
      expect(error.fields.find((f) => f.path === path)!.code).toBe(code);
    }
    expect(await planCount()).toBe(before);
  });

  it('a budget too small: not feasible, a budget violation and a suggested budget that is feasible', async () => {
    const body = request({ budget: 1 });
    const res = await create(new TestClient(ctx.app), body);
    expect(res.statusCode, res.body).toBe(201);
    const plan = planSchema.parse(res.json().plan);
    expect(plan.budget).toEqual({ amount: 100, currency: 'USD' });
    expect(plan.feasible).toBe(false);
    expect(plan.violations.some((v) => v.rule === 'budget')).toBe(true);
    expect(plan.suggestion).toMatchObject({ rule: 'budget', budget: { currency: 'USD' } });

    const retry = await create(new TestClient(ctx.app), { ...body, budget: plan.suggestion!.budget });
    const enough = planSchema.parse(retry.json().plan);
    expect(enough.feasible, JSON.stringify(enough.violations)).toBe(true);
    expect(enough.total.amount).toBeLessThanOrEqual(plan.suggestion!.budget!.amount);
  });

  it('a budget in another currency is converted to US dollars', async () => {
    const res = await create(new TestClient(ctx.app), request({ budget: { amount: 1_000_000, currency: 'EUR' } }));
    expect(res.statusCode, res.body).toBe(201);
    const { budget } = planSchema.parse(res.json().plan);
    expect(budget!.currency).toBe('USD');
    expect(budget!.amount).toBeGreaterThan(0);
    expect(budget!.amount).not.toBe(1_000_000);
  });

  it('a day trip has no lodging', async () => {
    const body = request({ startDate: addDays(today(), 20), endDate: addDays(today(), 20) });
    const plan = planSchema.parse((await create(new TestClient(ctx.app), body)).json().plan);
    expectWellFormed(plan, body);
    expect(plan.days[0]!.items.some((i) => i.type === 'accommodation')).toBe(false);
    expect(plan.name).toBe(`1 day in ${destination.name}`);
  });
});

describe('plans the API can always read back', () => {
  it('a late-landing flight never gives an item past midnight: every plan is stored readable (4 days from JFK to Bali, relaxed, $800)', async () => {
    const bali = ctx.app.planningCatalogue.find('bali')!;
    expect(bali, 'Bali is in the guide').toBeDefined();
    for (let offset = 30; offset < 44; offset++) {
      const body = request({
        destination: 'bali',
        origin: 'JFK',
        pace: 'relaxed',
        budget: 800,
        startDate: addDays(today(), offset),
        endDate: addDays(today(), offset + 3),
      });
      const res = await create(new TestClient(ctx.app), body);
      expect(res.statusCode, res.body).toBe(201);
      const plan = planSchema.parse(res.json().plan);
      const again = await new TestClient(ctx.app).get(`/api/plans/${plan.id}`);
      expect(again.statusCode, again.body).toBe(200);
      for (const item of plan.days.flatMap((day) => day.items).filter((i) => i.type !== 'flight')) {
        expect(item.start < item.end || item.end === '24:00', `${item.title} ${item.start}–${item.end}`).toBe(true);
      }
      // The outbound flight leaves time for the transfer and check-in: it lands by 22:30.
      const outbound = (await storedOptions(plan.id)).flights?.outbound;
      if (outbound) expect(outbound.atDestination).toBeLessThanOrEqual(22 * 60 + 30);
      else
        expect(plan.violations).toContainEqual(
          expect.objectContaining({ rule: 'catalogue', message: expect.stringContaining('No outbound flight') }),
        );
    }
  }, 120_000);

  it('an origin in the destination city itself plans without flights (no 400)', async () => {
    const res = await create(new TestClient(ctx.app), request({ origin: destination.cityId }));
    expect(res.statusCode, res.body).toBe(201);
    const plan = planSchema.parse(res.json().plan);
    expect(plan.origin).toBe(destination.cityId);
    expect(plan.days.flatMap((d) => d.items).some((i) => i.type === 'flight')).toBe(false);
    expect(await storedOptions(plan.id)).toMatchObject({ flights: null, originAirports: [] });
  });

  it('an origin with no flight for a leg: a catalogue violation naming it, and a suggestion', async () => {
    // Far beyond the flight schedules: no flight either way.
    const start = addDays(today(), 900);
    const res = await create(
      new TestClient(ctx.app),
      request({ origin: 'JFK', startDate: start, endDate: addDays(start, 2) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const plan = planSchema.parse(res.json().plan);
    expect(plan.days.flatMap((d) => d.items).some((i) => i.type === 'flight')).toBe(false);
    expect(plan.feasible).toBe(false);
    expect(plan.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rule: 'catalogue',
          day: start,
          message: expect.stringContaining('No outbound flight from JFK'),
        }),
        expect.objectContaining({ rule: 'catalogue', message: expect.stringContaining('No return flight') }),
      ]),
    );
    expect(plan.suggestion).toBeDefined();
  });
});

describe('claiming a plan made signed out', () => {
  it('a plan made signed out more than a day ago can no longer be read or claimed', async () => {
    const anonymous = new TestClient(ctx.app);
    const plan = planSchema.parse((await create(anonymous, request())).json().plan);
    clock.advance(24 * 3_600_000 + 60_000);
    try {
      expect((await anonymous.get(`/api/plans/${plan.id}`)).statusCode).toBe(404);
      const owner = await signedUpClient(ctx);
      expect((await owner.client.post(`/api/plans/${plan.id}/claim`, {})).statusCode).toBe(404);
      expect(planListSchema.parse((await owner.client.get('/api/plans')).json()).plans).toEqual([]);
    } finally {
      clock.advance(-(24 * 3_600_000 + 60_000));
    }
  });

  it("makes it the caller's trip; then nobody else sees it", async () => {
    const anonymous = new TestClient(ctx.app);
    const plan = planSchema.parse((await create(anonymous, request())).json().plan);
    const owner = await signedUpClient(ctx);
    const claimed = await owner.client.post(`/api/plans/${plan.id}/claim`, {});
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().plan).toMatchObject({ id: plan.id, saved: true, days: plan.days });
    expect(planListSchema.parse((await owner.client.get('/api/plans')).json()).plans.map((p) => p.id)).toEqual([
      plan.id,
    ]);
    expect((await anonymous.get(`/api/plans/${plan.id}`)).statusCode).toBe(404);
    const other = await signedUpClient(ctx);
    expect((await other.client.post(`/api/plans/${plan.id}/claim`, {})).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).post(`/api/plans/${plan.id}/claim`, {})).statusCode).toBe(401);
  });
});

describe('the sample plan', () => {
  it('is 3 days from the next Monday at least 14 days ahead, not saved, with a stable id', async () => {
    const res = await ctx.client.get(`/api/planning/destinations/${destination.id}/sample-plan`);
    expect(res.statusCode, res.body).toBe(200);
    const plan = planSchema.parse(res.json().plan);
    expect(plan.saved).toBe(false);
    expect(plan.days).toHaveLength(3);
    expect(isoWeekday(plan.startDate)).toBe(1);
    expect(daysBetween(today(), plan.startDate)).toBeGreaterThanOrEqual(14);
    expect(daysBetween(today(), plan.startDate)).toBeLessThan(21);
    expect(plan.pace).toBe('moderate');
    expect(plan.budget).toBeNull();
    expect(plan.days.flatMap((d) => d.items).some((i) => i.type === 'flight')).toBe(false);
    const again = await ctx.client.get(
      `/api/planning/destinations/${encodeURIComponent(destination.name.toUpperCase())}/sample-plan`,
    );
    expect(again.json()).toEqual({ plan });
  });

  it('moves on with the days: a week later it starts a week later', async () => {
    const url = `/api/planning/destinations/${destination.id}/sample-plan`;
    const before = planSchema.parse((await ctx.client.get(url)).json().plan);
    clock.advance(7 * 24 * 3_600_000);
    try {
      const after = planSchema.parse((await ctx.client.get(url)).json().plan);
      expect(after.startDate).toBe(addDays(before.startDate, 7));
      expect(after.days[0]!.date).toBe(after.startDate);
    } finally {
      clock.advance(-7 * 24 * 3_600_000);
    }
  });
});
