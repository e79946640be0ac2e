import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { GOOD_PASSWORD, signedUpClient, uniqueEmail } from '../../auth/test-support.ts';
import { enableEmailTwoFactor, latestCode, passwordSignIn } from '../../two-factor/test-support.ts';
import { clientWithRole, eventsOfType } from '../test-support.ts';

let ctx: TestContext;
let superAdmin: Awaited<ReturnType<typeof clientWithRole>>;
let roleIds: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 1000 } });
  superAdmin = await clientWithRole(ctx, 'Super Admin', 'root');
  const options = await superAdmin.client.get('/api/admin/role-options');
  roleIds = Object.fromEntries(
    options.json<{ roles: { id: string; name: string }[] }>().roles.map((r) => [r.name, r.id]),
  );
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

async function setTimes(userId: string, createdAt: Date, lastLoginAt: Date | null) {
  await ctx.database.db.update(users).set({ createdAt, lastLoginAt }).where(eq(users.id, userId));
}

async function addBooking(userId: string, code: string) {
  await ctx.database.db.insert(bookings).values({
    id: crypto.randomUUID(),
    userId,
    offerId: 'offer',
    confirmationCode: code,
    type: 'hotel',
    status: 'confirmed',
    title: 'Hotel Lumière',
    destination: 'Paris',
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    startsAt: new Date('2026-12-01T15:00:00Z'),
    product: {},
    baseAmount: 20000,
    taxesAmount: 2000,
    totalAmount: 22000,
    currency: 'USD',
    policyKind: 'flexible',
    contactEmail: 'a@example.com',
    contactPhone: '+15550100',
  });
}

