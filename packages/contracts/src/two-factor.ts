import { z } from 'zod';
import { publicUserSchema } from './auth.ts';

/**
 * Two-factor (DECISIONS, accounts): e-mailed 6-digit codes or an authenticator app (TOTP), plus
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

export const twoFactorPendingSchema = z.object({
  twoFactor: z.object({ method: z.enum(TWO_FACTOR_METHODS), maskedEmail: z.string().optional() }),
});
export const signInResultSchema = z.union([z.object({ user: publicUserSchema }), twoFactorPendingSchema]);
export type SignInResult = z.infer<typeof signInResultSchema>;

/** Six digits ('Please enter a valid 6-digit code'), or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, 'twoFactor.codeInvalid');
export const twoFactorVerifySchema = z.object({ code: twoFactorCodeSchema });
