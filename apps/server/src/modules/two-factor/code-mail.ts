import { TWO_FACTOR_CHALLENGE_MINUTES, TWO_FACTOR_RESEND_SECONDS } from '@escazo/contracts/two-factor';
import type { Db } from '@server/db/client.ts';
import type { AuthDeps } from '../auth/public.ts';
import { claimMailSend, nextMailSendAt, sendClaimedMail } from '../mail/public.ts';
import { tooManyCodesSent } from './errors.ts';

/** E-mailed codes are limited per recipient by the mail module (kind 'two-factor-code'). */
const CODE_MAIL_KIND = 'two-factor-code';

export type CodeMailPurpose = 'sign_in' | 'enrol';

/** Claims one e-mailed code for the address; false while the mail module's limit holds. */
export const claimCodeMail = (db: Db, email: string, now: Date) => claimMailSend(db, email, CODE_MAIL_KIND, now);

/**
 * Whole seconds until another code may be asked for: the resend spacing after the last code sent,
 * or the end of the mail limit, whichever is later.
 */
export async function secondsUntilNextCode(db: Db, email: string, lastSentAt: Date | null, now: Date) {
  const spacing = lastSentAt ? lastSentAt.getTime() + TWO_FACTOR_RESEND_SECONDS * 1000 : 0;
  const limit = (await nextMailSendAt(db, email, CODE_MAIL_KIND, now)).getTime();
  return Math.max(0, Math.ceil((Math.max(spacing, limit) - now.getTime()) / 1000));
}

/** Claims a code for the address, or throws 429 (with Retry-After) saying when another can be sent. */
export async function claimCodeMailOrThrow(db: Db, email: string, now: Date): Promise<void> {
  if (await claimCodeMail(db, email, now)) return;
  throw tooManyCodesSent(Math.max(1, await secondsUntilNextCode(db, email, null, now)));
}

/** Sends a claimed 6-digit code (kept in mail_messages like every e-mail). */
export async function sendCodeMail(
  deps: AuthDeps,
  user: { id: string; email: string; name: string },
  code: string,
  purpose: CodeMailPurpose,
  now: Date,
): Promise<void> {
  const intro =
    purpose === 'sign_in'
      ? 'Use this code to finish signing in to Escazo:'
      : 'Use this code to turn on two-factor authentication for your Escazo account:';
  const outro =
    purpose === 'sign_in'
      ? 'If you did not try to sign in, someone knows your password: change it now.'
      : 'If you did not ask for this, change your password: someone may be signed in to your account.';
  await sendClaimedMail(
    deps.db,
    deps.config,
    {
      to: user.email,
      kind: CODE_MAIL_KIND,
      subject: 'Your Escazo verification code',
      text: `Hello ${user.name},\n\n${intro}\n\n${code}\n\nThe code is valid for ${TWO_FACTOR_CHALLENGE_MINUTES} minutes and works once.\n${outro}\n\nEscazo`,
    },
    now,
    deps.log,
  );
}
