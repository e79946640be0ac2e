import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday, todayIso } from '@escazo/contracts/dates';
import { planSchema, type Plan, type PlanItem } from '@escazo/contracts/planning';
import { createTestContext, type TestClient, type TestContext } from '@server-test/helpers.ts';
import { tripPlans } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { insertTestPlan } from './test-support.ts';
import {
  clockOf,
  expectConsistent,
  firstDestination,
  minutesOf,
  planTrip,
  readPlan,
  tripRequest,
} from './edit-test-plan.ts';

const clock = new TestClock(new Date());
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedUpClient>>;
let stranger: Awaited<ReturnType<typeof signedUpClient>>;

beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'memory',
    clock,
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
  [owner, stranger] = await Promise.all([signedUpClient(ctx), signedUpClient(ctx)]);
}, 240_000);
afterAll(() => ctx?.close());

type Call = { method: 'PATCH' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object };
const send = (client: TestClient, call: Call) =>
  client.request({ method: call.method, url: call.url, ...(call.payload ? { payload: call.payload } : {}) });
const planOf = (res: { json(): unknown }) => planSchema.parse((res.json() as { plan: unknown }).plan);

/** A middle day of the trip (no check-in, no check-out): a full day of visits and meals. */
const middleDay = (plan: Plan) => plan.days[1]!;
const visitsOf = (items: readonly PlanItem[]) => items.filter((item) => item.type === 'attraction');

/**
 * Each refusal leaves the stored trip exactly as it was: same version, same days, same total.
 */
async function expectRefused(call: Call, client: TestClient, plan: Plan, status: number, code: string) {
  const before = await readPlan(owner.client, plan.id);
  const res = await send(client, call);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ error: { code } });
  const after = await readPlan(owner.client, plan.id);
  expect(after).toEqual(before);
}

/** The calls of every edit endpoint on a plan, made on `version`. */
function everyEdit(plan: Plan, version: number): Call[] {
  const day = middleDay(plan);
  const visit = visitsOf(day.items)[0]!;
  const order = day.items.filter((item) => item.type !== 'transport').map((item) => item.id);
  const unplanned = firstDestination(ctx).places.find(
    (place) => place.kind !== 'restaurant' && !plan.days.some((d) => d.items.some((i) => i.placeId === place.id)),
  )!;
  return [
    { method: 'PATCH', url: `/api/plans/${plan.id}`, payload: { version, name: 'Renamed' } },
    { method: 'PUT', url: `/api/plans/${plan.id}`, payload: { version, ...tripRequest(ctx, { travelers: 3 }) } },
    { method: 'POST', url: `/api/plans/${plan.id}/items`, payload: { version, date: day.date, placeId: unplanned.id } },
    { method: 'PATCH', url: `/api/plans/${plan.id}/items/${visit.id}`, payload: { version, durationMinutes: 30 } },
    { method: 'DELETE', url: `/api/plans/${plan.id}/items/${visit.id}?version=${version}` },
    {
      method: 'PUT',
      url: `/api/plans/${plan.id}/days/${day.date}/order`,
      payload: { version, itemIds: [...order].reverse() },
    },
  ];
}

