import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validDriverApplication } from '@escazo/contracts/test-support';
import { authEvents, driverApplications, sessions, settings, users } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient, uniqueEmail } from '@server/modules/auth/test-support.ts';
import { clientWithRole, eventsOfType } from '@server/modules/admin/test-support.ts';

/**
 * Every request text is well-formed UTF-16 (a lone surrogate is a 400 before anything is written),
 * and every admin change is written in one transaction with its audit event: when the audit event
 * cannot be written, the change is not made either.
 */
let ctx: TestContext;
let root: Awaited<ReturnType<typeof clientWithRole>>;

type ErrorBody = { error: { code: string; fields?: { path: string; code: string }[] } };

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 1000 } });
  root = await clientWithRole(ctx, 'Super Admin', 'root');
});
afterAll(() => ctx.close());

const LONE = 'reason \ud800 x';

async function apply(): Promise<string> {
  const res = await new TestClient(ctx.app).post(
    '/api/driver-applications',
    validDriverApplication({ email: uniqueEmail('driver') }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const statusOf = async (userId: string) =>
  (await ctx.database.db.select({ status: users.status }).from(users).where(eq(users.id, userId)))[0]!.status;
const sessionCount = async (userId: string) =>
  (await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
const applicationStatus = async (id: string) =>
  (await ctx.database.db.select().from(driverApplications).where(eq(driverApplications.id, id)))[0]!.status;

function expectMalformed(res: { statusCode: number; body: string; json(): unknown }, path: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as ErrorBody;
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.fields).toContainEqual(expect.objectContaining({ path, code: 'field.malformedText' }));
}

describe('a lone surrogate in an admin text is a 400, and nothing is changed', () => {
  it('ban reason: the account stays active with its sessions, and no audit event', async () => {
    const target = await signedUpClient(ctx, uniqueEmail('lone-ban'));
    const bansBefore = (await eventsOfType(ctx, 'user_banned')).length;
    expectMalformed(await root.client.post(`/api/admin/users/${target.user.id}/ban`, { reason: LONE }), 'reason');
    expectMalformed(
      await root.client.post(`/api/admin/users/${target.user.id}/ban`, { reason: 'low \udc00 half' }),
      'reason',
    );
    expect(await statusOf(target.user.id)).toBe('active');
    expect(await sessionCount(target.user.id)).toBe(1);
    expect((await eventsOfType(ctx, 'user_banned')).length).toBe(bansBefore);
  });

  it('driver-application rejection note and notes: the application stays undecided', async () => {
    const id = await apply();
    expectMalformed(await root.client.post(`/api/admin/driver-applications/${id}/reject`, { note: LONE }), 'note');
    expectMalformed(
      await root.client.request({
        method: 'PATCH',
        url: `/api/admin/driver-applications/${id}`,
        payload: { notes: LONE },
      }),
      'notes',
    );
    expect(await applicationStatus(id)).toBe('new');
  });

  it('a user name, a role name and a staff cancellation reason', async () => {
    const target = await signedUpClient(ctx, uniqueEmail('lone-name'));
    expectMalformed(
      await root.client.request({
        method: 'PATCH',
        url: `/api/admin/users/${target.user.id}`,
        payload: { name: LONE },
      }),
      'name',
    );
    expectMalformed(
      await root.client.post('/api/admin/roles', { name: `Role \ud83d`, level: 'low', permissions: [] }),
      'name',
    );
    expectMalformed(
      await root.client.post(`/api/admin/bookings/${crypto.randomUUID()}/cancel`, { reason: LONE }),
      'reason',
    );
  });

  it('a profile bio is refused the same way', async () => {
    const user = await signedUpClient(ctx, uniqueEmail('lone-bio'));
    expectMalformed(
      await user.client.request({ method: 'PATCH', url: '/api/me/profile', payload: { bio: `bio ${'\udfff'}` } }),
      'bio',
    );
    // A well-formed pair (an emoji) is fine.
    const ok = await user.client.request({ method: 'PATCH', url: '/api/me/profile', payload: { bio: 'car 🚗' } });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('an admin change and its audit event are one transaction', () => {
  // Makes the audit trail refuse events carrying the marker, as a failing audit write would.
  const MARKER = 'audit-refused-marker';
  beforeAll(async () => {
    await ctx.database.db.execute(
      sql.raw(`
        create or replace function refuse_marked_audit() returns trigger language plpgsql as $$
        begin
          if new.details::text like '%${MARKER}%' then raise exception 'audit refused for the test'; end if;
          return new;
        end $$`),
    );
    await ctx.database.db.execute(
      sql.raw(`create trigger refuse_marked_audit before insert on auth_events
          for each row execute function refuse_marked_audit()`),
    );
  });
  afterAll(async () => {
    await ctx.database.db.execute(sql.raw('drop trigger refuse_marked_audit on auth_events'));
  });

  it('a ban whose audit event fails is not made: the account stays active and keeps its sessions', async () => {
    const target = await signedUpClient(ctx, uniqueEmail('tx-ban'));
    const res = await root.client.post(`/api/admin/users/${target.user.id}/ban`, { reason: `spam ${MARKER}` });
    expect(res.statusCode).toBe(500);
    expect(await statusOf(target.user.id)).toBe('active');
    expect(await sessionCount(target.user.id)).toBe(1);
    // The same ban with an ordinary reason is made and recorded together.
    const ok = await root.client.post(`/api/admin/users/${target.user.id}/ban`, { reason: 'spam' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await statusOf(target.user.id)).toBe('banned');
    const [event] = (await eventsOfType(ctx, 'user_banned')).filter((e) => e.userId === target.user.id);
    expect(event?.details).toMatchObject({ reason: 'spam', sessionsEnded: 1 });
  });

  it('a rejection whose audit event fails leaves the application undecided', async () => {
    const id = await apply();
    const res = await root.client.post(`/api/admin/driver-applications/${id}/reject`, { note: MARKER });
    expect(res.statusCode).toBe(500);
    expect(await applicationStatus(id)).toBe('new');
    const ok = await root.client.post(`/api/admin/driver-applications/${id}/reject`, { note: 'not eligible' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await applicationStatus(id)).toBe('rejected');
  });

  it('a role whose creation event fails is not created', async () => {
    const name = `Marked ${MARKER}`;
    const res = await root.client.post('/api/admin/roles', { name, level: 'low', permissions: [] });
    expect(res.statusCode).toBe(500);
    const roles = (await root.client.get('/api/admin/roles')).json<{ roles: { name: string }[] }>().roles;
    expect(roles.map((r) => r.name)).not.toContain(name);
  });

  it('a settings change whose audit event fails is not saved', async () => {
    const current = (await root.client.get('/api/admin/settings')).json<Record<string, unknown>>();
    const { updatedAt: _updatedAt, ...values } = current;
    const res = await root.client.request({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...values, siteNotice: `Maintenance ${MARKER}` },
    });
    expect(res.statusCode, res.body).toBe(500);
    const stored = await ctx.database.db.select().from(settings);
    expect(JSON.stringify(stored)).not.toContain(MARKER);
    expect((await root.client.get('/api/admin/settings')).json<{ siteNotice: unknown }>().siteNotice).toEqual(
      current.siteNotice,
    );
  });

  it('leaves no audit event behind for any of them', async () => {
    const rows = await ctx.database.db.select().from(authEvents);
    expect(JSON.stringify(rows.map((r) => r.details))).not.toContain(MARKER);
  });
});
