import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';

describe('x-request-id', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const idFor = async (value?: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/csrf',
      headers: value === undefined ? {} : { 'x-request-id': value },
    });
    return String(res.headers['x-request-id']);
  };
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('keeps a caller id of 1 to 64 letters, digits, dots, underscores and hyphens', async () => {
    expect(await idFor('trace-1.a_B')).toBe('trace-1.a_B');
    expect(await idFor('x')).toBe('x');
    expect(await idFor('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('replaces any other id with a new one', async () => {
    for (const bad of ['', 'a'.repeat(65), 'x'.repeat(3000), '<script>alert(1)</script>', 'a b', 'id\u00e9', 'a,b']) {
      const id = await idFor(bad);
      expect(id, bad.slice(0, 20)).toMatch(uuid);
    }
    expect(await idFor()).toMatch(uuid);
  });
});