describe('every edit', () => {
  it("another user's trip is a 404 and stays unchanged; signed out is a 401", async () => {
    const plan = await planTrip(ctx, owner.client);
    for (const call of everyEdit(plan, plan.version)) {
      await expectRefused(call, stranger.client, plan, 404, 'NOT_FOUND');
      const signedOut = await ctx.app.inject({
        method: call.method,
        url: call.url,
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect([401, 403], `${call.method} ${call.url}`).toContain(signedOut.statusCode);
    }
  });

  it('made on an older version: 409 PLAN_CHANGED and nothing written', async () => {
    const plan = await planTrip(ctx, owner.client);
    const renamed = await send(owner.client, {
      method: 'PATCH',
      url: `/api/plans/${plan.id}`,
      payload: { version: 1, name: 'Our spring trip' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(planOf(renamed).version).toBe(2);
    for (const call of everyEdit(plan, 1)) await expectRefused(call, owner.client, plan, 409, 'PLAN_CHANGED');
  });
});

describe('PATCH /api/plans/:id (name and notes)', () => {
  it('renames and writes notes, version + 1, the itinerary untouched', async () => {
    const plan = await planTrip(ctx, owner.client);
    const res = await send(owner.client, {
      method: 'PATCH',
      url: `/api/plans/${plan.id}`,
      payload: { version: plan.version, name: 'Anniversary trip', notes: 'Window table\nplease' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = planOf(res);
    expect(updated).toMatchObject({
      id: plan.id,
      name: 'Anniversary trip',
      notes: 'Window table\nplease',
      version: plan.version + 1,
      saved: true,
    });
    expect(updated.days).toEqual(plan.days);
    expect(await readPlan(owner.client, plan.id)).toEqual(updated);

    const cleared = await send(owner.client, {
      method: 'PATCH',
      url: `/api/plans/${plan.id}`,
      payload: { version: updated.version, notes: null },
    });
    expect(planOf(cleared)).toMatchObject({ name: 'Anniversary trip', notes: null, version: plan.version + 2 });
  });

  it('bad input is a 400 and nothing is written', async () => {
    const plan = await planTrip(ctx, owner.client);
    for (const payload of [
      { version: plan.version, name: '' },
      { version: plan.version, name: 'a\u0007b' },
      { name: 'No version' },
      { version: 0, name: 'x' },
    ]) {
      await expectRefused(
        { method: 'PATCH', url: `/api/plans/${plan.id}`, payload },
        owner.client,
        plan,
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});

describe('a plan that could not be read back', () => {
  it('is never written: an edit of a stored trip with an item past midnight is a 400 and changes nothing', async () => {
    const row = await insertTestPlan(ctx, { userId: owner.user.id, createdAt: clock.now() });
    const lateVisit = {
      id: 'x1',
      type: 'attraction',
      title: 'Night walk',
      start: 23 * 60 + 30,
      end: 24 * 60 + 11,
      costMinor: 0,
    };
    await ctx.database.db
      .update(tripPlans)
      .set({
        days: [
          { date: row.startDate, items: [lateVisit] },
          { date: row.endDate, items: [] },
        ],
      })
      .where(eq(tripPlans.id, row.id));
    const res = await owner.client.request({
      method: 'PATCH',
      url: `/api/plans/${row.id}`,
      payload: { version: 1, name: 'Renamed' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual([expect.objectContaining({ path: 'start', code: 'planner.pastMidnight' })]);
    const [stored] = await ctx.database.db.select().from(tripPlans).where(eq(tripPlans.id, row.id));
    expect(stored).toMatchObject({ name: row.name, version: 1 });
  });
});

describe('PUT /api/plans/:id (Edit Trip)', () => {
  it('plans afresh in place: same id, new dates and party, the generated name follows, version + 1', async () => {
    const plan = await planTrip(ctx, owner.client);
    const today = todayIso(clock.now());
    const body = tripRequest(ctx, {
      startDate: addDays(today, 50),
      endDate: addDays(today, 53),
      travelers: 1,
      pace: 'relaxed',
    });
    const res = await send(owner.client, {
      method: 'PUT',
      url: `/api/plans/${plan.id}`,
      payload: { version: plan.version, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    const replanned = planOf(res);
    expect(replanned).toMatchObject({
      id: plan.id,
      version: plan.version + 1,
      travelers: 1,
      pace: 'relaxed',
      startDate: body.startDate,
      endDate: body.endDate,
      name: `4 days in ${firstDestination(ctx).name}`,
    });
    expect(replanned.days.map((day) => day.date)).toEqual([0, 1, 2, 3].map((n) => addDays(body.startDate, n)));
    expectConsistent(replanned);
    expect(await readPlan(owner.client, plan.id)).toEqual(replanned);
  });

  it('keeps a name the traveller chose, and notes not sent', async () => {
    const plan = await planTrip(ctx, owner.client);
    const renamed = planOf(
      await send(owner.client, {
        method: 'PATCH',
        url: `/api/plans/${plan.id}`,
        payload: { version: plan.version, name: 'Family visit', notes: 'Bring gifts' },
      }),
    );
    const res = await send(owner.client, {
      method: 'PUT',
      url: `/api/plans/${plan.id}`,
      payload: { version: renamed.version, ...tripRequest(ctx, { travelers: 3 }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(planOf(res)).toMatchObject({
      name: 'Family visit',
      notes: 'Bring gifts',
      travelers: 3,
      version: renamed.version + 1,
    });
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const plan = await planTrip(ctx, owner.client);
    const today = todayIso(clock.now());
    const cases: [object, string][] = [
      [{ startDate: addDays(today, -1), endDate: addDays(today, 1) }, 'startDate'],
      [{ destination: 'Atlantis' }, 'destination'],
      [{ startDate: addDays(today, 10), endDate: addDays(today, 8) }, 'endDate'],
      [{ travelers: 0 }, 'travelers'],
    ];
    for (const [overrides, field] of cases) {
      const call: Call = {
        method: 'PUT',
        url: `/api/plans/${plan.id}`,
        payload: { version: plan.version, ...tripRequest(ctx), ...overrides },
      };
      await expectRefused(call, owner.client, plan, 400, 'VALIDATION_FAILED');
      const res = await send(owner.client, call);
      expect(
        res.json().error.fields.map((f: { path: string }) => f.path),
        field,
      ).toContain(field);
    }
  });
});

describe('POST /api/plans/:id/items (Add Activity)', () => {
  const unplannedPlace = (plan: Plan) =>
    firstDestination(ctx).places.find(
      (place) =>
        place.kind !== 'restaurant' && !plan.days.some((day) => day.items.some((item) => item.placeId === place.id)),
    )!;

  it("adds a guide place after the day's last visit, re-times the day and re-checks the plan", async () => {
    const plan = await planTrip(ctx, owner.client);
    const day = middleDay(plan);
    const place = unplannedPlace(plan);
    const lastVisit = visitsOf(day.items).at(-1)!;
    const res = await send(owner.client, {
      method: 'POST',
      url: `/api/plans/${plan.id}/items`,
      payload: { version: plan.version, date: day.date, placeId: place.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = planOf(res);
    expect(updated.version).toBe(plan.version + 1);
    const items = updated.days[1]!.items;
    const added = items.find((item) => item.placeId === place.id)!;
    expect(added).toMatchObject({
      type: 'attraction',
      title: place.name,
      cost: { amount: place.priceMinor * plan.travelers, currency: 'USD' },
      location: { lat: place.lat, lon: place.lon },
    });
    expect(plan.days.flatMap((d) => d.items).map((i) => i.id)).not.toContain(added.id);
    // Right after the last visit (with the travel between them), at its usual length.
    const visits = visitsOf(items);
    expect(visits.indexOf(added)).toBe(visits.findIndex((item) => item.id === lastVisit.id) + 1);
    expect(minutesOf(added.start)).toBeGreaterThanOrEqual(
      minutesOf(items.find((item) => item.id === lastVisit.id)!.end),
    );
    expect(minutesOf(added.end) - minutesOf(added.start)).toBe(place.visitMinutes);
    expectConsistent(updated);
    // The other days are untouched.
    expect(updated.days[0]).toEqual(plan.days[0]);
    expect(updated.days[2]).toEqual(plan.days[2]);
  });

  it('adds at a given time, in time order', async () => {
    const plan = await planTrip(ctx, owner.client);
    const day = middleDay(plan);
    const place = unplannedPlace(plan);
    const res = await send(owner.client, {
      method: 'POST',
      url: `/api/plans/${plan.id}/items`,
      payload: { version: plan.version, date: day.date, placeId: place.id, start: '08:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = planOf(res).days[1]!.items.filter((item) => item.type !== 'transport');
    expect(items[0]!.placeId).toBe(place.id);
    expectConsistent(planOf(res));
  });

  it('400 planner.unknownPlace for a restaurant, a place already planned or one not in the guide; 404 for a day outside the trip', async () => {
    const plan = await planTrip(ctx, owner.client);
    const day = middleDay(plan);
    const restaurant = firstDestination(ctx).places.find((place) => place.kind === 'restaurant')!;
    const planned = visitsOf(plan.days.flatMap((d) => d.items))[0]!.placeId!;
    for (const placeId of [restaurant.id, planned, 'no-such-place']) {
      const call: Call = {
        method: 'POST',
        url: `/api/plans/${plan.id}/items`,
        payload: { version: plan.version, date: day.date, placeId },
      };
      await expectRefused(call, owner.client, plan, 400, 'VALIDATION_FAILED');
      expect((await send(owner.client, call)).json().error.fields).toEqual([
        expect.objectContaining({ path: 'placeId', code: 'planner.unknownPlace' }),
      ]);
    }
    const outside: Call = {
      method: 'POST',
      url: `/api/plans/${plan.id}/items`,
      payload: { version: plan.version, date: addDays(plan.endDate, 1), placeId: unplannedPlace(plan).id },
    };
    await expectRefused(outside, owner.client, plan, 404, 'NOT_FOUND');
    await expectRefused(
      {
        method: 'POST',
        url: `/api/plans/${plan.id}/items`,
        payload: { version: plan.version, date: day.date, placeId: unplannedPlace(plan).id, start: '25:00' },
      },
      owner.client,
      plan,
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('PATCH /api/plans/:id/items/:itemId', () => {
  it('a visit moved to an hour its place is closed shows an opening-hours violation', async () => {
    const plan = await planTrip(ctx, owner.client);
    const entry = firstDestination(ctx);
    // A visit and an earlier start at which its place is still closed that weekday (moving it
    // earlier pushes nothing else), else the day's last visit moved after its place closes.
    const candidates: { day: string; item: PlanItem; start: number; earlier: boolean }[] = [];
    for (const day of plan.days) {
      const weekday = isoWeekday(day.date) - 1;
      const visits = visitsOf(day.items);
      for (const item of visits) {
        const ranges = entry.placeById.get(item.placeId!)!.opening[weekday]!;
        const length = minutesOf(item.end) - minutesOf(item.start);
        const closed = (start: number) => ranges.every(([open, close]) => start + length <= open || start >= close);
        const before = ranges[0]![0] - length - 30;
        const after = ranges.at(-1)![1] + 30;
        if (before >= 0 && closed(before)) candidates.push({ day: day.date, item, start: before, earlier: true });
        else if (item === visits.at(-1) && after + length <= 22 * 60 && closed(after))
          candidates.push({ day: day.date, item, start: after, earlier: false });
      }
    }
    const move = candidates.find((candidate) => candidate.earlier) ?? candidates[0];
    expect(move, 'a visit that can be moved to a closed hour').toBeDefined();
    expect(plan.violations.filter((violation) => violation.rule === 'opening-hours')).toEqual([]);
    const res = await send(owner.client, {
      method: 'PATCH',
      url: `/api/plans/${plan.id}/items/${move!.item.id}`,
      payload: { version: plan.version, start: clockOf(move!.start) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = planOf(res);
    expect(updated.feasible).toBe(false);
    expect(updated.violations).toContainEqual(expect.objectContaining({ rule: 'opening-hours', day: move!.day }));
    const moved = updated.days.flatMap((day) => day.items).find((item) => item.id === move!.item.id)!;
    expect(minutesOf(moved.start)).toBeGreaterThanOrEqual(move!.start);
    expectConsistent(updated);
  });

  it("a visit shorter than its place's usual length is marked shortened, and a usual length clears it", async () => {
    const plan = await planTrip(ctx, owner.client);
    const visit = visitsOf(middleDay(plan).items)[0]!;
    const usual = firstDestination(ctx).placeById.get(visit.placeId!)!.visitMinutes;
    const short = Math.max(5, Math.ceil(usual / 2));
    const res = await send(owner.client, {
      method: 'PATCH',
      url: `/api/plans/${plan.id}/items/${visit.id}`,
      payload: { version: plan.version, durationMinutes: short },
    });
    expect(res.statusCode, res.body).toBe(200);
    const shortened = planOf(res).days[1]!.items.find((item) => item.id === visit.id)!;
    expect(shortened.shortened).toBe(true);
    expect(minutesOf(shortened.end) - minutesOf(shortened.start)).toBe(short);
    expectConsistent(planOf(res));

    const back = await send(owner.client, {
      method: 'PATCH',
      url: `/api/plans/${plan.id}/items/${visit.id}`,
      payload: { version: plan.version + 1, durationMinutes: usual },
    });
    const restored = planOf(back).days[1]!.items.find((item) => item.id === visit.id)!;
    expect(restored.shortened).toBeUndefined();
  });

  it('travel, check-in items and unknown ids cannot be edited; bad input is a 400; nothing is written', async () => {
    const plan = await planTrip(ctx, owner.client);
    const transport = plan.days.flatMap((day) => day.items).find((item) => item.type === 'transport')!;
    const checkIn = plan.days[0]!.items.find((item) => item.type === 'accommodation')!;
    for (const item of [transport, checkIn]) {
      const call: Call = {
        method: 'PATCH',
        url: `/api/plans/${plan.id}/items/${item.id}`,
        payload: { version: plan.version, durationMinutes: 60 },
      };
      await expectRefused(call, owner.client, plan, 400, 'VALIDATION_FAILED');
      expect((await send(owner.client, call)).json().error.fields).toEqual([
        expect.objectContaining({ path: 'itemId', code: 'planner.notEditable' }),
      ]);
    }
    await expectRefused(
      {
        method: 'PATCH',
        url: `/api/plans/${plan.id}/items/nope`,
        payload: { version: plan.version, durationMinutes: 60 },
      },
      owner.client,
      plan,
      404,
      'NOT_FOUND',
    );
    const visit = visitsOf(middleDay(plan).items)[0]!;
    for (const payload of [
      { version: plan.version },
      { version: plan.version, durationMinutes: 2 },
      { version: plan.version, start: '9am' },
      { version: plan.version, start: '23:50', durationMinutes: 60 },
    ]) {
      await expectRefused(
        { method: 'PATCH', url: `/api/plans/${plan.id}/items/${visit.id}`, payload },
        owner.client,
        plan,
        400,
        'VALIDATION_FAILED',
      );
    }
    const late: Call = {
      method: 'PATCH',
      url: `/api/plans/${plan.id}/items/${visit.id}`,
      payload: { version: plan.version, start: '23:50', durationMinutes: 60 },
    };
    expect((await send(owner.client, late)).json().error.fields).toEqual([
      expect.objectContaining({ path: 'start', code: 'planner.pastMidnight' }),
    ]);
  });
});

describe('DELETE /api/plans/:id/items/:itemId', () => {
  it("deleting a full day's lunch shows a meals violation for that day", async () => {
    const plan = await planTrip(ctx, owner.client);
    const day = middleDay(plan);
    const lunch = day.items.find((item) => item.type === 'dining' && item.meal === 'lunch')!;
    expect(lunch, 'a lunch on the middle day').toBeDefined();
    expect(plan.violations.filter((violation) => violation.rule === 'meals' && violation.day === day.date)).toEqual([]);
    const res = await send(owner.client, {
      method: 'DELETE',
      url: `/api/plans/${plan.id}/items/${lunch.id}?version=${plan.version}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = planOf(res);
    expect(updated.days[1]!.items.map((item) => item.id)).not.toContain(lunch.id);
    expect(updated.violations).toContainEqual(expect.objectContaining({ rule: 'meals', day: day.date }));
    expect(updated.feasible).toBe(false);
    expect(updated.total.amount).toBeLessThan(plan.total.amount);
    expectConsistent(updated);
  });

  it('travel, check-in and check-out cannot be deleted; a missing version is a 400', async () => {
    const plan = await planTrip(ctx, owner.client);
    const items = plan.days.flatMap((day) => day.items);
    for (const item of [
      items.find((i) => i.type === 'transport')!,
      ...items.filter((i) => i.type === 'accommodation'),
    ]) {
      const call: Call = { method: 'DELETE', url: `/api/plans/${plan.id}/items/${item.id}?version=${plan.version}` };
      await expectRefused(call, owner.client, plan, 400, 'VALIDATION_FAILED');
      expect((await send(owner.client, call)).json().error.fields).toEqual([
        expect.objectContaining({ path: 'itemId', code: 'planner.notEditable' }),
      ]);
    }
    const visit = visitsOf(items)[0]!;
    await expectRefused(
      { method: 'DELETE', url: `/api/plans/${plan.id}/items/${visit.id}` },
      owner.client,
      plan,
      400,
      'VALIDATION_FAILED',
    );
    await expectRefused(
      { method: 'DELETE', url: `/api/plans/${plan.id}/items/${visit.id}?version=abc` },
      owner.client,
      plan,
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('PUT /api/plans/:id/days/:date/order', () => {
  it('puts the visits and meals in the new order; the check-out keeps its place; travel is rebuilt', async () => {
    const plan = await planTrip(ctx, owner.client);
    const last = plan.days.at(-1)!;
    const ids = last.items.filter((item) => item.type !== 'transport').map((item) => item.id);
    const fixed = last.items.filter((item) => item.type === 'accommodation').map((item) => item.id);
    const movable = ids.filter((id) => !fixed.includes(id));
    expect(movable.length, 'visits and meals on the last day').toBeGreaterThan(1);
    const wanted = [...fixed, ...[...movable].reverse()];
    const res = await send(owner.client, {
      method: 'PUT',
      url: `/api/plans/${plan.id}/days/${last.date}/order`,
      payload: { version: plan.version, itemIds: wanted },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = planOf(res);
    const order = updated.days
      .at(-1)!
      .items.filter((item) => item.type !== 'transport')
      .map((item) => item.id);
    // The check-out stays where it was; the visits and meals fill the other places in the order sent.
    const reversed = [...movable].reverse();
    let next = 0;
    expect(order).toEqual(ids.map((id) => (fixed.includes(id) ? id : reversed[next++])));
    // Between two places more than a walk apart there is a transport item.
    const items = updated.days.at(-1)!.items;
    for (let i = 1; i < items.length; i++) {
      if (
        items[i]!.type !== 'transport' &&
        items[i - 1]!.type !== 'transport' &&
        items[i]!.location &&
        items[i - 1]!.location
      ) {
        const [a, b] = [items[i - 1]!.location!, items[i]!.location!];
        expect(Math.hypot(a.lat - b.lat, a.lon - b.lon) < 0.001, `${items[i - 1]!.title} → ${items[i]!.title}`).toBe(
          true,
        );
      }
    }
    expectConsistent(updated);
  });

  it("ids that are not exactly the day's items are a 400; a day outside the trip is a 404", async () => {
    const plan = await planTrip(ctx, owner.client);
    const day = middleDay(plan);
    const ids = day.items.filter((item) => item.type !== 'transport').map((item) => item.id);
    const transport = day.items.find((item) => item.type === 'transport')!.id;
    const url = `/api/plans/${plan.id}/days/${day.date}/order`;
    for (const itemIds of [
      ids.slice(1),
      [...ids, ids[0]!],
      [...ids.slice(1), transport],
      [...ids.slice(1), plan.days[0]!.items[0]!.id],
      [],
    ]) {
      await expectRefused(
        { method: 'PUT', url, payload: { version: plan.version, itemIds } },
        owner.client,
        plan,
        400,
        'VALIDATION_FAILED',
      );
    }
    await expectRefused(
      {
        method: 'PUT',
        url: `/api/plans/${plan.id}/days/${addDays(plan.endDate, 1)}/order`,
        payload: { version: plan.version, itemIds: ids },
      },
      owner.client,
      plan,
      404,
      'NOT_FOUND',
    );
  });
});
