import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config.ts';
import { GOOD_PASSWORD, signedUpClient } from '@server/modules/auth/test-support.ts';
import { enableEmailTwoFactor, latestCode } from '@server/modules/two-factor/test-support.ts';
import { TestClient, createTestContext, type TestContext } from '../helpers.ts';

const setCookies = (res: LightMyRequestResponse) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

/** Every cookie the server sets on the way through sign-up, sign-in, two-factor and sign-out. */
async function cookiesSet(ctx: TestContext, headers: Record<string, string> = {}): Promise<string[]> {
  const seen: string[] = [];
  const owner = await signedUpClient(ctx);
  await enableEmailTwoFactor(ctx, owner.client, owner.email);
  const browser = new TestClient(ctx.app);
  const csrf = await browser.request({ method: 'GET', url: '/api/csrf', headers });
  seen.push(...setCookies(csrf));
  const signIn = await browser.request({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: owner.email, password: GOOD_PASSWORD, rememberMe: true },
    headers,
  });
  expect(signIn.statusCode).toBe(200);
  seen.push(...setCookies(signIn));
  // The second step opens the session and records the browser as a known device.
  const verified = await browser.request({
    method: 'POST',
    url: '/api/auth/two-factor/verify',
    payload: { code: await latestCode(ctx, owner.email) },
    headers,
  });
  expect(verified.statusCode).toBe(200);
  seen.push(...setCookies(verified));
  const confirm = await owner.client.request({ method: 'POST', url: '/api/auth/sign-out', headers });
  seen.push(...setCookies(confirm));
  const again = await new TestClient(ctx.app).request({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: owner.email, password: 'Wrong-Password-1', rememberMe: false },
    headers,
  });
  seen.push(...setCookies(again));
  return seen;
}

describe('cookies behind a TLS proxy (TRUST_PROXY set): every one is Secure', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const { trustProxy } = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' });
    ctx = await createTestContext({ trustProxy, rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 10_000 } });
  });
  afterAll(() => ctx.close());

  it('marks the CSRF, session, two-factor and device cookies Secure even when the proxy does not say https', async () => {
    const owner = await signedUpClient(ctx);
    const signUpCookies = setCookies(
      await owner.client.request({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { 'x-forwarded-proto': 'http' },
      }),
    );
    const cookies = [...signUpCookies, ...(await cookiesSet(ctx, { 'x-forwarded-proto': 'http' }))];
    const names = new Set(cookies.map((c) => c.split('=')[0]));
    for (const name of ['escazo_csrf', 'escazo_session', 'escazo_2fa', 'escazo_device']) expect(names).toContain(name);
    for (const cookie of cookies) expect(cookie, cookie.split(';')[0]).toMatch(/;\s*Secure/i);
  });
});

describe('cookies without a proxy (TRUST_PROXY=false)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      trustProxy: false,
      rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 10_000 },
    });
  });
  afterAll(() => ctx.close());

  it('are not Secure over plain http (local development), and all httpOnly', async () => {
    const cookies = await cookiesSet(ctx);
    expect(cookies.length).toBeGreaterThan(3);
    for (const cookie of cookies) {
      expect(cookie, cookie.split(';')[0]).not.toMatch(/;\s*Secure/i);
      expect(cookie, cookie.split(';')[0]).toMatch(/;\s*HttpOnly/i);
    }
  });
});
