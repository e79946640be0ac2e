import { z } from 'zod';
import { emailSchema } from './common.ts';
import { singleLineText } from './text.ts';

/**
 * The forms' own documented rules: the auth dialog and the stand-alone pages
 * differ, and each shows its own messages. The server's policy is in auth.ts.
 */
const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

/**
 * zod 4 skips an object refinement while any other field is invalid; the mismatch message must
 * show as soon as the two passwords differ, whatever the rest of the form holds.
 */
const bothPasswordsGiven = (payload: { value: unknown }) => {
  const v = payload.value as { password?: unknown; confirmPassword?: unknown };
  return typeof v.password === 'string' && typeof v.confirmPassword === 'string';
};

export const dialogSignUpSchema = z
  .object({
    fullName: z
      .string()
      .min(1, 'auth.nameRequired')
      .min(2, 'auth.nameMin')
      .regex(/^[\p{L}\s'-]+$/u, 'auth.nameChars'),
    email: emailSchema,
    password: z
      .string()
      .min(1, 'auth.passwordRequired')
      .min(8, 'auth.passwordMin8')
      .regex(/[a-z]/, 'auth.passwordLower')
      .regex(/[A-Z]/, 'auth.passwordUpper')
      .regex(/\d/, 'auth.passwordNumber')
      .regex(SPECIAL, 'auth.passwordSpecial'),
    confirmPassword: z.string(),
    termsAccepted: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.passwordMismatch',
    when: bothPasswordsGiven,
  });
export type DialogSignUpForm = z.infer<typeof dialogSignUpSchema>;

/** The dialog's sign-in asks for 6 characters or more, in its own words ('… long'). */
export const dialogLoginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'auth.passwordRequired').min(6, 'auth.dialogPasswordMin6'),
});

export const pageLoginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'auth.passwordRequired').min(6, 'auth.passwordMin6'),
  rememberMe: z.boolean(),
});
export type PageLoginForm = z.infer<typeof pageLoginSchema>;

export const pageSignUpSchema = z
  .object({
    fullName: singleLineText().min(2, 'auth.pageFullNameMin'),
    email: z
      .string()
      .trim()
      .pipe(z.email({ error: 'auth.pageEmailInvalid' })),
    password: z
      .string()
      .min(8, 'auth.pagePasswordMin')
      .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p), 'auth.pagePasswordMix'),
    confirmPassword: z.string(),
    termsAccepted: z.literal(true, { error: 'auth.pageTerms' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.pagePasswordMismatch',
    when: bothPasswordsGiven,
  });
export type PageSignUpForm = z.input<typeof pageSignUpSchema>;

/** Dialog strength, 0–6: length 8+, length 12+, lowercase, uppercase, digit, special. */
export function dialogPasswordStrength(password: string): { score: number; label: 'Weak' | 'Medium' | 'Strong' } {
  const score = [
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    SPECIAL.test(password),
  ].filter(Boolean).length;
  return { score, label: score <= 2 ? 'Weak' : score <= 4 ? 'Medium' : 'Strong' };
}

/** Sign-up page strength, 0–5: length 8+, lowercase, uppercase, digit, other symbol. Bar width score/5. */
export function pagePasswordStrength(password: string): {
  score: number;
  label: 'Weak' | 'Medium' | 'Strong';
  color: 'red' | 'yellow' | 'green';
} {
  const score = [
    password.length >= 8,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  if (score <= 2) return { score, label: 'Weak', color: 'red' };
  if (score === 3) return { score, label: 'Medium', color: 'yellow' };
  return { score, label: 'Strong', color: 'green' };
}
