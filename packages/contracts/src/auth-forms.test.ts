import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  dialogLoginSchema,
  dialogPasswordStrength,
  dialogSignUpSchema,
  pageLoginSchema,
  pagePasswordStrength,
  pageSignUpSchema,
} from './auth-forms.ts';
import { validationMessages } from './messages.ts';

/** The message keys a schema reports, by field (in the order zod reports them). */
function errorsOf(schema: ZodType, input: Record<string, unknown>): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

/** The message a form shows for a field: the first one zod reports (what react-hook-form keeps). */
const firstError = (schema: ZodType, input: Record<string, unknown>, field: string) =>
  errorsOf(schema, input)[field]?.[0];

describe('message keys', () => {
  it('every auth key used by the forms has its documented English text', () => {
    expect(validationMessages['auth.passwordRequired']).toBe('Password is required');
    expect(validationMessages['auth.passwordMin6']).toBe('Password must be at least 6 characters');
    expect(validationMessages['auth.passwordMin8']).toBe('Password must be at least 8 characters long');
    expect(validationMessages['auth.passwordLower']).toBe('Password must contain at least one lowercase letter');
    expect(validationMessages['auth.passwordUpper']).toBe('Password must contain at least one uppercase letter');
    expect(validationMessages['auth.passwordNumber']).toBe('Password must contain at least one number');
    expect(validationMessages['auth.passwordSpecial']).toBe('Password must contain at least one special character');
    expect(validationMessages['auth.passwordMismatch']).toBe('Passwords do not match');
    expect(validationMessages['auth.nameRequired']).toBe('Name is required');
    expect(validationMessages['auth.nameMin']).toBe('Name must be at least 2 characters long');
    expect(validationMessages['auth.nameChars']).toBe(
      'Name can only contain letters, spaces, hyphens, and apostrophes',
    );
    expect(validationMessages['auth.pageFullNameMin']).toBe('Full name must be at least 2 characters.');
    expect(validationMessages['auth.pageEmailInvalid']).toBe('Please enter a valid email address.');
    expect(validationMessages['auth.pagePasswordMin']).toBe('Password must be at least 8 characters.');
    expect(validationMessages['auth.pagePasswordMix']).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number.',
    );
    expect(validationMessages['auth.pagePasswordMismatch']).toBe("Passwords don't match");
    expect(validationMessages['auth.pageTerms']).toBe('You must accept the terms and conditions.');
    expect(validationMessages['email.required']).toBe('Email is required');
    expect(validationMessages['email.invalid']).toBe('Please enter a valid email address');
  });
});

describe('login page schema', () => {
  const valid = { email: 'ana@example.com', password: 'secret', rememberMe: false };

  it('accepts a valid login, with or without remember me', () => {
    expect(errorsOf(pageLoginSchema, valid)).toEqual({});
    expect(pageLoginSchema.parse({ ...valid, email: ' ana@example.com ', rememberMe: true })).toEqual({
      ...valid,
      rememberMe: true,
    });
  });
  it('requires the e-mail and checks its shape', () => {
    expect(firstError(pageLoginSchema, { ...valid, email: '' }, 'email')).toBe('email.required');
    expect(firstError(pageLoginSchema, { ...valid, email: 'ana.example.com' }, 'email')).toBe('email.invalid');
  });
  it('requires the password, then at least 6 characters', () => {
    expect(firstError(pageLoginSchema, { ...valid, password: '' }, 'password')).toBe('auth.passwordRequired');
    expect(firstError(pageLoginSchema, { ...valid, password: '12345' }, 'password')).toBe('auth.passwordMin6');
    expect(errorsOf(pageLoginSchema, { ...valid, password: '123456' })).toEqual({});
  });
});

describe('login dialog schema', () => {
  it("requires e-mail and a password of at least 6 characters, in the dialog's words", () => {
    expect(errorsOf(dialogLoginSchema, { email: 'ana@example.com', password: '123456' })).toEqual({});
    expect(firstError(dialogLoginSchema, { email: 'ana@example.com', password: '12345' }, 'password')).toBe(
      'auth.dialogPasswordMin6',
    );
    expect(validationMessages['auth.dialogPasswordMin6']).toBe('Password must be at least 6 characters long');
    expect(errorsOf(dialogLoginSchema, { email: '', password: '' })).toEqual({
      email: ['email.required'],
      password: ['auth.passwordRequired', 'auth.dialogPasswordMin6'],
    });
    expect(firstError(dialogLoginSchema, { email: '', password: '' }, 'password')).toBe('auth.passwordRequired');
    expect(firstError(dialogLoginSchema, { email: 'nope', password: 'xxxxxx' }, 'email')).toBe('email.invalid');
  });
});

