import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { TestClient, type TestContext } from '../../../test/helpers.ts';

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
  const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `escazo_session=${token}` } });
  return res.json<{ user: { id: string; email: string } | null }>().user;
}

/** A fresh browser that signs up a new account (and is then signed in). */
export async function signedUpClient(ctx: TestContext, email = uniqueEmail(), password = GOOD_PASSWORD) {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/sign-up', { fullName: 'Ana Traveller', email, password });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { client, email, password, token: sessionToken(res)!, user: res.json<{ user: { id: string } }>().user };
}
