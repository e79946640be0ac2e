import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSchema, planShareSchema } from '@escazo/contracts/planning';
import { createTestContext, TestClient, type TestContext } from '@server-test/helpers.ts';
import { tripPlans } from '@server/db/schema.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { emailLinkOrigin } from '../mail/public.ts';
import { planTrip, readPlan } from './edit-test-plan.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedUpClient>>;

beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'memory',
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
  owner = await signedUpClient(ctx);
}, 240_000);
afterAll(() => ctx?.close());

const storedHash = async (id: string) =>
  (await ctx.database.db.select({ hash: tripPlans.shareTokenHash }).from(tripPlans).where(eq(tripPlans.id, id)))[0]!
    .hash;
const share = async (client: TestClient, id: string) => {
  const res = await client.post(`/api/plans/${id}/share`, {});
  expect(res.statusCode, res.body).toBe(200);
  return planShareSchema.parse(res.json());
};

describe('sharing a trip', () => {
  it('share → anyone reads it (read-only, saved false) → revoke → 404 SHARE_LINK_INVALID', async () => {
    const plan = await planTrip(ctx, owner.client);
    const { url, token } = await share(owner.client, plan.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`${emailLinkOrigin(ctx.config)}/itinerary/shared/${token}`);
    // Only the token's SHA-256 is kept.
    expect(await storedHash(plan.id)).toBe(createHash('sha256').update(token).digest('hex'));

    const visitor = new TestClient(ctx.app);
    const res = await visitor.get(`/api/shared-plans/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const shared = planSchema.parse(res.json().plan);
    const own = await readPlan(owner.client, plan.id);
    expect(shared).toEqual({
      ...own,
      saved: false,
      notes: null,
      origin: null,
      days: own.days.map((day) => ({ ...day, items: day.items.map(({ bookable: _bookable, ...item }) => item) })),
    });
    // The owner's own routes stay closed to the visitor.
    expect((await visitor.get(`/api/plans/${plan.id}`)).statusCode).toBe(404);

    const revoked = await owner.client.request({ method: 'DELETE', url: `/api/plans/${plan.id}/share` });
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect(await storedHash(plan.id)).toBeNull();
    const gone = await visitor.get(`/api/shared-plans/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: { code: 'SHARE_LINK_INVALID' } });
  });

  it("a shared copy has nothing to book and keeps the owner's notes and origin private", async () => {
    const plan = await planTrip(ctx, owner.client, { notes: 'Door code 4711', origin: 'JFK' });
    expect(
      plan.days.flatMap((day) => day.items).some((item) => item.bookable),
      'the owner can book from it',
    ).toBe(true);
    const { token } = await share(owner.client, plan.id);
    const res = await new TestClient(ctx.app).get(`/api/shared-plans/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    const shared = planSchema.parse(res.json().plan);
    expect(shared).toMatchObject({ notes: null, origin: null, saved: false });
    expect(shared.days.flatMap((day) => day.items).some((item) => item.bookable !== undefined)).toBe(false);
    expect(res.body).not.toContain('Door code');
  });

  it('a new share replaces the old link; edits show through the link', async () => {
    const plan = await planTrip(ctx, owner.client);
    const first = await share(owner.client, plan.id);
    const second = await share(owner.client, plan.id);
    expect(second.token).not.toBe(first.token);
    expect((await ctx.client.get(`/api/shared-plans/${first.token}`)).json()).toMatchObject({
      error: { code: 'SHARE_LINK_INVALID' },
    });
    await owner.client.request({
      method: 'PATCH',
      url: `/api/plans/${plan.id}`,
      payload: { version: plan.version, name: 'Shared trip' },
    });
    expect((await ctx.client.get(`/api/shared-plans/${second.token}`)).json().plan).toMatchObject({
      name: 'Shared trip',
      version: plan.version + 1,
      saved: false,
    });
  });

  it("only the owner shares or revokes: another user's trip is a 404 and its link is unchanged", async () => {
    const plan = await planTrip(ctx, owner.client);
    const { token } = await share(owner.client, plan.id);
    const stranger = await signedUpClient(ctx);
    expect((await stranger.client.post(`/api/plans/${plan.id}/share`, {})).statusCode).toBe(404);
    expect((await stranger.client.request({ method: 'DELETE', url: `/api/plans/${plan.id}/share` })).statusCode).toBe(
      404,
    );
    expect((await ctx.client.get(`/api/shared-plans/${token}`)).statusCode).toBe(200);
    // Signed out: no session.
    expect((await new TestClient(ctx.app).post(`/api/plans/${plan.id}/share`, {})).statusCode).toBe(401);
  });

  it('an unknown token is a 404 SHARE_LINK_INVALID; a malformed one a 400', async () => {
    const unknown = await ctx.client.get(`/api/shared-plans/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'SHARE_LINK_INVALID' } });
    expect((await ctx.client.get('/api/shared-plans/short')).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
    });
  });

  it('the public routes have their own rate limit per address, below the global one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 122; i++) {
      statuses.push(
        (
          await ctx.client.request({
            method: 'GET',
            url: `/api/shared-plans/${'B'.repeat(43)}`,
            remoteAddress: '198.51.100.7',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429]);
    // Another address is not affected.
    expect(
      (
        await ctx.client.request({
          method: 'GET',
          url: `/api/shared-plans/${'B'.repeat(43)}`,
          remoteAddress: '198.51.100.8',
        })
      ).statusCode,
    ).toBe(404);
  });
});