describe('sign-up page schema', () => {
  const valid = {
    fullName: 'Ana Silva',
    email: 'ana@example.com',
    password: 'Passw0rd',
    confirmPassword: 'Passw0rd',
    termsAccepted: true,
  };

  it('accepts a valid sign-up', () => {
    expect(errorsOf(pageSignUpSchema, valid)).toEqual({});
  });
  it('needs a full name of at least 2 characters after trimming', () => {
    expect(errorsOf(pageSignUpSchema, { ...valid, fullName: ' A ' })).toEqual({ fullName: ['auth.pageFullNameMin'] });
    expect(errorsOf(pageSignUpSchema, { ...valid, fullName: 'Al' })).toEqual({});
  });
  it('needs a valid e-mail, with the page message', () => {
    expect(errorsOf(pageSignUpSchema, { ...valid, email: 'ana@' })).toEqual({ email: ['auth.pageEmailInvalid'] });
    expect(errorsOf(pageSignUpSchema, { ...valid, email: '' })).toEqual({ email: ['auth.pageEmailInvalid'] });
  });
  it('needs 8+ characters with upper, lower and digit', () => {
    const pw = (password: string) =>
      firstError(pageSignUpSchema, { ...valid, password, confirmPassword: password }, 'password');
    expect(pw('Pass0rd')).toBe('auth.pagePasswordMin');
    expect(pw('password1')).toBe('auth.pagePasswordMix');
    expect(pw('PASSWORD1')).toBe('auth.pagePasswordMix');
    expect(pw('Passwordx')).toBe('auth.pagePasswordMix');
    expect(pw('Passw0rd')).toBeUndefined();
  });
  it('shows the mismatch on the confirm field', () => {
    expect(errorsOf(pageSignUpSchema, { ...valid, confirmPassword: 'Passw0rd!' })).toEqual({
      confirmPassword: ['auth.pagePasswordMismatch'],
    });
  });
  it('needs the terms accepted', () => {
    expect(errorsOf(pageSignUpSchema, { ...valid, termsAccepted: false })).toEqual({
      termsAccepted: ['auth.pageTerms'],
    });
  });
});

describe('sign-up dialog schema', () => {
  const valid = {
    fullName: "Ana O'Brien-Silva",
    email: 'ana@example.com',
    password: 'Passw0rd!',
    confirmPassword: 'Passw0rd!',
    termsAccepted: true,
  };

  it('accepts a valid sign-up (terms are checked by the dialog with a toast)', () => {
    expect(errorsOf(dialogSignUpSchema, valid)).toEqual({});
    expect(errorsOf(dialogSignUpSchema, { ...valid, termsAccepted: false })).toEqual({});
  });
  it('name: required, 2+ characters, letters spaces hyphens apostrophes only', () => {
    expect(firstError(dialogSignUpSchema, { ...valid, fullName: '' }, 'fullName')).toBe('auth.nameRequired');
    expect(firstError(dialogSignUpSchema, { ...valid, fullName: 'A' }, 'fullName')).toBe('auth.nameMin');
    expect(firstError(dialogSignUpSchema, { ...valid, fullName: 'Ana 2' }, 'fullName')).toBe('auth.nameChars');
    expect(firstError(dialogSignUpSchema, { ...valid, fullName: 'José Núñez' }, 'fullName')).toBeUndefined();
  });
  it('password: each documented rule with its own message', () => {
    const pw = (password: string) =>
      firstError(dialogSignUpSchema, { ...valid, password, confirmPassword: password }, 'password');
    expect(pw('')).toBe('auth.passwordRequired');
    expect(pw('Pa0!')).toBe('auth.passwordMin8');
    expect(pw('PASSW0RD!')).toBe('auth.passwordLower');
    expect(pw('passw0rd!')).toBe('auth.passwordUpper');
    expect(pw('Password!')).toBe('auth.passwordNumber');
    expect(pw('Passw0rdx')).toBe('auth.passwordSpecial');
    for (const special of '!@#$%^&*(),.?":{}|<>') expect(pw(`Passw0rd${special}`)).toBeUndefined();
    expect(pw('Passw0rd_')).toBe('auth.passwordSpecial');
  });
  it('confirm password must match', () => {
    expect(errorsOf(dialogSignUpSchema, { ...valid, confirmPassword: 'other' })).toEqual({
      confirmPassword: ['auth.passwordMismatch'],
    });
  });
  it('e-mail: required and valid', () => {
    expect(firstError(dialogSignUpSchema, { ...valid, email: '' }, 'email')).toBe('email.required');
    expect(firstError(dialogSignUpSchema, { ...valid, email: 'x@' }, 'email')).toBe('email.invalid');
  });
});

