import { z } from 'zod';
import { emailSchema } from './common.ts';
import { secretText, singleLineText } from './text.ts';

/**
 * Accounts. The server enforces ONE password policy (after NIST SP 800-63B and OWASP ASVS):
 * at least 8 characters, up to 256 accepted without truncation, and not on the common-password
 * list (checked by the server). Each form also shows its own documented rules (auth-forms.ts).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
/** 'Remember me for 30 days'; otherwise the session ends with the browser and within 12 hours. */
export const REMEMBER_ME_DAYS = 30;
export const SHORT_SESSION_HOURS = 12;
/**
 * Failed sign-ins on one account from one address (or from one browser that signed in to it
 * before) before the server makes the next try wait: 1 minute, then twice as long each time, at most 15.
 */
export const SIGN_IN_FAILURE_LIMIT = 5;
/** Per client address, across accounts, the allowance is higher: many people can share one address. */
export const ADDRESS_SIGN_IN_FAILURE_LIMIT = 20;
export const RESET_TOKEN_MINUTES = 60;
/** How long the link that finishes a sign-up works. */
export const SIGN_UP_LINK_HOURS = 24;

export const serverPasswordSchema = secretText({ error: 'auth.passwordRequired' })
  .min(1, 'auth.passwordRequired')
  .min(PASSWORD_MIN, 'auth.passwordMin8')
  .max(PASSWORD_MAX, 'field.tooLong');

export const signUpInputSchema = z.object({
  fullName: singleLineText({ error: 'auth.nameRequired' }).min(2, 'auth.nameMin').max(100, 'field.tooLong'),
  email: emailSchema,
  password: serverPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email: emailSchema,
  password: secretText({ error: 'auth.passwordRequired' })
    .min(1, 'auth.passwordRequired')
    .max(PASSWORD_MAX, 'field.tooLong'),
  rememberMe: z.boolean().default(false),
});
export type SignInInput = z.input<typeof signInInputSchema>;

/**
 * POST /api/auth/sign-up answers 202 { status: 'check-email' } whether or not the address has an
 * account: a new address is sent the link that creates the account (POST /api/auth/sign-up/confirm
 * signs it in); an address with an account is told that someone tried to sign up with it.
 */
export const signUpRequestedSchema = z.object({ status: z.enum(['check-email']) });
export const signUpConfirmSchema = z.object({
  token: singleLineText().min(20, 'field.invalid').max(200, 'field.invalid'),
});

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetConfirmSchema = z.object({
  token: singleLineText().min(20, 'field.invalid').max(200, 'field.invalid'),
  password: serverPasswordSchema,
});

/** The public fields of a user: what the browser may cache under `auth-storage`. */
export const publicUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sessionResponseSchema = z.object({ user: publicUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The same answer whether or not the address has an account. */
export const passwordResetRequestedSchema = z.object({ status: z.enum(['sent']) });

/**
 * GET /api/auth/password-reset/tokens/:token — whether a reset link can still be used, checked when
 * its page opens; it uses nothing up. Any text up to the length a token may have is looked up, so
 * a mangled link gets the same answer as a used or expired one.
 */
export const passwordResetTokenParamsSchema = z.object({ token: singleLineText().max(200, 'field.invalid') });
export const passwordResetTokenStatusSchema = z.object({ status: z.enum(['valid']) });
