import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { RECOVERY_CODE_PATTERN } from '@escazo/contracts/two-factor';
import { authEvents, twoFactorRecoveryCodes, twoFactorSettings } from '@server/db/schema.ts';
import { TestClient } from '@server-test/helpers.ts';
import { GOOD_PASSWORD, signedUpClient } from '../auth/test-support.ts';
import {
  enableEmailTwoFactor,
  enableTotp,
  latestCode,
  passwordSignIn,
  totpCode,
  twoFactorSuite,
} from './test-support.ts';

describe('two-factor settings (/api/me/two-factor)', () => {
  const suite = twoFactorSuite();

  const status = async (client: TestClient) => (await client.get('/api/me/two-factor')).json();

  it('needs a session (401) and starts off', async () => {
    const anonymous = new TestClient(suite.ctx.app);
    expect((await anonymous.get('/api/me/two-factor')).statusCode).toBe(401);
    expect((await anonymous.post('/api/me/two-factor/totp/start', {})).statusCode).toBe(401);
    const { client } = await signedUpClient(suite.ctx);
    const res = await client.get('/api/me/two-factor');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ enabled: false, method: null, recoveryCodesLeft: 0 });
  });

  it('e-mail: a code proves the inbox; ten recovery codes are shown once and only their hashes kept', async () => {
    const { client, email, user } = await signedUpClient(suite.ctx);
    const start = await client.post('/api/me/two-factor/email/start', {});
    expect(start.statusCode).toBe(202);
    expect(start.json()).toEqual({ status: 'sent', maskedEmail: expect.stringMatching(/^u\*\*\*\d@example\.com$/) });
    const code = await latestCode(suite.ctx, email);
    const wrong = await client.post('/api/me/two-factor/email/confirm', {
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'TWO_FACTOR_CODE_INVALID',
      message: 'Invalid verification code',
      fields: [{ path: 'code' }],
    });
    expect((await status(client)).enabled).toBe(false);

    const res = await client.post('/api/me/two-factor/email/confirm', { code });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(RECOVERY_CODE_PATTERN);
    const stored = await suite.ctx.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.some((c) => row.codeHash.includes(c.replace('-', '')))).toBe(false);
    }
    expect(await status(client)).toEqual({ enabled: true, method: 'email', recoveryCodesLeft: 10 });
    // The enrolment code works once.
    expect((await client.post('/api/me/two-factor/email/confirm', { code })).statusCode).toBe(409);
  });

  it('e-mail enrolment: a new code at most every 30 s; the code expires after 10 minutes', async () => {
    const { client, email } = await signedUpClient(suite.ctx);
    expect((await client.post('/api/me/two-factor/email/start', {})).statusCode).toBe(202);
    const again = await client.post('/api/me/two-factor/email/start', {});
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('30');
    const code = await latestCode(suite.ctx, email);
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const late = await client.post('/api/me/two-factor/email/confirm', { code });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('TWO_FACTOR_NOT_PENDING');
  });

  it('authenticator: QR code and otpauth URI; pending until a current code confirms it', async () => {
    const { client, email, user } = await signedUpClient(suite.ctx);
    const start = await client.post('/api/me/two-factor/totp/start', {});
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = start.json<{ secret: string; otpauthUri: string; qrSvg: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits in base32
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(otpauthUri.startsWith('otpauth://totp/')).toBe(true);
    expect(decodeURIComponent(otpauthUri.slice('otpauth://totp/'.length).split('?')[0]!)).toBe(`Escazo:${email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      issuer: 'Escazo',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(await status(client)).toEqual({ enabled: false, method: null, recoveryCodesLeft: 0 });

    expect(
      (await client.post('/api/me/two-factor/totp/confirm', { code: totpCode(secret, Date.now() + 5 * 30_000) }))
        .statusCode,
    ).toBe(400);
    const bad = await client.post('/api/me/two-factor/totp/confirm', { code: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0]).toMatchObject({ path: 'code', code: 'twoFactor.codeInvalid' });
    const ok = await client.post('/api/me/two-factor/totp/confirm', { code: totpCode(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().recoveryCodes).toHaveLength(10);
    expect(await status(client)).toEqual({ enabled: true, method: 'totp', recoveryCodesLeft: 10 });
    const [row] = await suite.ctx.database.db
      .select()
      .from(twoFactorSettings)
      .where(eq(twoFactorSettings.userId, user.id));
    expect(row).toMatchObject({
      method: 'totp',
      totpSecret: secret,
      pendingTotpSecret: null,
      enabledAt: expect.any(Date),
    });

    // On already: a new enrolment must wait until it is turned off.
    const twice = await client.post('/api/me/two-factor/totp/start', {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    expect((await client.post('/api/me/two-factor/email/start', {})).statusCode).toBe(409);
  });

  it('confirming without a started enrolment is refused', async () => {
    const { client } = await signedUpClient(suite.ctx);
    const res = await client.post('/api/me/two-factor/totp/confirm', { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('TWO_FACTOR_NOT_PENDING');
    expect((await client.post('/api/me/two-factor/email/confirm', { code: '123456' })).statusCode).toBe(409);
  });

  it('turning off needs the password; then sign-in needs no code and the recovery codes are gone', async () => {
    const { client, email, user } = await signedUpClient(suite.ctx);
    await enableEmailTwoFactor(suite.ctx, client, email);
    const wrong = await client.post('/api/me/two-factor/disable', { password: 'Not-The-Password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: [{ path: 'password', code: 'twoFactor.passwordWrong', message: 'The password is incorrect.' }],
    });
    expect((await client.post('/api/me/two-factor/disable', {})).statusCode).toBe(400);
    expect((await status(client)).enabled).toBe(true);

    const off = await client.post('/api/me/two-factor/disable', { password: GOOD_PASSWORD });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false, method: null, recoveryCodesLeft: 0 });
    expect(
      await suite.ctx.database.db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.userId, user.id)),
    ).toEqual([]);
    const { res } = await passwordSignIn(suite.ctx, email);
    expect(res.json()).toEqual({ user: expect.objectContaining({ email }) });
    expect((await client.post('/api/me/two-factor/disable', { password: GOOD_PASSWORD })).statusCode).toBe(409);
    const events = await suite.ctx.database.db.select().from(authEvents).where(eq(authEvents.userId, user.id));
    expect(events.map((e) => `${e.type}:${e.outcome}`)).toEqual(
      expect.arrayContaining([
        'two_factor_enabled:success',
        'two_factor_disabled:failure',
        'two_factor_disabled:success',
      ]),
    );
  });

  it('wrong passwords on turning off count like failed sign-ins: the fifth locks (429, Retry-After)', async () => {
    const { client, email } = await signedUpClient(suite.ctx);
    await enableEmailTwoFactor(suite.ctx, client, email);
    for (let i = 0; i < 4; i++)
      expect((await client.post('/api/me/two-factor/disable', { password: `Wrong-Password-${i}` })).statusCode).toBe(
        400,
      );
    const fifth = await client.post('/api/me/two-factor/disable', { password: 'Wrong-Password-5' });
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBe(900);
    expect((await client.post('/api/me/two-factor/disable', { password: GOOD_PASSWORD })).statusCode).toBe(429);
    expect((await status(client)).enabled).toBe(true);
  });

  it('regenerating recovery codes needs the password and retires the old ones', async () => {
    const { client, email } = await signedUpClient(suite.ctx);
    const { recoveryCodes: old } = await enableTotp(client);
    expect((await client.post('/api/me/two-factor/recovery-codes', { password: 'Nope-Nope-Nope-1' })).statusCode).toBe(
      400,
    );
    const res = await client.post('/api/me/two-factor/recovery-codes', { password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);

    const a = await passwordSignIn(suite.ctx, email);
    expect((await a.client.post('/api/auth/two-factor/verify', { code: old[0] })).statusCode).toBe(400);
    expect((await a.client.post('/api/auth/two-factor/verify', { code: fresh[0] })).statusCode).toBe(200);
    expect((await status(client)).recoveryCodesLeft).toBe(9);
  });
});
