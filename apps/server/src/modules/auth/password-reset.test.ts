import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents, mailMessages, passwordResetTokens } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { GOOD_PASSWORD, requestResetLink, sessionWith, signedUpClient, uniqueEmail } from './test-support.ts';

const NEW_PASSWORD = 'Quiet-Mountain-River-77';

describe('password reset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 600, formsPerTenMinutes: 100 } });
  });
  afterAll(() => ctx.close());

  // Reset e-mails only (the account's sign-up link went to the same address).
  const mailsTo = (email: string) =>
    ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, email), eq(mailMessages.kind, 'password-reset')));
  const requestReset = (email: string) => new TestClient(ctx.app).post('/api/auth/password-reset/request', { email });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    new TestClient(ctx.app).post('/api/auth/password-reset/confirm', { token, password });
  const signIn = (email: string, password: string) =>
    new TestClient(ctx.app).post('/api/auth/sign-in', { email, password, rememberMe: false });

  /** Requests a reset and returns the token from the e-mailed link. */
  const tokenFor = async (email: string) => (await requestResetLink(ctx, email)).token;
  const answerOf = (res: Awaited<ReturnType<typeof requestReset>>) => ({
    status: res.statusCode,
    body: res.body,
    type: res.headers['content-type'],
  });

  it('answers known and unknown addresses the same (status, body, headers), and mails only the known one', async () => {
    const { email } = await signedUpClient(ctx);
    const unknown = uniqueEmail('ghost');
    const a = await requestReset(email.toUpperCase());
    const b = await requestReset(unknown);
    expect(answerOf(a)).toEqual(answerOf(b));
    expect(a.statusCode).toBe(202);
    expect(a.json()).toEqual({ status: 'sent' });
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const mails = await mailsTo(email);
    expect(mails[0]).toMatchObject({ kind: 'password-reset', subject: 'Reset your Escazo password', sentAt: null });
    expect(await mailsTo(unknown)).toEqual([]);
    // Both requests are audited once the work after the answer is done.
    await expect
      .poll(async () =>
        (await ctx.database.db.select().from(authEvents).where(eq(authEvents.email, unknown))).map((e) => e.outcome),
      )
      .toEqual(['ignored']);
  });

  it('builds the link from the address the server listens on, never from the Host header', async () => {
    const { email } = await signedUpClient(ctx);
    const { link } = await requestResetLink(ctx, email, { host: 'evil.example' });
    expect(link).not.toContain('evil.example');
    expect(link).toMatch(new RegExp(`^http://localhost:${ctx.config.port}/reset-password\\?token=`));
  });

  it('stores only a hash of a 256-bit token that expires in 60 minutes', async () => {
    const { email, user } = await signedUpClient(ctx);
    const token = await tokenFor(email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000)).toBe(60);
  });

  it('works once, not twice, and ends every session of the account', async () => {
    const first = await signedUpClient(ctx);
    const second = await signIn(first.email, GOOD_PASSWORD);
    const secondToken = /escazo_session=([^;]+)/.exec(String(second.headers['set-cookie']))![1]!;
    const token = await tokenFor(first.email);

    const used = await confirm(token);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ status: 'reset' });
    expect(await sessionWith(ctx, first.token)).toBeNull();
    expect(await sessionWith(ctx, secondToken)).toBeNull();
    expect((await signIn(first.email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(first.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await confirm(token, 'Another-Fresh-Password-5');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'RESET_TOKEN_INVALID',
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
    const events = await ctx.database.db.select().from(authEvents).where(eq(authEvents.userId, first.user.id));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_reset_used']),
    );
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it('refuses an expired token and an unknown one', async () => {
    const { email, user } = await signedUpClient(ctx);
    const token = await tokenFor(email);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await confirm(token)).json().error.code).toBe('RESET_TOKEN_INVALID');
    expect((await confirm('x'.repeat(43))).json().error.code).toBe('RESET_TOKEN_INVALID');
    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  const check = (token: string) =>
    new TestClient(ctx.app).get(`/api/auth/password-reset/tokens/${encodeURIComponent(token)}`);

  it('checks a link as its page opens without using it up: valid until used, then refused', async () => {
    const { email } = await signedUpClient(ctx);
    const token = await tokenFor(email);
    const fresh = await check(token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ status: 'valid' });
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect((await check(token)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toEqual({
      code: 'RESET_TOKEN_INVALID',
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses an expired, an unknown and a mangled link when checked', async () => {
    const { email, user } = await signedUpClient(ctx);
    const token = await tokenFor(email);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    for (const t of [token, 'x'.repeat(43), 'short', 'a b%c']) {
      const res = await check(t);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('RESET_TOKEN_INVALID');
    }
  });

  it('applies the password policy to the new password without using the token', async () => {
    const { email } = await signedUpClient(ctx);
    const token = await tokenFor(email);
    const common = await confirm(token, 'password123');
    expect(common.json().error.fields).toEqual([
      expect.objectContaining({ path: 'password', code: 'auth.passwordCommon' }),
    ]);
    expect((await confirm(token, 'short1!')).statusCode).toBe(400);
    expect((await confirm(token)).statusCode).toBe(200);
  });
});
