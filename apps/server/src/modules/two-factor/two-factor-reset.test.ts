import { describe, expect, it, vi } from 'vitest';
import { TestClient } from '@server-test/helpers.ts';
import { requestResetLink, signedUpClient } from '../auth/test-support.ts';
import {
  enableEmailTwoFactor,
  enableTotp,
  latestCode,
  passwordSignIn,
  totpCode,
  twoFactorSuite,
} from './test-support.ts';

const NEW_PASSWORD = 'Quiet-Mountain-River-77';

describe('password reset never bypasses two-factor', () => {
  const suite = twoFactorSuite();

  async function resetToken(email: string): Promise<string> {
    vi.setSystemTime(Date.now() + 1);
    return (await requestResetLink(suite.ctx, email)).token;
  }
  const confirm = (body: Record<string, unknown>) =>
    new TestClient(suite.ctx.app).post('/api/auth/password-reset/confirm', { password: NEW_PASSWORD, ...body });

  it('authenticator users: no code → TWO_FACTOR_REQUIRED, wrong code → TWO_FACTOR_CODE_INVALID, the link still works; a current code resets', async () => {
    const { client, email } = await signedUpClient(suite.ctx);
    const { secret } = await enableTotp(client);
    vi.setSystemTime(Date.now() + 30_000);
    const token = await resetToken(email);

    const missing = await confirm({ token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Enter a code from your authenticator app, or a recovery code, to reset your password.',
    });
    const wrong = await confirm({ token, code: totpCode(secret, Date.now() + 5 * 30_000) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'TWO_FACTOR_CODE_INVALID',
      message: 'Invalid verification code',
      fields: [{ path: 'code', code: 'twoFactor.codeWrong' }],
    });
    // The old password still signs in (nothing changed), and two-factor is still asked.
    expect((await passwordSignIn(suite.ctx, email)).res.json()).toEqual({ twoFactor: { method: 'totp' } });

    const ok = await confirm({ token, code: totpCode(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['set-cookie']).toBeUndefined(); // a reset signs no one in
    const after = await passwordSignIn(suite.ctx, email, NEW_PASSWORD);
    expect(after.res.json()).toEqual({ twoFactor: { method: 'totp' } });
    expect((await confirm({ token, code: totpCode(secret) })).json().error.code).toBe('RESET_TOKEN_INVALID');
  });

  it('a recovery code works for the reset, once', async () => {
    const { client, email } = await signedUpClient(suite.ctx);
    const { recoveryCodes } = await enableTotp(client);
    expect((await confirm({ token: await resetToken(email), code: recoveryCodes[0] })).statusCode).toBe(200);
    const second = await confirm({ token: await resetToken(email), code: recoveryCodes[0] });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
  });

  it('wrong reset codes count against the account: the fifth answers 429 with Retry-After', async () => {
    const { client, email } = await signedUpClient(suite.ctx);
    const { secret } = await enableTotp(client);
    const token = await resetToken(email);
    const wrong = totpCode(secret, Date.now() + 10 * 30_000);
    for (let i = 0; i < 4; i++) expect((await confirm({ token, code: wrong })).statusCode).toBe(400);
    const fifth = await confirm({ token, code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('900');
    vi.setSystemTime(Date.now() + 30_000);
    expect((await confirm({ token, code: totpCode(secret) })).statusCode).toBe(429);
  });

  it('e-mail users: the link proves the inbox; the next sign-in still asks for the e-mailed code', async () => {
    const { client, email } = await signedUpClient(suite.ctx);
    await enableEmailTwoFactor(suite.ctx, client, email);
    expect((await confirm({ token: await resetToken(email) })).statusCode).toBe(200);
    const { client: browser, res } = await passwordSignIn(suite.ctx, email, NEW_PASSWORD);
    expect(res.json()).toMatchObject({ twoFactor: { method: 'email' } });
    expect(
      (await browser.post('/api/auth/two-factor/verify', { code: await latestCode(suite.ctx, email) })).statusCode,
    ).toBe(200);
  });

  it('an invalid token is still RESET_TOKEN_INVALID, code or not', async () => {
    const res = await confirm({ token: 'x'.repeat(43), code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('RESET_TOKEN_INVALID');
  });
});
