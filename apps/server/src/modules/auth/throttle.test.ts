import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { GOOD_PASSWORD, uniqueEmail } from './test-support.ts';

describe('form rate limits on sign-up and reset requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 600, formsPerTenMinutes: 2 } });
  });
  afterAll(() => ctx.close());

  it('answers 429 with Retry-After past the per-address limit', async () => {
    const client = new TestClient(ctx.app);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await client.post('/api/auth/password-reset/request', { email: uniqueEmail() })).statusCode);
    expect(codes).toEqual([202, 202, 429]);
    const signUps: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await client.post('/api/auth/sign-up', {
        fullName: 'Ana',
        email: uniqueEmail(),
        password: GOOD_PASSWORD,
      });
      signUps.push(res.statusCode);
      if (res.statusCode === 429) expect(res.headers['retry-after']).toBeDefined();
    }
    expect(signUps).toEqual([202, 202, 429]);
  });
});
