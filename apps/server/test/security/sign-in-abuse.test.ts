import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents, signInThrottle } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { GOOD_PASSWORD, sessionSetCookie, signedUpClient, uniqueEmail } from '@server/modules/auth/test-support.ts';
import { TestClient, createTestContext, type TestContext } from '../helpers.ts';

const WRONG = 'Wrong-Password-9';

describe('sign-in throttling that strangers cannot turn against the owner', () => {
  let ctx: TestContext;
  const clock = new TestClock('2030-03-01T08:00:00Z');
  beforeAll(async () => {
    ctx = await createTestContext({ clock, rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 10_000 } });
  });
  afterAll(() => ctx.close());

  let n = 0;
  const nextAddress = () => `10.${Math.floor(++n / 250) % 250}.${n % 250}.7`;
  const signIn = (client: TestClient, email: string, password: string, remoteAddress: string) =>
    client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password, rememberMe: false },
      remoteAddress,
    });
  const stranger = (email: string, password = WRONG, address = nextAddress()) =>
    signIn(new TestClient(ctx.app), email, password, address);

  it("lets the owner's browser in with the right password after a stranger's 50 wrong ones from 50 addresses", async () => {
    const owner = await signedUpClient(ctx);
    const home = nextAddress();
    // The sign-up was a sign-in: the browser now holds a device cookie recorded for the account.
    const statuses = [];
    for (let i = 0; i < 50; i++) statuses.push((await stranger(owner.email)).statusCode);
    // The account's allowance from everywhere is 10 a day; the tenth failure starts the waits.
    expect(statuses).toEqual([...Array<number>(9).fill(401), ...Array<number>(41).fill(429)]);

    const res = await signIn(owner.client, owner.email, GOOD_PASSWORD, home);
    expect(res.statusCode).toBe(200);
    expect(sessionSetCookie(res)).toBeDefined();
  });

  it('delays the owner without a device cookie (never for hours) and lets them in once the wait is over', async () => {
    const owner = await signedUpClient(ctx);
    for (let i = 0; i < 50; i++) await stranger(owner.email);

    const elsewhere = new TestClient(ctx.app);
    const address = nextAddress();
    const refused = await signIn(elsewhere, owner.email, GOOD_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many failed sign-in attempts\. Please wait \d+ minutes? before trying again\.$/,
      ),
    });
    expect(sessionSetCookie(refused)).toBeUndefined();

    clock.advance(retryAfter * 1000);
    const res = await signIn(elsewhere, owner.email, GOOD_PASSWORD, address);
    expect(res.statusCode).toBe(200);
    // The right password cleared the account's counter: the next stranger starts again from nothing.
    const rows = await ctx.database.db
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.key, `account:${owner.email}`));
    expect(rows).toEqual([]);
  });

  it('waits longer after each failure past the fifth from one address, up to 15 minutes', async () => {
    const { email } = await signedUpClient(ctx);
    const address = nextAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await stranger(email, WRONG, address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await stranger(email, WRONG, address);
      expect(res.statusCode).toBe(429);
      const wait = Number(res.headers['retry-after']);
      waits.push(wait);
      // While the wait runs, even the right password is not checked.
      expect((await stranger(email, GOOD_PASSWORD, address)).statusCode).toBe(429);
      clock.advance(wait * 1000);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    const lockouts = await ctx.database.db.select().from(authEvents).where(eq(authEvents.email, email));
    expect(lockouts.filter((e) => e.type === 'lockout').length).toBeGreaterThanOrEqual(6);
    expect(JSON.stringify(lockouts)).not.toContain(WRONG);
  });

  it('limits one address across accounts (credential stuffing), but not the browsers that signed in before', async () => {
    const address = nextAddress();
    const owner = await signedUpClient(ctx);
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await stranger(uniqueEmail('spray'), WRONG, address)).statusCode);
    expect(statuses.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    // A cookie-less right password from that address waits like everyone there.
    expect((await stranger(owner.email, GOOD_PASSWORD, address)).statusCode).toBe(429);
    // The owner's own browser, behind the same address, is throttled on its own.
    expect((await signIn(owner.client, owner.email, GOOD_PASSWORD, address)).statusCode).toBe(200);
    // Another address is not concerned.
    expect((await stranger(owner.email, GOOD_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('throttles a known device on its own failures, and a device cookie of another account counts for nothing', async () => {
    const owner = await signedUpClient(ctx);
    const other = await signedUpClient(ctx);
    const address = nextAddress();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(owner.client, owner.email, WRONG, address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await signIn(owner.client, owner.email, GOOD_PASSWORD, address)).statusCode).toBe(429);
    // Its failures did not count against the account: a cookie-less sign-in elsewhere works.
    expect((await stranger(owner.email, GOOD_PASSWORD)).statusCode).toBe(200);
    // The other account's browser is a stranger to the owner's account.
    const fromOther = [];
    for (let i = 0; i < 4; i++) fromOther.push((await signIn(other.client, owner.email, WRONG, address)).statusCode);
    expect(fromOther).toEqual([401, 401, 401, 401]);
    const rows = await ctx.database.db
      .select()
      .from(signInThrottle)
      .where(like(signInThrottle.key, `pair:${owner.email}|%`));
    expect(rows.map((r) => r.failures)).toEqual([4]);
  });

  it('answers an unknown address and a known one alike', async () => {
    const { email } = await signedUpClient(ctx);
    const known = await stranger(email);
    const unknown = await stranger(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(401);
    expect(unknown.json()).toEqual(known.json());
  });

  it('counts concurrent failures exactly, in one statement per key', async () => {
    const email = uniqueEmail('burst');
    const address = nextAddress();
    await Promise.all(Array.from({ length: 8 }, () => stranger(email, WRONG, address)));
    const rows = await ctx.database.db
      .select()
      .from(signInThrottle)
      .where(like(signInThrottle.key, `%${email}%`));
    expect(Object.fromEntries(rows.map((r) => [r.key.split(':')[0], r.failures]))).toEqual({ account: 8, pair: 8 });
    const [addressRow] = await ctx.database.db
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.key, `address:${address}`));
    expect(addressRow!.failures).toBe(8);
  });
});
