import { eq } from 'drizzle-orm';
import { ADDRESS_SIGN_IN_FAILURE_LIMIT } from '@escazo/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents, signInThrottle } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { GOOD_PASSWORD, sessionSetCookie, signedUpClient, uniqueEmail } from './test-support.ts';

describe('sign-in throttling', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 600, formsPerTenMinutes: 100 } });
  });
  afterAll(() => ctx.close());

  let n = 0;
  const nextAddress = () => `10.1.0.${++n}`;
  const signIn = (email: string, password: string, remoteAddress: string) =>
    new TestClient(ctx.app).request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password, rememberMe: false },
      remoteAddress,
    });

  it('locks an account after 5 failures: 429 with Retry-After, even for the right password', async () => {
    const { email } = await signedUpClient(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(email, 'Wrong-Password-9', nextAddress())).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);

    const right = await signIn(email, GOOD_PASSWORD, nextAddress());
    expect(right.statusCode).toBe(429);
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(right.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please wait 15 minutes before trying again.',
    });
    expect(sessionSetCookie(right)).toBeUndefined();

    const events = await ctx.database.db.select().from(authEvents).where(eq(authEvents.email, email));
    expect(events.filter((e) => e.type === 'lockout')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'sign_in' && e.outcome === 'failure')).toHaveLength(5);
    expect(JSON.stringify(events)).not.toContain('Wrong-Password-9');
  });

  it('lets the account in again once the lock has expired, and a success resets its counter', async () => {
    const { email } = await signedUpClient(ctx);
    for (let i = 0; i < 5; i++) await signIn(email, 'Wrong-Password-9', nextAddress());
    const past = new Date(Date.now() - 16 * 60 * 1000);
    await ctx.database.db
      .update(signInThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000), windowStartedAt: past })
      .where(eq(signInThrottle.key, `account:${email}`));
    expect((await signIn(email, GOOD_PASSWORD, nextAddress())).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.key, `account:${email}`));
    expect(rows).toEqual([]);
  });

  it('locks a client address across different accounts, at its higher limit', async () => {
    const address = nextAddress();
    for (let i = 0; i < ADDRESS_SIGN_IN_FAILURE_LIMIT - 1; i++)
      await signIn(uniqueEmail('spray'), 'Wrong-Password-9', address);
    const { email } = await signedUpClient(ctx);
    // Below the address limit, a right password from that address still works.
    expect((await signIn(email, GOOD_PASSWORD, address)).statusCode).toBe(200);
    await signIn(uniqueEmail('spray'), 'Wrong-Password-9', address);
    const res = await signIn(email, GOOD_PASSWORD, address);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(email, GOOD_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('counts concurrent failures exactly', async () => {
    const email = uniqueEmail('burst');
    await Promise.all(Array.from({ length: 3 }, () => signIn(email, 'Wrong-Password-9', nextAddress())));
    const [row] = await ctx.database.db
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.key, `account:${email}`));
    expect(row!.failures).toBe(3);
  });
});

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
    expect(signUps).toEqual([201, 201, 429]);
  });
});
