import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { hashToken } from './tokens.ts';
import {
  GOOD_PASSWORD,
  sessionSetCookie,
  sessionToken,
  sessionWith,
  signUpLinkToken,
  signedUpClient,
  uniqueEmail,
} from './test-support.ts';

describe('accounts: sign-up, sign-in, sessions, sign-out', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Many sign-ups from one address in this file: the per-address form limit is tested in throttle.test.ts.
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 600, formsPerTenMinutes: 100 } });
  });
  afterAll(() => ctx.close());

  const signIn = (client: TestClient, email: string, password: string, rememberMe = false) =>
    client.post('/api/auth/sign-in', { email, password, rememberMe });

  it('signs up by the e-mailed link, with an argon2id hash, and signs the new user in', async () => {
    const email = uniqueEmail('new');
    const client = new TestClient(ctx.app);
    const res = await client.post('/api/auth/sign-up', {
      fullName: 'Ana Traveller',
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'check-email' });
    expect((await client.get('/api/auth/session')).json().user).toBeNull();
    const token = await signUpLinkToken(ctx, email);
    const confirmed = await client.post('/api/auth/sign-up/confirm', { token });
    expect(confirmed.statusCode).toBe(201);
    const { user } = confirmed.json();
    expect(user).toMatchObject({
      email,
      name: 'Ana Traveller',
      avatarUrl: expect.stringMatching(/^\/media\/scenes\/avatar-[0-9a-f]{12}\.svg$/),
    });
    expect(Object.keys(user).sort()).toEqual(['avatarUrl', 'createdAt', 'email', 'id', 'name', 'updatedAt']);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(GOOD_PASSWORD);
    expect((await client.get('/api/auth/session')).json().user.id).toBe(user.id);
    // The link works once.
    const again = await new TestClient(ctx.app).post('/api/auth/sign-up/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('SIGN_UP_LINK_INVALID');
  });

  it('refuses a common password and one shorter than 8 characters', async () => {
    const client = new TestClient(ctx.app);
    const common = await client.post('/api/auth/sign-up', {
      fullName: 'Ana',
      email: uniqueEmail(),
      password: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'password', code: 'auth.passwordCommon' }],
    });
    const short = await client.post('/api/auth/sign-up', {
      fullName: 'Ana',
      email: uniqueEmail(),
      password: 'Ab3$xyz',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual([
      expect.objectContaining({ path: 'password', code: 'auth.passwordMin8' }),
    ]);
    const eight = await client.post('/api/auth/sign-up', {
      fullName: 'Ana',
      email: uniqueEmail(),
      password: 'Qz8!vLm2',
    });
    expect(eight.statusCode).toBe(202);
  });

  it('hashes long passwords whole: 200 characters work, a change at character 150 does not', async () => {
    const long = Array.from({ length: 200 }, (_, i) => 'Kx7!mPq2'[i % 8]).join('');
    const { email } = await signedUpClient(ctx, uniqueEmail('long'), long);
    const other = long.slice(0, 149) + (long[149] === 'z' ? 'y' : 'z') + long.slice(150);
    const client = new TestClient(ctx.app);
    expect((await signIn(client, email, other)).statusCode).toBe(401);
    expect((await signIn(client, email, long)).statusCode).toBe(200);
  });

  it('sets a browser-session cookie without remember-me and a 30-day one with it', async () => {
    const { email } = await signedUpClient(ctx);
    const short = sessionSetCookie(await signIn(new TestClient(ctx.app), email, GOOD_PASSWORD))!;
    expect(short).toMatch(/HttpOnly/i);
    expect(short).toMatch(/SameSite=Lax/i);
    expect(short).toMatch(/Path=\//);
    expect(short).not.toMatch(/Max-Age/i);
    expect(short).not.toMatch(/Expires=/i);
    expect(short).not.toMatch(/Secure/i); // plain HTTP in tests
    const long = sessionSetCookie(await signIn(new TestClient(ctx.app), email, GOOD_PASSWORD, true))!;
    expect(long).toMatch(/Max-Age=2592000/);
    const rows = await ctx.database.db.select().from(sessions);
    const remembered = rows.filter((r) => r.remember);
    expect(remembered.length).toBeGreaterThan(0);
    for (const r of rows) {
      const hours = (r.expiresAt.getTime() - r.createdAt.getTime()) / 3_600_000;
      expect(Math.round(hours)).toBe(r.remember ? 720 : 12);
      expect(r.idHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('gives a new session id at every sign-in; the old one stops working', async () => {
    const { client, email, token: first } = await signedUpClient(ctx);
    const second = sessionToken(await signIn(client, email, GOOD_PASSWORD))!;
    const third = sessionToken(await signIn(client, email, GOOD_PASSWORD))!;
    expect(new Set([first, second, third]).size).toBe(3);
    expect(Buffer.from(third, 'base64url')).toHaveLength(32);
    expect(await sessionWith(ctx, first)).toBeNull();
    expect(await sessionWith(ctx, second)).toBeNull();
    expect((await sessionWith(ctx, third))?.email).toBe(email);
  });

  it('answers the session endpoint with the user, or null without a cookie (never 401)', async () => {
    const { client, email } = await signedUpClient(ctx);
    expect((await client.get('/api/auth/session')).json().user.email).toBe(email);
    const anonymous = await new TestClient(ctx.app).get('/api/auth/session');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });
    expect(await sessionWith(ctx, 'not-a-real-session-token-at-all-xxxxxxxxxxx')).toBeNull();
  });

  it('signs out on the server: the replayed cookie gives no user; signing out twice is fine', async () => {
    const { client, token } = await signedUpClient(ctx);
    const res = await client.post('/api/auth/sign-out', undefined);
    expect(res.statusCode).toBe(204);
    expect(sessionSetCookie(res)).toMatch(/escazo_session=;/);
    expect(await sessionWith(ctx, token)).toBeNull();
    expect((await client.post('/api/auth/sign-out', undefined)).statusCode).toBe(204);
  });

  it('ends a session left idle for 2 hours; the same browser can sign in again', async () => {
    const { client, email, token } = await signedUpClient(ctx);
    expect(await sessionWith(ctx, token)).not.toBeNull();
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 3_600_000 - 1000) })
      .where(eq(sessions.idHash, hashToken(token)));
    expect(await sessionWith(ctx, token)).toBeNull();
    // The browser still holds the dead cookie: signing in must replace it, not clear it.
    expect((await signIn(client, email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await client.get('/api/auth/session')).json().user?.email).toBe(email);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 body', async () => {
    const { email } = await signedUpClient(ctx);
    const wrong = await signIn(new TestClient(ctx.app), email, 'Not-The-Password-1');
    const unknown = await signIn(new TestClient(ctx.app), uniqueEmail('nobody'), 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' } });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses sign-in without the CSRF token', async () => {
    const { email } = await signedUpClient(ctx);
    const res = await new TestClient(ctx.app).request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: GOOD_PASSWORD, rememberMe: false },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_INVALID');
    expect(sessionSetCookie(res)).toBeUndefined();
  });

  it("never shows one user another's account", async () => {
    const a = await signedUpClient(ctx, uniqueEmail('a'));
    const b = await signedUpClient(ctx, uniqueEmail('b'));
    expect((await a.client.get('/api/auth/session')).json().user).toMatchObject({ id: a.user.id, email: a.email });
    expect((await b.client.get('/api/auth/session')).json().user).toMatchObject({ id: b.user.id, email: b.email });
  });
});
