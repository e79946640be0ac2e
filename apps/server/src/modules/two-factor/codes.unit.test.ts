import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_PATTERN } from '@escazo/contracts/two-factor';
import {
  generateRecoveryCodes,
  hashEmailCode,
  hashRecoveryCode,
  maskEmail,
  matchTotpStep,
  newEmailCode,
  newTotpSecret,
  sameHash,
  totpUri,
} from './codes.ts';

describe('two-factor codes', () => {
  it('e-mailed codes are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newEmailCode()).toMatch(/^\d{6}$/);
  });

  it('an e-mailed code hash is bound to its challenge and compared in constant time', () => {
    const a = hashEmailCode('challenge-a', '123456');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hashEmailCode('challenge-b', '123456')).not.toBe(a);
    expect(sameHash(a, hashEmailCode('challenge-a', '123456'))).toBe(true);
    expect(sameHash(a, hashEmailCode('challenge-a', '123457'))).toBe(false);
    expect(sameHash(null, a)).toBe(false);
  });

  it('recovery codes: ten distinct xxxxx-xxxxx codes from the unambiguous alphabet', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(RECOVERY_CODE_PATTERN);
      for (const ch of code.replace('-', '')) expect(RECOVERY_CODE_ALPHABET).toContain(ch);
    }
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[01ilo]/);
  });

  it('a recovery code hash is salted by the user', async () => {
    const one = await hashRecoveryCode('user-1', 'abcde-fghjk');
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashRecoveryCode('user-1', 'abcde-fghjk')).toBe(one);
    expect(await hashRecoveryCode('user-2', 'abcde-fghjk')).not.toBe(one);
  });

  it('masks the e-mail local part', () => {
    expect(maskEmail('ana.silva@example.com')).toBe('a***a@example.com');
    expect(maskEmail('jo@example.com')).toBe('j***@example.com');
    expect(maskEmail('x@example.com')).toBe('x***@example.com');
  });

  it('TOTP: SHA-1, 6 digits, 30 s, ±1 step, and the step a code belongs to', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const t = Date.UTC(2026, 10, 22, 12, 0, 15);
    const step = Math.floor(t / 30_000);
    const code = (at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
    expect(matchTotpStep(secret, code(t), t)).toBe(step);
    expect(matchTotpStep(secret, code(t - 30_000), t)).toBe(step - 1);
    expect(matchTotpStep(secret, code(t + 30_000), t)).toBe(step + 1);
    expect(matchTotpStep(secret, code(t - 60_000), t)).toBeNull();
    expect(matchTotpStep(secret, code(t + 60_000), t)).toBeNull();
    // RFC 6238 test vector (SHA-1, secret "12345678901234567890", T = 59 s → 94287082, last 6 digits).
    const rfc = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;
    expect(matchTotpStep(rfc, '287082', 59_000)).toBe(1);
  });

  it('the otpauth URI names the issuer and the account', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'ana@example.com');
    expect(uri).toBe(
      'otpauth://totp/Escazo:ana%40example.com?issuer=Escazo&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    );
  });
});
