import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEvents, twoFactorChallenges } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { GOOD_PASSWORD, sessionSetCookie, signedUpClient } from '../auth/test-support.ts';
import { hashToken } from '../auth/public.ts';
import {
  codeMails,
  enableEmailTwoFactor,
  enableTotp,
  latestCode,
  passwordSignIn,
  setCookie,
  totpCode,
} from './test-support.ts';

const STEP = 30_000;

describe('two-factor sign-in', () => {
  let ctx: TestContext;
  let now: number;
  /** The faked clock (Date only; timers stay real), so TOTP steps and waits are exact. */
  const setNow = (ms: number) => {
    now = ms;
    vi.setSystemTime(ms);
  };
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 1000, formsPerTenMinutes: 500 } });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The middle of a TOTP step near the real time (the database clock stays close).
    setNow(Math.floor(Date.now() / STEP) * STEP + STEP / 2);
  });
  afterEach(() => vi.useRealTimers());

  const verify = (client: TestClient, code: string) => client.post('/api/auth/two-factor/verify', { code });
  const session = async (client: TestClient) =>
    (await client.get('/api/auth/session')).json<{ user: { email: string } | null }>().user;

  it('e-mail: the password step answers { twoFactor }, sets only the challenge cookie, and the e-mailed code signs in', async () => {
    const { client: owner, email } = await signedUpClient(ctx);
    await enableEmailTwoFactor(ctx, owner, email);

    const { client, res } = await passwordSignIn(ctx, email, GOOD_PASSWORD, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      twoFactor: {
        method: 'email',
        maskedEmail: expect.stringMatching(/^u\*\*\*\d@example\.com$/),
        codeSent: true,
        resendAfterSeconds: 30,
      },
    });
    expect(sessionSetCookie(res)).toBeUndefined();
    const cookie = setCookie(res, 'escazo_2fa')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(await session(client)).toBeNull();

    const token = decodeURIComponent(/escazo_2fa=([^;]+)/.exec(cookie)![1]!);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only the token's SHA-256 is stored; the challenge carries remember-me.
    const [row] = await ctx.database.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.idHash, hashToken(token)));
    expect(row).toMatchObject({ purpose: 'sign_in', method: 'email', remember: true, attempts: 0, consumedAt: null });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.round((row!.expiresAt.getTime() - now) / 60_000)).toBe(10);

    const code = await latestCode(ctx, email);
    const ok = await verify(client, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email });
    expect(sessionSetCookie(ok)).toMatch(/Max-Age=2592000/); // remember-me carried by the challenge
    expect(setCookie(ok, 'escazo_2fa')).toMatch(/escazo_2fa=;.*Expires=Thu, 01 Jan 1970/);
    expect(await session(client)).toMatchObject({ email });

    // Used: the same code (and the same cookie) cannot sign in again.
    const again = await verify(client, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    const events = await ctx.database.db.select().from(authEvents).where(eq(authEvents.email, email));
    expect(events.map((e) => `${e.type}:${e.outcome}`)).toEqual(
      expect.arrayContaining(['two_factor_enabled:success', 'two_factor_verify:success']),
    );
  });

  it('a wrong code answers the documented message and counts, without a session', async () => {
    const { client: owner, email } = await signedUpClient(ctx);
    await enableEmailTwoFactor(ctx, owner, email);
    const { client } = await passwordSignIn(ctx, email);
    const code = await latestCode(ctx, email);
    const wrong = await verify(client, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'TWO_FACTOR_CODE_INVALID', message: 'Invalid verification code' });
    expect(await session(client)).toBeNull();
    const bad = await verify(client, '12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([
      expect.objectContaining({
        path: 'code',
        code: 'twoFactor.codeInvalid',
        message: 'Please enter a valid 6-digit code',
      }),
    ]);
    expect((await verify(client, code)).statusCode).toBe(200);
  });

  it('resend: not before 30 s (429, Retry-After), then a fresh code that replaces the old one; at most 5 codes per 15 minutes', async () => {
    const { client: owner, email } = await signedUpClient(ctx);
    await enableEmailTwoFactor(ctx, owner, email); // one code e-mailed for the enrolment
    const { client } = await passwordSignIn(ctx, email); // two
    const first = await latestCode(ctx, email);

    const early = await client.post('/api/auth/two-factor/resend', {});
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    expect(early.json().error.message).toBe('Please wait 30 seconds before asking for a new code.');

    setNow(now + 31_000);
    const resent = await client.post('/api/auth/two-factor/resend', {}); // three
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({
      status: 'sent',
      maskedEmail: expect.stringContaining('@example.com'),
      resendAfterSeconds: 30,
    });
    expect(await codeMails(ctx, email)).toHaveLength(3);
    const second = await latestCode(ctx, email);
    if (second !== first) expect((await verify(client, first)).statusCode).toBe(400);

    setNow(now + 31_000);
    expect((await client.post('/api/auth/two-factor/resend', {})).statusCode).toBe(202); // four
    setNow(now + 31_000);
    expect((await client.post('/api/auth/two-factor/resend', {})).statusCode).toBe(202); // five
    setNow(now + 31_000);
    const sixth = await client.post('/api/auth/two-factor/resend', {});
    expect(sixth.statusCode).toBe(429);
    // Five per 15 minutes from the first: the window opened at the enrolment's code, about 2 minutes ago.
    expect(sixth.json().error.message).toMatch(/^Too many codes were sent\. Please wait 1[0-5] minutes/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(600);
    expect(await codeMails(ctx, email)).toHaveLength(5);
    // The last code that was sent still works.
    expect((await verify(client, await latestCode(ctx, email))).statusCode).toBe(200);
  });

  it('TOTP: enrolled by QR, sign-in asks for the app code and mails nothing; a code works once; ±1 step', async () => {
    const { client: owner, email } = await signedUpClient(ctx);
    const { secret } = await enableTotp(owner);
    const enrolledAt = now;
    expect(await codeMails(ctx, email)).toHaveLength(0);

    setNow(enrolledAt + 5 * STEP);
    const { client, res } = await passwordSignIn(ctx, email);
    expect(res.json()).toEqual({ twoFactor: { method: 'totp' } });
    expect(await codeMails(ctx, email)).toHaveLength(0);

    // Two steps away is outside the window; one step back is inside.
    expect((await verify(client, totpCode(secret, now - 2 * STEP))).statusCode).toBe(400);
    expect((await verify(client, totpCode(secret, now + 2 * STEP))).statusCode).toBe(400);
    expect((await verify(client, totpCode(secret, now - STEP))).statusCode).toBe(200);

    // The current code, then one step ahead, each on a new sign-in.
    const b = await passwordSignIn(ctx, email);
    const current = totpCode(secret, now);
    expect((await verify(b.client, current)).statusCode).toBe(200);
    const c = await passwordSignIn(ctx, email);
    expect((await verify(c.client, current)).statusCode).toBe(400); // same code, second time: refused
    expect((await verify(c.client, totpCode(secret, now + STEP))).statusCode).toBe(200);

    // An older step than the last one used is refused even inside the window.
    const d = await passwordSignIn(ctx, email);
    expect((await verify(d.client, totpCode(secret, now - STEP))).statusCode).toBe(400);
  });

  it('the code used to confirm the enrolment cannot sign in', async () => {
    const { client: owner, email } = await signedUpClient(ctx);
    const { secret } = await enableTotp(owner);
    const { client } = await passwordSignIn(ctx, email);
    expect((await verify(client, totpCode(secret, now))).statusCode).toBe(400);
    setNow(now + STEP);
    expect((await verify(client, totpCode(secret, now))).statusCode).toBe(200);
  });

  it('a recovery code signs in once (any case, with or without the hyphen), then never again', async () => {
    const { client: owner, email } = await signedUpClient(ctx);
    const { recoveryCodes } = await enableTotp(owner);
    const code = recoveryCodes[3]!;
    const { client } = await passwordSignIn(ctx, email);
    expect((await verify(client, code.replace('-', ' ').toUpperCase())).statusCode).toBe(200);
    expect((await owner.get('/api/me/two-factor')).json()).toEqual({
      enabled: true,
      method: 'totp',
      recoveryCodesLeft: 9,
    });
    const again = await passwordSignIn(ctx, email);
    expect((await verify(again.client, code)).statusCode).toBe(400);
    expect((await verify(again.client, recoveryCodes[4]!.replace('-', ''))).statusCode).toBe(200);
  });

  it('e-mail users can use a recovery code too', async () => {
    const { client: owner, email } = await signedUpClient(ctx);
    const recoveryCodes = await enableEmailTwoFactor(ctx, owner, email);
    const { client } = await passwordSignIn(ctx, email);
    expect((await verify(client, recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('5 wrong codes end the challenge and lock two-factor for the account (429, Retry-After), even for the right code of a new sign-in', async () => {
    const { client: owner, email, user } = await signedUpClient(ctx);
    await enableEmailTwoFactor(ctx, owner, email);
    const { client } = await passwordSignIn(ctx, email);
    const code = await latestCode(ctx, email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 1; i <= 4; i++) expect((await verify(client, wrong)).statusCode).toBe(400);
    const fifth = await verify(client, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBe(900);
    expect(fifth.json().error.message).toBe(
      'Too many wrong verification codes. Please wait 15 minutes, then sign in again.',
    );
    const signIns = (
      await ctx.database.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id))
    ).filter((c) => c.purpose === 'sign_in');
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({ attempts: 5, consumedAt: expect.any(Date) });

    expect((await verify(client, code)).statusCode).toBe(401); // the challenge is gone
    const mailsBefore = (await codeMails(ctx, email)).length;
    // The right password still opens the step; its codes are refused while the lock holds.
    const retry = await passwordSignIn(ctx, email);
    expect(retry.res.statusCode).toBe(200);
    expect(retry.res.json().twoFactor.method).toBe('email');
    expect(await codeMails(ctx, email)).toHaveLength(mailsBefore + 1);
    const refused = await verify(retry.client, await latestCode(ctx, email));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    setNow(now + 16 * 60_000);
    const later = await passwordSignIn(ctx, email);
    expect(later.res.statusCode).toBe(200);
    expect((await verify(later.client, await latestCode(ctx, email))).statusCode).toBe(200);
    const events = await ctx.database.db.select().from(authEvents).where(eq(authEvents.email, email));
    expect(events.filter((e) => e.type === 'lockout')).toHaveLength(1);
  });

  it('new challenges do not buy more guesses: wrong codes count per account across sign-ins', async () => {
    const { client: owner } = await signedUpClient(ctx);
    const { secret } = await enableTotp(owner);
    const email = (await owner.get('/api/auth/session')).json().user.email as string;
    setNow(now + 3 * STEP);
    const wrong = totpCode(secret, now + 10 * STEP);
    const a = await passwordSignIn(ctx, email);
    for (let i = 0; i < 3; i++) expect((await verify(a.client, wrong)).statusCode).toBe(400);
    const b = await passwordSignIn(ctx, email);
    expect((await verify(b.client, wrong)).statusCode).toBe(400);
    const locked = await verify(b.client, wrong);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await verify(b.client, totpCode(secret, now))).statusCode).toBe(429); // locked, even for the right code
  });

  it('another user cannot use your challenge, and no cookie means no challenge', async () => {
    const alice = await signedUpClient(ctx);
    const bob = await signedUpClient(ctx);
    await enableEmailTwoFactor(ctx, alice.client, alice.email);
    await enableEmailTwoFactor(ctx, bob.client, bob.email);
    const a = await passwordSignIn(ctx, alice.email);
    const b = await passwordSignIn(ctx, bob.email);
    const aliceCode = await latestCode(ctx, alice.email);
    const bobCode = await latestCode(ctx, bob.email);
    if (aliceCode !== bobCode) {
      const crossed = await verify(b.client, aliceCode);
      expect(crossed.statusCode).toBe(400);
      expect(await session(b.client)).toBeNull();
    }
    // A signed-in user without the challenge cookie, and a fresh browser: 401.
    const noCookie = await verify(alice.client, aliceCode);
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json().error.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    expect((await verify(new TestClient(ctx.app), aliceCode)).statusCode).toBe(401);

    const ok = await verify(a.client, aliceCode);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(alice.email);
    expect((await verify(b.client, bobCode)).json().user.email).toBe(bob.email);
  });

  it('verify needs the CSRF header; without two-factor, sign-in still answers { user }', async () => {
    const { client: owner, email } = await signedUpClient(ctx);
    await enableEmailTwoFactor(ctx, owner, email);
    const { client } = await passwordSignIn(ctx, email);
    const noCsrf = await client.request({
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      payload: { code: '123456' },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);

    const plain = await signedUpClient(ctx);
    const res = await passwordSignIn(ctx, plain.email);
    expect(res.res.json()).toEqual({ user: expect.objectContaining({ email: plain.email }) });
    expect(setCookie(res.res, 'escazo_2fa')).toBeUndefined();
  });
});
