import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@escazo/contracts/dates';
import { planShareSchema, type Plan } from '@escazo/contracts/planning';
import { createTestContext, TestClient, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { firstDestination, planTrip } from './edit-test-plan.ts';
import { fileSlug } from './export-routes.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedUpClient>>;
let stranger: Awaited<ReturnType<typeof signedUpClient>>;
let plan: Plan;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'memory',
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
  [owner, stranger] = await Promise.all([signedUpClient(ctx), signedUpClient(ctx)]);
  plan = await planTrip(ctx, owner.client);
  token = planShareSchema.parse((await owner.client.post(`/api/plans/${plan.id}/share`, {})).json()).token;
}, 240_000);
afterAll(() => ctx?.close());

/** The owner's and the shared link's URL of one file. */
const both = (file: string) => [
  { who: 'owner', client: () => owner.client, url: `/api/plans/${plan.id}/${file}` },
  { who: 'shared', client: () => new TestClient(ctx.app), url: `/api/shared-plans/${token}/${file}` },
];

describe('itinerary exports', () => {
  it('the PDF: application/pdf, an attachment named after the trip, starting with %PDF', async () => {
    for (const { who, client, url } of both('itinerary.pdf')) {
      const res = await client().get(url);
      expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileSlug(plan.name)}.pdf"`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(fileSlug(plan.name)).toBe(`3-days-in-${fileSlug(firstDestination(ctx).name)}`);
  });

  it('the calendar file: text/calendar with one event per visit, meal, check-in and check-out', async () => {
    const events = plan.days
      .flatMap((day) => day.items)
      .filter((item) => ['attraction', 'dining', 'accommodation'].includes(item.type));
    expect(events.length).toBeGreaterThan(3);
    for (const { who, client, url } of both('itinerary.ics')) {
      const res = await client().get(url);
      expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileSlug(plan.name)}.ics"`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(events.length);
      for (const item of events) expect(res.body).toContain(`UID:plan-${plan.id}-${item.id}@escazo`);
    }
  });

  it("the calendar file of a trip with flights has an event for each flight, at its airports' local times", async () => {
    const flown = await planTrip(ctx, owner.client, {
      origin: firstDestination(ctx).cityId === 'GB-london' ? 'JFK' : 'LHR',
    });
    const flights = flown.days.flatMap((day) => day.items).filter((item) => item.type === 'flight');
    expect(flights.length, 'the trip has a flight').toBeGreaterThan(0);
    const res = await owner.client.get(`/api/plans/${flown.id}/itinerary.ics`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    for (const item of flights) {
      const event = res.body
        .split('BEGIN:VEVENT')
        .find((block) => block.includes(`UID:plan-${flown.id}-${item.id}@escazo`));
      expect(event, item.title).toBeDefined();
      const [start, end] = [/DTSTART:(\d{8}T\d{6}Z)/.exec(event!)![1]!, /DTEND:(\d{8}T\d{6}Z)/.exec(event!)![1]!];
      expect(end > start, `${item.title}: lands after it leaves`).toBe(true);
    }
  });

  it("another user's trip is a 404, signed out a 401, a revoked or unknown link a 404 SHARE_LINK_INVALID", async () => {
    for (const file of ['itinerary.pdf', 'itinerary.ics', `map.svg?date=${plan.startDate}`]) {
      expect((await stranger.client.get(`/api/plans/${plan.id}/${file}`)).statusCode, file).toBe(404);
      expect((await new TestClient(ctx.app).get(`/api/plans/${plan.id}/${file}`)).statusCode, file).toBe(401);
      const unknown = await ctx.client.get(`/api/shared-plans/${'C'.repeat(43)}/${file}`);
      expect(unknown.statusCode, file).toBe(404);
      expect(unknown.json()).toMatchObject({ error: { code: 'SHARE_LINK_INVALID' } });
    }
  });
});

describe('day maps', () => {
  it("draw a day's stops in visit order, titled 'Day N in X', the lodging first after the first day", async () => {
    const destination = firstDestination(ctx).name;
    for (const { who, client, url } of both(`map.svg?date=${plan.days[1]!.date}`)) {
      const res = await client().get(url);
      expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toContain(`<title>Day 2 in ${destination}</title>`);
      const kinds = [...res.body.matchAll(/data-kind="([a-z]+)"/g)].map((m) => m[1]);
      const located = plan.days[1]!.items.filter((item) => item.type === 'attraction' || item.type === 'dining');
      expect(kinds[0]).toBe('lodging');
      expect(kinds.filter((kind) => kind === 'visit' || kind === 'meal')).toHaveLength(located.length);
      // Visits and meals numbered in the day's order.
      const labels = [
        ...res.body.matchAll(/<g class="stop" data-kind="(?:visit|meal)">.*?paint-order="stroke">([^<]*)</g),
      ].map((m) => m[1]);
      expect(labels).toEqual(
        located.map((item) =>
          item.title
            .replace(/&/g, '&amp;')
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;')
            .replace(/"/g, '&quot;')
            .replace(/'/g, '&apos;'),
        ),
      );
      expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    const first = await owner.client.get(`/api/plans/${plan.id}/map.svg?date=${plan.startDate}`);
    expect(first.body).toContain(`<title>Day 1 in ${destination}</title>`);
  });

  it('a day with a flight shows its airport', async () => {
    const origin = firstDestination(ctx).cityId === 'GB-london' ? 'JFK' : 'LHR';
    const flying = await planTrip(ctx, owner.client, { origin });
    const day = flying.days.find((d) => d.items.some((item) => item.type === 'flight'));
    expect(day, 'a day with a flight').toBeDefined();
    const res = await owner.client.get(`/api/plans/${flying.id}/map.svg?date=${day!.date}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const kinds = [...res.body.matchAll(/data-kind="([a-z]+)"/g)].map((m) => m[1]);
    expect(kinds).toContain('airport');
    // The outbound flight lands before anything else happens on the first day; the return leaves last.
    expect(day === flying.days[0] ? kinds[0] : kinds.at(-1)).toBe('airport');
  });

  it('a date outside the trip is a 404; a missing or malformed date a 400', async () => {
    for (const { client, url } of both(`map.svg?date=${addDays(plan.endDate, 1)}`))
      expect((await client().get(url)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/plans/${plan.id}/map.svg`)).statusCode).toBe(400);
    expect((await owner.client.get(`/api/plans/${plan.id}/map.svg?date=tomorrow`)).statusCode).toBe(400);
  });
});
