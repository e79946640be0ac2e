import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '@server/modules/auth/test-support.ts';
import { TestClient, createTestContext, type TestContext } from './helpers.ts';
import { stateChangingRoutes } from './route-list.ts';

/** Spellings of one path that a router may decode or normalise into the same route. */
function pathVariants(url: string): string[] {
  const segments = url.split('/').slice(1);
  const hex = (c: string) => c.charCodeAt(0).toString(16);
  const encodeFirst = (upper: boolean) =>
    '/' + segments.map((s) => `%${upper ? hex(s[0]!).toUpperCase() : hex(s[0]!)}${s.slice(1)}`).join('/');
  const encodeAll =
    '/' + segments.map((s) => [...s].map((c, i) => `%${i % 2 ? hex(c).toUpperCase() : hex(c)}`).join('')).join('/');
  return [
    `/%61${url.slice(2)}`,
    encodeFirst(false),
    encodeFirst(true),
    encodeAll,
    url.replace('/api/', '/api%2F'),
    url.replace('/api/', '/api%2f'),
    `/${url.replaceAll('/', '//')}`,
    `/${url}`,
    url.replace('/api/', '/api//'),
    `${url}/`,
  ];
}

describe('CSRF and rate limits decide on the routed path, not the raw URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 100_000 } });
  });
  afterAll(() => ctx.close());

  it('finds the state-changing routes to check', () => {
    const routes = stateChangingRoutes(ctx.app).map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(
      expect.arrayContaining(['POST /api/auth/sign-out', 'PATCH /api/me/profile', 'POST /api/contact-messages']),
    );
    expect(routes.length).toBeGreaterThan(20);
  });

  it('refuses every encoded or doubled-slash spelling of every state-changing route without a CSRF token', async () => {
    const { client: signedIn, token } = await signedUpClient(ctx, `victim-${Date.now()}@example.com`);
    const cookie = `escazo_session=${token}`;
    const accepted: string[] = [];
    for (const route of stateChangingRoutes(ctx.app)) {
      for (const url of pathVariants(route.url)) {
        const res = await ctx.app.inject({ method: route.method as 'POST', url, headers: { cookie }, payload: {} });
        if (res.statusCode !== 403 && res.statusCode !== 404)
          accepted.push(`${route.method} ${url} -> ${res.statusCode}`);
        else if (res.statusCode === 403) expect(res.json().error.code).toBe('CSRF_INVALID');
      }
    }
    expect(accepted).toEqual([]);
    expect((await signedIn.get('/api/auth/session')).json().user).not.toBeNull();
  });

  it('answers a path the router cannot read with the typed error body', async () => {
    const badEscape = await ctx.app.inject({ method: 'POST', url: '/api/me/sessions/%zz' });
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json().error.code).toBe('VALIDATION_FAILED');
    const tooLong = await ctx.app.inject({ method: 'DELETE', url: `/api/me/sessions/${'a'.repeat(500)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('an encoded path counts against the same rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 4, formsPerTenMinutes: 3 } });
  });
  afterAll(() => ctx.close());

  it('counts /%61pi/... against the per-route form limit', async () => {
    const client = new TestClient(ctx.app);
    const urls = [
      '/api/auth/password-reset/request',
      '/%61pi/auth/password-reset/request',
      '/api/auth/password-reset/%72equest',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await client.post(urls[i % urls.length]!, { email: 'limit@example.com' })).statusCode);
    }
    expect(statuses.slice(0, 3).every((s) => s < 300)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('counts /%61pi/... against the global limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const url = i % 2 ? '/%61pi/destinations/popular' : '/api/destinations/popular';
      statuses.push((await ctx.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.20' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
