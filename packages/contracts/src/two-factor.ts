import { z } from 'zod';
import { PASSWORD_MAX, passwordResetConfirmSchema, publicUserSchema } from './auth.ts';
import { secretText } from './text.ts';

/**
 * Two-factor: e-mailed 6-digit codes or an authenticator app (TOTP), plus
 * ten one-time recovery codes. When the password is right and two-factor is on, POST
 * /api/auth/sign-in answers 200 with { twoFactor } instead of { user } and sets the httpOnly
 * challenge cookie; POST /api/auth/two-factor/verify then finishes the sign-in.
 */
export const TWO_FACTOR_METHODS = ['email', 'totp'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];
export const TWO_FACTOR_CODE_LENGTH = 6;
/** An e-mailed code or a pending sign-in lives this long. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 10;
/** Wrong codes allowed on one challenge before it ends (then sign in again). */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;
/** A new e-mailed code at most this often (sign-in resend and e-mail enrolment). */
export const TWO_FACTOR_RESEND_SECONDS = 30;
/** Recovery codes: two groups of five from this alphabet (no 0/o, 1/l/i), e.g. "k7qfm-2xz9c". */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/**
 * The right password always opens the two-factor step. Method 'email': `codeSent` is false when no
 * new code could be e-mailed (the per-address limit holds); the last code e-mailed, if still
 * valid, works, and so do recovery codes. `resendAfterSeconds`: when another code may be asked for.
 */
export const twoFactorPendingSchema = z.object({
  twoFactor: z.object({
    method: z.enum(TWO_FACTOR_METHODS),
    maskedEmail: z.string().optional(),
    codeSent: z.boolean().optional(),
    resendAfterSeconds: z.number().int().min(0).optional(),
  }),
});
export type TwoFactorPending = z.infer<typeof twoFactorPendingSchema>['twoFactor'];
export const signInResultSchema = z.union([z.object({ user: publicUserSchema }), twoFactorPendingSchema]);
export type SignInResult = z.infer<typeof signInResultSchema>;

export type NormalisedTwoFactorCode = { kind: 'digits'; code: string } | { kind: 'recovery'; code: string };

/**
 * What the user typed, in canonical form: six digits ("123 456" and "123-456" too), or a recovery
 * code in lower case with its hyphen ("K7QFM 2XZ9C" → "k7qfm-2xz9c"). Null when it is neither.
 */
export function normaliseTwoFactorCode(raw: string): NormalisedTwoFactorCode | null {
  const compact = raw.trim().toLowerCase().replace(/[\s-]/g, '');
  if (/^\d{6}$/.test(compact)) return { kind: 'digits', code: compact };
  if (/^[a-z0-9]{10}$/.test(compact)) return { kind: 'recovery', code: `${compact.slice(0, 5)}-${compact.slice(5)}` };
  return null;
}

/** Six digits ('Please enter a valid 6-digit code'), or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z
  .string()
  .max(40, 'twoFactor.codeInvalid')
  .refine((v) => normaliseTwoFactorCode(v) !== null, 'twoFactor.codeInvalid');
export const twoFactorVerifySchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorVerifyInput = z.infer<typeof twoFactorVerifySchema>;

/** Exactly six digits: what enrolment confirms (an e-mailed code, or the authenticator's). */
export const sixDigitCodeSchema = z
  .string()
  .max(20, 'twoFactor.codeInvalid')
  .refine((v) => normaliseTwoFactorCode(v)?.kind === 'digits', 'twoFactor.codeInvalid');
export const twoFactorConfirmSchema = z.object({ code: sixDigitCodeSchema });

/** POST /api/auth/two-factor/verify answers the signed-in user, like sign-in does. */
export const twoFactorVerifiedSchema = z.object({ user: publicUserSchema });
/** POST /api/auth/two-factor/resend and /api/me/two-factor/email/start answer 202. */
export const twoFactorCodeSentSchema = z.object({
  status: z.enum(['sent']),
  maskedEmail: z.string(),
  /** Seconds until another code may be asked for (the sign-in resend). */
  resendAfterSeconds: z.number().int().min(0).optional(),
});

/**
 * POST /api/auth/password-reset/confirm: users with an authenticator app must add a code from it
 * (or a recovery code); without one the answer is 400 TWO_FACTOR_REQUIRED. A reset never
 * bypasses two-factor.
 */
export const passwordResetConfirmWithCodeSchema = passwordResetConfirmSchema.extend({
  code: twoFactorCodeSchema.optional(),
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmWithCodeSchema>;

// ---- management: /api/me/two-factor (signed in) ---------------------------------------------
/** GET /api/me/two-factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  method: z.enum(TWO_FACTOR_METHODS).nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/me/two-factor/totp/start: scan the QR code (SVG markup) or type the secret. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** The ten new codes, shown once: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/me/two-factor/disable and /recovery-codes: the account password confirms. */
export const twoFactorPasswordSchema = z.object({
  password: secretText().min(1, 'auth.passwordRequired').max(PASSWORD_MAX, 'field.tooLong'),
});
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordSchema>;
