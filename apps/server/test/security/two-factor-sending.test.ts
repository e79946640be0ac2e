import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOD_PASSWORD, signedUpClient, uniqueEmail } from '@server/modules/auth/test-support.ts';
import {
  codeMails,
  enableEmailTwoFactor,
  latestCode,
  passwordSignIn,
} from '@server/modules/two-factor/test-support.ts';
import { createTestContext, type TestClient, type TestContext } from '../helpers.ts';

describe('e-mailed two-factor codes: the sending is limited, never the sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 10_000 } });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  });
  afterEach(() => vi.useRealTimers());

  const verify = (client: TestClient, code: string) => client.post('/api/auth/two-factor/verify', { code });

  /** Signs in with the right password until the per-address code limit holds; returns the last e-mailed code. */
  async function exhaustCodeMails(email: string): Promise<string> {
    for (let i = 0; i < 10; i++) {
      const { res } = await passwordSignIn(ctx, email);
      expect(res.statusCode).toBe(200);
      if (res.json().twoFactor.codeSent === false) break;
    }
    return latestCode(ctx, email);
  }

  it('opens the two-factor step for the right password while no code can be sent; the last code and recovery codes work', async () => {
    const { client: owner, email } = await signedUpClient(ctx);
    const recoveryCodes = await enableEmailTwoFactor(ctx, owner, email);
    const lastCode = await exhaustCodeMails(email);
    expect(await codeMails(ctx, email)).toHaveLength(5);

    const limited = await passwordSignIn(ctx, email);
    expect(limited.res.statusCode).toBe(200);
    const { twoFactor } = limited.res.json();
    expect(twoFactor).toEqual({
      method: 'email',
      maskedEmail: expect.any(String),
      codeSent: false,
      resendAfterSeconds: expect.any(Number),
    });
    expect(twoFactor.resendAfterSeconds).toBeGreaterThan(0);
    expect(twoFactor.resendAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(await codeMails(ctx, email)).toHaveLength(5);

    // Asking for another code, past the 30-second spacing, says when one can be sent.
    vi.setSystemTime(Date.now() + 31_000);
    const resend = await limited.client.post('/api/auth/two-factor/resend', {});
    expect(resend.statusCode).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
    expect(resend.json().error.message).toMatch(
      /^Too many codes were sent\. Please wait \d+ minutes? before asking for another\.$/,
    );

    // The last e-mailed code, still valid, finishes this sign-in.
    expect((await verify(limited.client, lastCode)).statusCode).toBe(200);
    // A recovery code finishes another one.
    const again = await passwordSignIn(ctx, email);
    expect(again.res.json().twoFactor.codeSent).toBe(false);
    expect((await verify(again.client, recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('a used code is not carried, and a code older than 10 minutes no longer works', async () => {
    const { client: owner, email } = await signedUpClient(ctx);
    await enableEmailTwoFactor(ctx, owner, email);
    const lastCode = await exhaustCodeMails(email);
    const first = await passwordSignIn(ctx, email);
    expect((await verify(first.client, lastCode)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const later = await passwordSignIn(ctx, email);
    expect(later.res.statusCode).toBe(200);
    expect((await verify(later.client, lastCode)).statusCode).toBe(400);
  });

  it('answers a wrong password the same way whether or not codes are limited (no oracle)', async () => {
    const limitedAccount = await signedUpClient(ctx);
    await enableEmailTwoFactor(ctx, limitedAccount.client, limitedAccount.email);
    await exhaustCodeMails(limitedAccount.email);
    const fresh = await signedUpClient(ctx);
    await enableEmailTwoFactor(ctx, fresh.client, fresh.email);

    const wrongLimited = await passwordSignIn(ctx, limitedAccount.email, 'Wrong-Password-1');
    const wrongFresh = await passwordSignIn(ctx, fresh.email, 'Wrong-Password-1');
    const wrongNobody = await passwordSignIn(ctx, uniqueEmail('nobody'), 'Wrong-Password-1');
    for (const { res } of [wrongLimited, wrongFresh, wrongNobody]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(wrongFresh.res.json());
    }
  });

  it('sends a new code again once the limit has passed', async () => {
    const { client: owner, email } = await signedUpClient(ctx);
    await enableEmailTwoFactor(ctx, owner, email);
    await exhaustCodeMails(email);
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const { client, res } = await passwordSignIn(ctx, email, GOOD_PASSWORD);
    expect(res.json().twoFactor).toMatchObject({ codeSent: true, resendAfterSeconds: 30 });
    expect((await verify(client, await latestCode(ctx, email))).statusCode).toBe(200);
  });
});
