import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';

describe('health and platform behaviour', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('reports the database as reachable, naming the driver in use', async () => {
    const res = await ctx.client.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', driver: testDriver });
  });

  it('sends a Content-Security-Policy that allows only our own origin', async () => {
    const res = await ctx.client.get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
  });

  it('gives every response a request id and the security headers, errors included', async () => {
    const responses = [
      await ctx.client.get('/api/health'),
      await ctx.client.get('/api/no-such-thing'),
      await ctx.client.get('/api/search/flights?from=LHR'),
      await ctx.client.request({ method: 'POST', url: '/api/contact-messages', payload: {}, csrf: false }),
    ];
    expect(responses.map((res) => res.statusCode)).toEqual([200, 404, 400, 403]);
    for (const res of responses) {
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    const ids = new Set(responses.map((res) => res.headers['x-request-id']));
    expect(ids.size).toBe(responses.length);
  });

  it('answers unknown API paths with a typed 404', async () => {
    const res = await ctx.client.get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('refuses a state-changing request without a CSRF token', async () => {
    const res = await ctx.client.request({ method: 'POST', url: '/api/contact-messages', payload: {}, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_INVALID');
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await ctx.client.request({
      method: 'POST',
      url: '/api/contact-messages',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await ctx.client.post('/api/contact-messages', { message: 'x'.repeat(300 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.client.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/contact-messages'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/driver-applications'].post).toBeDefined();
  });

  it('lists the popular destinations with from-prices in minor units', async () => {
    const res = await ctx.client.get('/api/destinations/popular');
    expect(res.statusCode).toBe(200);
    const cities = res
      .json()
      .items.map((d: { city: string; fromPrice: { amount: number } }) => [d.city, d.fromPrice.amount]);
    expect(cities).toEqual([
      ['Paris', 34900],
      ['Tokyo', 84900],
      ['New York', 29900],
      ['Dubai', 59900],
    ]);
  });
});
