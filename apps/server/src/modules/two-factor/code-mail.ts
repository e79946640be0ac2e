import { TWO_FACTOR_CHALLENGE_MINUTES } from '@escazo/contracts/two-factor';
import { activeLock, recordFailure, type AuthDeps } from '../auth/public.ts';
import { sendMail } from '../mail/public.ts';
import { tooManyCodesSent } from './errors.ts';

/** Every e-mailed code of an account counts here: at most 5 per 15 minutes (sign_in_throttle). */
export const codeMailKey = (userId: string) => `2fa-mail:${userId}`;

export type CodeMailPurpose = 'sign_in' | 'enrol';

/** Throws 429 (with Retry-After) when the account has had its share of e-mailed codes. */
export async function assertCodeMailAllowed({ db }: AuthDeps, userId: string, now: Date): Promise<void> {
  const locked = await activeLock(db, [codeMailKey(userId)], now);
  if (locked > 0) throw tooManyCodesSent(locked);
}

/** Sends a 6-digit code (kept in mail_messages like every e-mail) and counts it. */
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
  await sendMail(
    deps.db,
    deps.config,
    {
      to: user.email,
      kind: 'two-factor-code',
      subject: 'Your Escazo verification code',
      text: `Hello ${user.name},\n\n${intro}\n\n${code}\n\nThe code is valid for ${TWO_FACTOR_CHALLENGE_MINUTES} minutes and works once.\n${outro}\n\nEscazo`,
    },
    now,
    deps.log,
  );
  await recordFailure(deps.db, codeMailKey(user.id), now);
}