type ListBody = {
  users: {
    id: string;
    email: string;
    status: string;
    role: { name: string } | null;
    lastLogin: string | null;
    bookingsCount: number;
  }[];
  total: number;
};
const list = async (query: string) => {
  const res = await superAdmin.client.get(`/api/admin/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>();
};

describe('GET /api/admin/users', () => {
  it('searches name and e-mail in any case, filters by status and role, and pages with the total', async () => {
    const tag = `zebra${Date.now()}`;
    const active = await signedUpClient(ctx, uniqueEmail(`${tag}-a`));
    const stale = await signedUpClient(ctx, uniqueEmail(`${tag}-b`));
    const never = await signedUpClient(ctx, uniqueEmail(`${tag}-c`));
    const agent = await clientWithRole(ctx, 'Support Agent', `${tag}-d`);
    const now = Date.now();
    await setTimes(stale.user.id, new Date(now - 200 * DAY), new Date(now - 91 * DAY));
    await setTimes(never.user.id, new Date(now - 95 * DAY), null);
    await addBooking(active.user.id, `ZB${tag.slice(-6)}1`);
    await addBooking(active.user.id, `ZB${tag.slice(-6)}2`);

    const all = await list(`q=${tag.toUpperCase()}`);
    expect(all.total).toBe(4);
    const byId = new Map(all.users.map((u) => [u.id, u]));
    expect(byId.get(active.user.id)).toMatchObject({ status: 'active', bookingsCount: 2, role: null });
    expect(byId.get(stale.user.id)).toMatchObject({ status: 'inactive', bookingsCount: 0 });
    expect(byId.get(never.user.id)).toMatchObject({ status: 'inactive', lastLogin: null });
    expect(byId.get(agent.user.id)).toMatchObject({ status: 'active', role: { name: 'Support Agent' } });

    expect((await list(`q=${tag}&status=inactive`)).users.map((u) => u.id).sort()).toEqual(
      [stale.user.id, never.user.id].sort(),
    );
    expect((await list(`q=${tag}&status=active`)).total).toBe(2);
    expect((await list(`q=${tag}&role=${roleIds['Support Agent']}`)).users.map((u) => u.id)).toEqual([agent.user.id]);
    expect((await list(`q=${tag}&role=user`)).total).toBe(3);

    const first = await list(`q=${tag}&page=1&pageSize=3`);
    const second = await list(`q=${tag}&page=2&pageSize=3`);
    expect([first.users.length, second.users.length, first.total, second.total]).toEqual([3, 1, 4, 4]);
    expect(new Set([...first.users, ...second.users].map((u) => u.id)).size).toBe(4);
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=_')).total).toBe(0);
  });

  it('refuses a bad filter with a typed 400', async () => {
    const res = await superAdmin.client.get('/api/admin/users?status=sleeping&pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows the profile, sessions, security events and bookings', async () => {
    const target = await signedUpClient(ctx, uniqueEmail('detail'));
    await addBooking(target.user.id, `DT${Date.now().toString().slice(-6)}`);
    const res = await superAdmin.client.get(`/api/admin/users/${target.user.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: target.user.id,
      email: target.email,
      status: 'active',
      bannedAt: null,
      banReason: null,
      bookingsCount: 1,
    });
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      ipAddress: '127.0.0.1',
      userAgent: 'lightMyRequest',
    });
    expect(body.securityEvents.map((e: { type: string }) => e.type)).toContain('sign_up');
    expect(body.bookings).toEqual([
      expect.objectContaining({ status: 'confirmed', total: { amount: 22000, currency: 'USD' } }),
    ]);
  });

  it('is 404 for an unknown user', async () => {
    const res = await superAdmin.client.get(`/api/admin/users/${crypto.randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('changes the name and the role, and logs role_changed with the actor', async () => {
    const target = await signedUpClient(ctx, uniqueEmail('edit'));
    const res = await superAdmin.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${target.user.id}`,
      payload: { name: 'Renamed Person', roleId: roleIds['User Manager'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed Person', role: { name: 'User Manager' } });
    const events = (await eventsOfType(ctx, 'role_changed')).filter((e) => e.userId === target.user.id);
    expect(events.at(-1)).toMatchObject({
      outcome: 'success',
      details: { from: null, to: 'User Manager', actorId: superAdmin.user.id, actorEmail: superAdmin.email },
    });
    expect((await eventsOfType(ctx, 'user_updated')).some((e) => e.userId === target.user.id)).toBe(true);

    const back = await superAdmin.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${target.user.id}`,
      payload: { roleId: roleIds.User },
    });
    expect(back.json().role).toBeNull();
  });

  it('refuses an unknown role id and an empty change', async () => {
    const target = await signedUpClient(ctx, uniqueEmail('edit-bad'));
    const unknown = await superAdmin.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${target.user.id}`,
      payload: { roleId: crypto.randomUUID() },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields[0].path).toBe('roleId');
    const empty = await superAdmin.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${target.user.id}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('lets a User Manager give no role beyond their own permissions', async () => {
    const manager = await clientWithRole(ctx, 'User Manager', 'manager');
    const target = await signedUpClient(ctx, uniqueEmail('escalate'));
    const up = await manager.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${manager.user.id}`,
      payload: { roleId: roleIds['Super Admin'] },
    });
    expect(up.statusCode).toBe(403);
    expect(up.json().error.code).toBe('FORBIDDEN');
    const other = await manager.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${target.user.id}`,
      payload: { roleId: roleIds['Super Admin'] },
    });
    expect(other.statusCode).toBe(403);
    const demote = await manager.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${superAdmin.user.id}`,
      payload: { roleId: null },
    });
    expect(demote.statusCode).toBe(403);
    const ban = await manager.client.post(`/api/admin/users/${superAdmin.user.id}/ban`, { reason: 'coup' });
    expect(ban.statusCode).toBe(403);
    const rename = await manager.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${target.user.id}`,
      payload: { name: 'Fine Name' },
    });
    expect(rename.statusCode).toBe(200);
  });
});

