import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';

describe('GET /media/scenes/:slug.svg', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('serves a generated SVG, cacheable for good, identical on every request', async () => {
    const first = await ctx.client.get('/media/scenes/paris.svg');
    const second = await ctx.client.get('/media/scenes/paris.svg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.headers['cache-control']).toContain('immutable');
    expect(first.body).toContain('<svg');
    expect(second.body).toBe(first.body);
  });

  it('refuses a slug outside [a-z0-9-] with a typed 400', async () => {
    const res = await ctx.client.get('/media/scenes/Paris%20France.svg');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});
