import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { mailMessages } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { GOOD_PASSWORD } from '../auth/test-support.ts';

/** The authenticator app of a test: the code for a secret at a moment (default: the faked now). */
export function totpCode(secret: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });
}

/**
 * With a faked Date, PGlite's now() is frozen too: move the clock by 1 ms before anything that
 * e-mails, so "newest e-mail" stays well defined.
 */
export function tick(): void {
  if (vi.isFakeTimers()) vi.setSystemTime(Date.now() + 1);
}

/** Two-factor e-mails kept for an address, newest first. */
export async function codeMails(ctx: TestContext, email: string) {
  return ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email.toLowerCase()), eq(mailMessages.kind, 'two-factor-code')))
    .orderBy(desc(mailMessages.createdAt));
}

/** The 6-digit code of the newest two-factor e-mail. */
export async function latestCode(ctx: TestContext, email: string): Promise<string> {
  const [mail] = await codeMails(ctx, email);
  const match = /\n(\d{6})\n/.exec(mail?.text ?? '');
  expect(match, 'a code in the newest two-factor e-mail').not.toBeNull();
  return match![1]!;
}

/** Turns on e-mailed codes for a signed-in client; returns the recovery codes. */
export async function enableEmailTwoFactor(ctx: TestContext, client: TestClient, email: string): Promise<string[]> {
  tick();
  expect((await client.post('/api/me/two-factor/email/start', {})).statusCode).toBe(202);
  const res = await client.post('/api/me/two-factor/email/confirm', { code: await latestCode(ctx, email) });
  expect(res.statusCode).toBe(200);
  return res.json<{ recoveryCodes: string[] }>().recoveryCodes;
}

/** Turns on the authenticator app (confirmed with the code of now); returns its secret and the recovery codes. */
export async function enableTotp(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await client.post('/api/me/two-factor/totp/start', {});
  expect(start.statusCode).toBe(200);
  const { secret } = start.json<{ secret: string }>();
  const res = await client.post('/api/me/two-factor/totp/confirm', { code: totpCode(secret) });
  expect(res.statusCode).toBe(200);
  return { secret, recoveryCodes: res.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** A fresh browser that signs in with the password (two-factor still pending when it is on). */
export async function passwordSignIn(ctx: TestContext, email: string, password = GOOD_PASSWORD, rememberMe = false) {
  tick();
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/sign-in', { email, password, rememberMe });
  return { client, res };
}

export function setCookie(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  return ([] as string[])
    .concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
    .find((c) => c.startsWith(`${name}=`));
}

/**
 * A describe block's context for two-factor tests: rate limits wide enough for many sign-ins, and
 * the clock (Date only) pinned to the middle of a TOTP step near the real time before each test,
 * so codes the test makes stay valid while it runs. Read the context inside tests: `suite().ctx`.
 */
export function twoFactorSuite(): { ctx: TestContext } {
  const suite = {} as { ctx: TestContext };
  beforeAll(async () => {
    suite.ctx = await createTestContext({ rateLimit: { globalPerMinute: 1000, formsPerTenMinutes: 500 } });
  });
  afterAll(() => suite.ctx.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
  });
  afterEach(() => vi.useRealTimers());
  return suite;
}
