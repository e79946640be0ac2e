import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { TestClock } from '@server/lib/clock.ts';

describe(`test hook: move the server's clock (${testDriver})`, () => {
  const clock = new TestClock('2030-01-01T00:00:00Z');
  let ctx: TestContext;
  const before = process.env.E2E_INSPECT;

  beforeAll(async () => {
    process.env.E2E_INSPECT = '1';
    try {
      ctx = await createTestContext({ clock });
    } finally {
      if (before === undefined) delete process.env.E2E_INSPECT;
      else process.env.E2E_INSPECT = before;
    }
  });
  afterAll(() => ctx?.close());

  it('moves the clock forward by the seconds asked and answers the new time', async () => {
    const res = await ctx.client.post('/api/test/clock/advance', { seconds: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ now: '2030-01-01T00:00:30.000Z' });
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:30.000Z');
  });

  it('refuses no move, a move back, more than a day, and a request without the CSRF token', async () => {
    const start = clock.now().toISOString();
    for (const seconds of [0, -30, 86_401, 1.5]) {
      const res = await ctx.client.post('/api/test/clock/advance', { seconds });
      expect(res.statusCode, `${seconds}`).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
    }
    const withoutToken = await ctx.client.request({
      method: 'POST',
      url: '/api/test/clock/advance',
      payload: { seconds: 30 },
      csrf: false,
    });
    expect(withoutToken.statusCode).toBe(403);
    expect(clock.now().toISOString()).toBe(start);
  });

  it('is not there on the system clock', async () => {
    process.env.E2E_INSPECT = '1';
    const systemClockServer = await createTestContext().finally(() => {
      if (before === undefined) delete process.env.E2E_INSPECT;
      else process.env.E2E_INSPECT = before;
    });
    try {
      expect((await systemClockServer.client.post('/api/test/clock/advance', { seconds: 30 })).statusCode).toBe(404);
    } finally {
      await systemClockServer.close();
    }
  });
});