describe('dialog password strength (0–6)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcABC', 2, 'Weak'],
    ['abcAB1', 3, 'Medium'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefgH', 3, 'Medium'],
    ['abcdefH1', 4, 'Medium'],
    ['abcdeH1!', 5, 'Strong'],
    ['abcdefghiH1!', 6, 'Strong'],
    ['abcdefghijkl', 3, 'Medium'],
  ] as const)('%j scores %i (%s)', (password, score, label) => {
    expect(dialogPasswordStrength(password)).toEqual({ score, label });
  });
});

describe('sign-up page password strength (0–5)', () => {
  it.each([
    ['', 0, 'Weak', 'red'],
    ['ab', 1, 'Weak', 'red'],
    ['aB', 2, 'Weak', 'red'],
    ['aB1', 3, 'Medium', 'yellow'],
    ['abcdefgh', 2, 'Weak', 'red'],
    ['abcdefgH', 3, 'Medium', 'yellow'],
    ['abcdefH1', 4, 'Strong', 'green'],
    ['aB1_', 4, 'Strong', 'green'],
    ['abcdeH1_', 5, 'Strong', 'green'],
  ] as const)('%j scores %i (%s, %s)', (password, score, label, color) => {
    expect(pagePasswordStrength(password)).toEqual({ score, label, color });
  });
});

describe('strength properties', () => {
  const classes = ['a', 'Z', '7', '!'];
  it('scores stay within their scales and labels follow the score', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (p) => {
        const d = dialogPasswordStrength(p);
        const s = pagePasswordStrength(p);
        expect(d.score).toBeGreaterThanOrEqual(0);
        expect(d.score).toBeLessThanOrEqual(6);
        expect(s.score).toBeGreaterThanOrEqual(0);
        expect(s.score).toBeLessThanOrEqual(5);
        expect(d.label).toBe(d.score <= 2 ? 'Weak' : d.score <= 4 ? 'Medium' : 'Strong');
        expect(s.label).toBe(s.score <= 2 ? 'Weak' : s.score === 3 ? 'Medium' : 'Strong');
      }),
    );
  });
  it('adding a character of any class never lowers either score', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(...classes), fc.nat(), (p, c, at) => {
        const i = p.length === 0 ? 0 : at % (p.length + 1);
        const longer = p.slice(0, i) + c + p.slice(i);
        expect(dialogPasswordStrength(longer).score).toBeGreaterThanOrEqual(dialogPasswordStrength(p).score);
        expect(pagePasswordStrength(longer).score).toBeGreaterThanOrEqual(pagePasswordStrength(p).score);
      }),
    );
  });
});

describe('password confirmation shows as soon as the passwords differ', () => {
  const codes = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

  it('on the sign-up page, even with other fields still invalid', () => {
    const result = pageSignUpSchema.safeParse({
      fullName: '',
      email: 'x',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg2',
      termsAccepted: false,
    });
    expect(codes(result)).toContain('confirmPassword:auth.pagePasswordMismatch');
  });

  it('in the dialog, even with other fields still invalid', () => {
    const result = dialogSignUpSchema.safeParse({
      fullName: '',
      email: 'x',
      password: 'Abcdefg1!',
      confirmPassword: 'other',
      termsAccepted: false,
    });
    expect(codes(result)).toContain('confirmPassword:auth.passwordMismatch');
  });
});
