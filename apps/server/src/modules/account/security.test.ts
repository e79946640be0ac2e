import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents, sessions, userProfiles, users } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { GOOD_PASSWORD, sessionSetCookie, sessionToken, sessionWith, signedUpClient } from '../auth/test-support.ts';

const NEW_PASSWORD = 'Quiet-Meadow-Compass-77';

describe('account: password change, sessions and deletion', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 1000, formsPerTenMinutes: 200 } });
  });
  afterAll(() => ctx.close());

  /** Another browser signed in to the same account. */
  async function signInElsewhere(email: string, password = GOOD_PASSWORD, userAgent = 'OtherBrowser/1.0') {
    const client = new TestClient(ctx.app);
    const res = await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
    });
    expect(res.statusCode).toBe(200);
    return { client, token: sessionToken(res)! };
  }
  const events = (userId: string, type: string) =>
    ctx.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.userId, userId))
      .then((rows) => rows.filter((r) => r.type === type));

  it('changes the password, ends every other session, keeps this browser signed in under a new id, audits and e-mails', async () => {
    const { client, email, token, user } = await signedUpClient(ctx);
    const other = await signInElsewhere(email);
    const third = await signInElsewhere(email);
    const res = await client.post('/api/me/password', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(204);
    // The session id rotates, as at sign-in: the old cookie is dead, the new one works.
    const rotated = sessionToken(res);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(token);
    expect(sessionSetCookie(res)).toMatch(/HttpOnly/i);
    expect(await sessionWith(ctx, token)).toBeNull();
    expect((await sessionWith(ctx, rotated!))?.id).toBe(user.id);
    const replayed = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/profile',
      headers: { cookie: `escazo_session=${token}` },
    });
    expect(replayed.statusCode).toBe(401);
    expect((await client.get('/api/me/profile')).statusCode).toBe(200);
    expect(await sessionWith(ctx, other.token)).toBeNull();
    expect(await sessionWith(ctx, third.token)).toBeNull();
    expect((await other.client.get('/api/me/profile')).statusCode).toBe(401);
    const remaining = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining).toHaveLength(1);
    expect(await events(user.id, 'password_change')).toEqual([
      expect.objectContaining({ outcome: 'success', details: { otherSessionsEnded: 2 } }),
    ]);
    const mailbox = await client.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(JSON.stringify(mailbox.json())).toContain('Your Escazo password was changed');
    expect(
      (await new TestClient(ctx.app).post('/api/auth/sign-in', { email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await new TestClient(ctx.app).post('/api/auth/sign-in', { email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('keeps a remember-me session remembered, with its expiry, when the id rotates', async () => {
    const { email, user } = await signedUpClient(ctx);
    const client = new TestClient(ctx.app);
    expect(
      (await client.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD, rememberMe: true })).statusCode,
    ).toBe(200);
    const [before] = (await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).filter(
      (r) => r.remember,
    );
    const res = await client.post('/api/me/password', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(sessionSetCookie(res)).toMatch(/Max-Age=2592000/);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ remember: true, expiresAt: before!.expiresAt });
    expect(rows[0]!.idHash).not.toBe(before!.idHash);
  });

  it('refuses a wrong current password (400, field error) and a common new one, changing nothing', async () => {
    const { client, email, user } = await signedUpClient(ctx);
    const other = await signInElsewhere(email);
    const wrong = await client.post('/api/me/password', {
      currentPassword: 'Not-The-Password-1',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Your current password is incorrect',
      fields: [
        {
          path: 'currentPassword',
          code: 'account.currentPasswordWrong',
          message: 'Your current password is incorrect',
        },
      ],
    });
    const common = await client.post('/api/me/password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields).toEqual([
      expect.objectContaining({ path: 'newPassword', code: 'auth.passwordCommon' }),
    ]);
    const short = await client.post('/api/me/password', { currentPassword: GOOD_PASSWORD, newPassword: 'Ab1!' });
    expect(short.json().error.fields).toEqual([
      expect.objectContaining({ path: 'newPassword', code: 'auth.passwordMin8' }),
    ]);
    expect(
      (await client.post('/api/me/password', { currentPassword: '', newPassword: NEW_PASSWORD })).json().error.fields,
    ).toEqual([{ path: 'currentPassword', code: 'auth.passwordRequired', message: 'Password is required' }]);
    expect(await sessionWith(ctx, other.token)).not.toBeNull();
    expect(
      (await new TestClient(ctx.app).post('/api/auth/sign-in', { email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    expect(await events(user.id, 'password_change')).toEqual([expect.objectContaining({ outcome: 'failure' })]);
  });

  it('throttles wrong current passwords per account: the 5th locks (429 + Retry-After), even the right one', async () => {
    const { client, email } = await signedUpClient(ctx);
    for (let i = 1; i <= 4; i++) {
      const res = await client.post('/api/me/password', {
        currentPassword: `Wrong-Guess-${i}`,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode, `attempt ${i}`).toBe(400);
    }
    const fifth = await client.post('/api/me/password', {
      currentPassword: 'Wrong-Guess-5',
      newPassword: NEW_PASSWORD,
    });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.code).toBe('RATE_LIMITED');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    const right = await client.post('/api/me/password', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(right.statusCode).toBe(429);
    // Sign-in is throttled apart: a borrowed session cannot lock its owner out of signing in.
    expect(
      (await new TestClient(ctx.app).post('/api/auth/sign-in', { email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    const deletion = await client.post('/api/me/delete', { password: GOOD_PASSWORD });
    expect(deletion.statusCode).toBe(429);
  });

  it('lists live sessions, newest first, the current one flagged, without any token or hash', async () => {
    const { client, email, token, user } = await signedUpClient(ctx);
    await signInElsewhere(email, GOOD_PASSWORD, 'Tablet/2.0');
    await signInElsewhere(email, GOOD_PASSWORD, 'Expired/1.0');
    await signInElsewhere(email, GOOD_PASSWORD, 'Idle/1.0');
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userAgent, 'Expired/1.0'));
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(sessions.userAgent, 'Idle/1.0'));
    const res = await client.get('/api/me/sessions');
    expect(res.statusCode).toBe(200);
    const list = res.json().sessions as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    expect(list.map((s) => s.userAgent)).toEqual(['Tablet/2.0', 'lightMyRequest']);
    expect(list.map((s) => s.current)).toEqual([false, true]);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'createdAt',
      'current',
      'expiresAt',
      'id',
      'ipAddress',
      'lastSeenAt',
      'userAgent',
    ]);
    const body = res.body;
    expect(body).not.toContain(token);
    for (const row of await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id)))
      expect(body).not.toContain(row.idHash);
  });

  it('revokes another session (audited), refuses the current one with 409, and 404s unknown or foreign ids', async () => {
    const a = await signedUpClient(ctx);
    const b = await signedUpClient(ctx);
    const aOther = await signInElsewhere(a.email);
    const list = (await a.client.get('/api/me/sessions')).json().sessions as Array<{ id: string; current: boolean }>;
    const current = list.find((s) => s.current)!;
    const otherId = list.find((s) => !s.current)!.id;
    const bSessionId = ((await b.client.get('/api/me/sessions')).json().sessions as Array<{ id: string }>)[0]!.id;

    const del = (client: TestClient, id: string) => client.request({ method: 'DELETE', url: `/api/me/sessions/${id}` });
    const foreign = await del(a.client, bSessionId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    expect(await sessionWith(ctx, b.token)).not.toBeNull();
    expect((await del(a.client, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await del(a.client, 'not-a-uuid')).statusCode).toBe(400);

    const self = await del(a.client, current.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toEqual({
      code: 'CURRENT_SESSION',
      message: 'This is the session you are using now. Sign out to end it.',
    });

    expect((await del(a.client, otherId)).statusCode).toBe(204);
    expect(await sessionWith(ctx, aOther.token)).toBeNull();
    expect(await sessionWith(ctx, a.token)).not.toBeNull();
    expect((await del(a.client, otherId)).statusCode).toBe(404);
    expect(await events(a.user.id, 'session_revoked')).toEqual([
      expect.objectContaining({ outcome: 'success', details: { session: otherId } }),
    ]);
    expect(
      (await new TestClient(ctx.app).request({ method: 'DELETE', url: `/api/me/sessions/${otherId}` })).statusCode,
    ).toBe(401);
  });

  it('refuses deletion with a wrong password and deletes nothing', async () => {
    const { client, user } = await signedUpClient(ctx);
    await client.request({ method: 'PATCH', url: '/api/me/profile', payload: { bio: 'still here' } });
    const res = await client.post('/api/me/delete', { password: 'Not-My-Password-9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: [{ path: 'password', code: 'account.currentPasswordWrong' }],
    });
    expect((await client.post('/api/me/delete', {})).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await client.get('/api/me/profile')).json().bio).toBe('still here');
  });

  it('deletes the account and what it owns, clears the cookie, and keeps the audit e-mail', async () => {
    const { client, email, token, user } = await signedUpClient(ctx);
    const other = await signInElsewhere(email);
    await client.request({ method: 'PATCH', url: '/api/me/profile', payload: { firstName: 'Gone', bio: 'bye' } });
    const res = await client.post('/api/me/delete', { password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(204);
    const cleared = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('escazo_session='));
    expect(cleared).toMatch(/^escazo_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))).toEqual([]);
    expect(await sessionWith(ctx, token)).toBeNull();
    expect(await sessionWith(ctx, other.token)).toBeNull();
    const audit = await ctx.database.db.select().from(authEvents).where(eq(authEvents.email, email));
    expect(audit.find((e) => e.type === 'account_deleted')).toMatchObject({ outcome: 'success', userId: null, email });
    expect(audit.every((e) => e.userId === null)).toBe(true);
    expect(
      (await new TestClient(ctx.app).post('/api/auth/sign-in', { email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(401);
    // The address is free again.
    expect((await signedUpClient(ctx, email)).user.id).not.toBe(user.id);
  });
});
