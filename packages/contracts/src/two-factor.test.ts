import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages.ts';
import {
  normaliseTwoFactorCode,
  passwordResetConfirmWithCodeSchema,
  sixDigitCodeSchema,
  twoFactorCodeSchema,
} from './two-factor.ts';

describe('two-factor codes (contracts)', () => {
  it('normalises six digits typed with spaces or a hyphen', () => {
    expect(normaliseTwoFactorCode('123456')).toEqual({ kind: 'digits', code: '123456' });
    expect(normaliseTwoFactorCode(' 123 456 ')).toEqual({ kind: 'digits', code: '123456' });
    expect(normaliseTwoFactorCode('123-456')).toEqual({ kind: 'digits', code: '123456' });
    expect(normaliseTwoFactorCode('012345')).toEqual({ kind: 'digits', code: '012345' });
  });

  it('normalises recovery codes to lower case with the hyphen', () => {
    expect(normaliseTwoFactorCode('K7QFM-2XZ9C')).toEqual({ kind: 'recovery', code: 'k7qfm-2xz9c' });
    expect(normaliseTwoFactorCode('k7qfm2xz9c')).toEqual({ kind: 'recovery', code: 'k7qfm-2xz9c' });
    expect(normaliseTwoFactorCode('k7qfm 2xz9c')).toEqual({ kind: 'recovery', code: 'k7qfm-2xz9c' });
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      '12345',
      '1234567',
      'abcdef',
      '12345a',
      'k7qfm-2xz9',
      'k7qfm-2xz9c1',
      '12 34 5',
      'ünïcø-dé123',
    ]) {
      expect(normaliseTwoFactorCode(bad), bad).toBeNull();
    }
  });

  it('the schemas answer the documented message key', () => {
    expect(validationMessages['twoFactor.codeInvalid']).toBe('Please enter a valid 6-digit code');
    expect(validationMessages['twoFactor.codeIncomplete']).toBe('Please enter a complete 6-digit code');
    expect(validationMessages['twoFactor.codeWrong']).toBe('Invalid verification code');
    expect(twoFactorCodeSchema.safeParse('k7qfm-2xz9c').success).toBe(true);
    expect(twoFactorCodeSchema.safeParse('12345').error?.issues[0]?.message).toBe('twoFactor.codeInvalid');
    expect(sixDigitCodeSchema.safeParse('123456').success).toBe(true);
    expect(sixDigitCodeSchema.safeParse('k7qfm-2xz9c').error?.issues[0]?.message).toBe('twoFactor.codeInvalid');
  });

  it('the reset confirmation takes an optional code', () => {
    const token = 'a'.repeat(43);
    expect(passwordResetConfirmWithCodeSchema.safeParse({ token, password: 'Quiet-Mountain-River-77' }).success).toBe(
      true,
    );
    expect(
      passwordResetConfirmWithCodeSchema.safeParse({ token, password: 'Quiet-Mountain-River-77', code: '123456' })
        .success,
    ).toBe(true);
    expect(
      passwordResetConfirmWithCodeSchema.safeParse({ token, password: 'Quiet-Mountain-River-77', code: 'nope' })
        .success,
    ).toBe(false);
  });
});
