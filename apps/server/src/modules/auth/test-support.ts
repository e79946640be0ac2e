import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { expect, vi } from 'vitest';
import { mailMessages } from '@server/db/schema.ts';
import { TestClient, type TestContext } from '@server-test/helpers.ts';

export const GOOD_PASSWORD = 'Blue-Harbour-Lantern-42';
let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}-${Date.now()}-${++counter}@example.com`;

/** The Set-Cookie header of the session cookie in a response, if any. */
export function sessionSetCookie(res: InjectResponse): string | undefined {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('escazo_session='));
}

export function sessionToken(res: InjectResponse): string | undefined {
  return sessionSetCookie(res)?.split(';')[0]!.slice('escazo_session='.length);
}

/** GET /api/auth/session with exactly this cookie (no jar): what a replayed cookie gives. */
export async function sessionWith(ctx: TestContext, token: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie: `escazo_session=${token}` },
  });
  return res.json<{ user: { id: string; email: string } | null }>().user;
}

/**
 * The link e-mailed to finish a sign-up, once more than `before` such e-mails went to the address
 * (they are written after the answer is sent, so this waits for it).
 */
export async function signUpLinkToken(ctx: TestContext, email: string, before = 0): Promise<string> {
  const [mail] = await vi.waitFor(
    async () => {
      const mails = await ctx.database.db
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.to, email.toLowerCase()), eq(mailMessages.kind, 'sign-up-confirm')))
        .orderBy(desc(mailMessages.createdAt));
      if (mails.length <= before) throw new Error(`no new sign-up e-mail to ${email} yet`);
      return mails;
    },
    { timeout: 10_000, interval: 20 },
  );
  const match = /\/signup\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  if (!match) throw new Error(`no sign-up link in: ${mail!.text}`);
  return match[1]!;
}

/** A fresh browser that signs up a new account and follows the e-mailed link (and is then signed in). */
export async function signedUpClient(ctx: TestContext, email = uniqueEmail(), password = GOOD_PASSWORD) {
  const client = new TestClient(ctx.app);
  const before = await ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email.toLowerCase()), eq(mailMessages.kind, 'sign-up-confirm')));
  const res = await client.post('/api/auth/sign-up', { fullName: 'Ana Traveller', email, password });
  if (res.statusCode !== 202) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const token = await signUpLinkToken(ctx, email, before.length);
  const confirmed = await client.post('/api/auth/sign-up/confirm', { token });
  if (confirmed.statusCode !== 201) throw new Error(`sign-up link failed: ${confirmed.statusCode} ${confirmed.body}`);
  return {
    client,
    email,
    password,
    token: sessionToken(confirmed)!,
    user: confirmed.json<{ user: { id: string } }>().user,
  };
}

/** Signs an account in again on its browser (after the app clock moved past its session's life). */
export async function signInAgain(account: { client: TestClient; email: string; password: string }): Promise<void> {
  const res = await account.client.post('/api/auth/sign-in', { email: account.email, password: account.password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
}

/** Reset e-mails kept for an address, newest first. */
export function resetMails(ctx: TestContext, email: string) {
  return ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email.toLowerCase()), eq(mailMessages.kind, 'password-reset')))
    .orderBy(desc(mailMessages.createdAt));
}

/**
 * Requests a reset for an address with an account and returns the e-mailed link. The e-mail is
 * written after the answer is sent, so this waits for it.
 */
export async function requestResetLink(
  ctx: TestContext,
  email: string,
  headers: Record<string, string> = {},
): Promise<{ link: string; token: string }> {
  const before = (await resetMails(ctx, email)).length;
  const res = await new TestClient(ctx.app).request({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    payload: { email },
    headers,
  });
  expect(res.statusCode).toBe(202);
  const [newest] = await vi.waitFor(
    async () => {
      const mails = await resetMails(ctx, email);
      if (mails.length <= before) throw new Error(`no new reset e-mail to ${email} yet`);
      return mails;
    },
    { timeout: 5000, interval: 20 },
  );
  const match = /(\S+\/reset-password\?token=([A-Za-z0-9_-]+))/.exec(newest!.text);
  if (!match) throw new Error(`no reset link in: ${newest!.text}`);
  return { link: match[1]!, token: match[2]! };
}