describe('ban and unban', () => {
  it("ends the user's sessions at once, refuses their sign-in, and unban lets them back", async () => {
    const target = await signedUpClient(ctx, uniqueEmail('ban'));
    expect((await target.client.get('/api/auth/session')).json().user).not.toBeNull();

    const ban = await superAdmin.client.post(`/api/admin/users/${target.user.id}/ban`, {
      reason: 'Fraudulent bookings',
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(ban.json()).toMatchObject({ status: 'banned' });
    // The banned user's open session is refused on its very next request.
    expect((await target.client.get('/api/auth/session')).json().user).toBeNull();
    expect((await target.client.get('/api/me/sessions')).statusCode).toBe(401);

    const detail = (await superAdmin.client.get(`/api/admin/users/${target.user.id}`)).json();
    expect(detail.user).toMatchObject({
      status: 'banned',
      banReason: 'Fraudulent bookings',
      bannedAt: expect.any(String),
    });
    expect(detail.sessions).toEqual([]);
    expect((await eventsOfType(ctx, 'user_banned')).filter((e) => e.userId === target.user.id)[0]).toMatchObject({
      details: { reason: 'Fraudulent bookings', sessionsEnded: 1, actorId: superAdmin.user.id },
    });

    const signIn = await new TestClient(ctx.app).post('/api/auth/sign-in', {
      email: target.email,
      password: GOOD_PASSWORD,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      error: { code: 'ACCOUNT_BANNED', message: 'This account has been suspended. Contact support.' },
    });
    expect(signIn.headers['set-cookie'] ?? '').not.toContain('escazo_session=');
    const failures = (await eventsOfType(ctx, 'sign_in')).filter(
      (e) => e.userId === target.user.id && e.outcome === 'failure',
    );
    expect(failures.at(-1)).toMatchObject({ details: { reason: 'banned' } });
    // A wrong password says nothing about the ban.
    const wrong = await new TestClient(ctx.app).post('/api/auth/sign-in', {
      email: target.email,
      password: 'Not-The-Password-1',
    });
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');

    const unban = await superAdmin.client.post(`/api/admin/users/${target.user.id}/unban`, {});
    expect(unban.json()).toMatchObject({ status: 'active' });
    expect((await eventsOfType(ctx, 'user_unbanned')).some((e) => e.userId === target.user.id)).toBe(true);
    const again = await new TestClient(ctx.app).post('/api/auth/sign-in', {
      email: target.email,
      password: GOOD_PASSWORD,
    });
    expect(again.statusCode).toBe(200);
  });

  it('treats a session of a banned account as none, even one left behind', async () => {
    const target = await signedUpClient(ctx, uniqueEmail('ban-left'));
    await ctx.database.db.update(users).set({ status: 'banned' }).where(eq(users.id, target.user.id));
    expect((await target.client.get('/api/me/sessions')).statusCode).toBe(401);
  });

  it('refuses the two-factor step of an account banned after its password step', async () => {
    const target = await signedUpClient(ctx, uniqueEmail('ban-2fa'));
    await enableEmailTwoFactor(ctx, target.client, target.email);
    const { client, res } = await passwordSignIn(ctx, target.email);
    expect(res.json().twoFactor).toBeDefined();
    expect(
      (await superAdmin.client.post(`/api/admin/users/${target.user.id}/ban`, { reason: 'Abuse' })).statusCode,
    ).toBe(200);
    const verify = await client.post('/api/auth/two-factor/verify', { code: await latestCode(ctx, target.email) });
    expect(verify.statusCode).toBe(403);
    expect(verify.json().error.code).toBe('ACCOUNT_BANNED');
    expect(verify.headers['set-cookie'] ?? '').not.toContain('escazo_session=');
  });

  it('refuses banning oneself and needs a reason', async () => {
    const self = await superAdmin.client.post(`/api/admin/users/${superAdmin.user.id}/ban`, { reason: 'oops' });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('CANNOT_BAN_SELF');
    const target = await signedUpClient(ctx, uniqueEmail('no-reason'));
    const noReason = await superAdmin.client.post(`/api/admin/users/${target.user.id}/ban`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields[0]).toMatchObject({ path: 'reason', code: 'admin.banReasonRequired' });
  });
});
