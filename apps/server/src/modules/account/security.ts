import type { FastifyBaseLogger } from 'fastify';
import type { SessionSummary } from '@escazo/contracts/account';
import { validationMessages, type ValidationMessageKey } from '@escazo/contracts/messages';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import type { Clock } from '@server/lib/clock.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { recordAuthEvent, type AuthEventType } from '../audit/public.ts';
import {
  SignInLockedError,
  activeLock,
  clearFailures,
  hashPassword,
  isCommonPassword,
  isSessionAlive,
  passwordConfirmKey,
  recordFailure,
  rotateSession,
  storeNewPassword,
  verifyPassword,
  type ClientInfo,
  type NewSession,
  type SessionRow,
  type UserRow,
} from '../auth/public.ts';
import { sendMail } from '../mail/public.ts';
import { presentSession } from './presenter.ts';
import * as repo from './repository.ts';

export type AccountDeps = { db: Db; clock: Clock; config: Config; log?: FastifyBaseLogger };

const fieldError = (
  status: number,
  code: 'VALIDATION_FAILED' | 'WRONG_PASSWORD',
  path: string,
  key: ValidationMessageKey,
) => {
  const message = validationMessages[key];
  return new AppError(status, code, message, [{ path, code: key, message }]);
};

/**
 * The password of the signed-in user, checked before a sensitive change. Wrong answers count in
 * sign_in_throttle under the user's own confirmation key, so this form cannot be used to guess
 * the password: 5 wrong within 15 minutes lock this check for 15 minutes (429 with Retry-After).
 * Sign-in is throttled apart, so a borrowed session cannot lock the owner out of signing in.
 */
async function confirmPassword(
  db: Db,
  user: UserRow,
  password: string,
  path: string,
  event: AuthEventType,
  client: ClientInfo,
  now: Date,
) {
  const key = passwordConfirmKey(user.id);
  const audit = (outcome: 'failure' | 'locked', details?: Record<string, unknown>) =>
    recordAuthEvent(db, { type: event, outcome, userId: user.id, email: user.email, ...client, details });
  const locked = await activeLock(db, [key], now);
  if (locked > 0) {
    await audit('locked');
    throw new SignInLockedError(locked);
  }
  if (!user.passwordHash) throw fieldError(400, 'VALIDATION_FAILED', path, 'account.noPassword');
  if (await verifyPassword(user.passwordHash, password)) {
    await clearFailures(db, key);
    return;
  }
  await audit('failure', { reason: 'wrong_password' });
  const { lockedFor, newlyLocked } = await recordFailure(db, key, now);
  if (newlyLocked)
    await recordAuthEvent(db, {
      type: 'lockout',
      outcome: 'locked',
      userId: user.id,
      email: user.email,
      ...client,
      details: { key: 'account' },
    });
  if (lockedFor > 0) throw new SignInLockedError(lockedFor);
  throw fieldError(400, 'WRONG_PASSWORD', path, 'account.currentPasswordWrong');
}

/**
 * New password in, every other session out; this one stays signed in under a new id (the caller
 * sets the returned cookie; the old id stops working). The owner is told by e-mail.
 */
export async function changePassword(
  { db, clock, config, log }: AccountDeps,
  user: UserRow,
  current: SessionRow,
  input: { currentPassword: string; newPassword: string },
  client: ClientInfo,
): Promise<NewSession> {
  if (isCommonPassword(input.newPassword))
    throw fieldError(400, 'VALIDATION_FAILED', 'newPassword', 'auth.passwordCommon');
  const now = clock.now();
  await confirmPassword(db, user, input.currentPassword, 'currentPassword', 'password_change', client, now);
  const passwordHash = await hashPassword(input.newPassword);
  const { ended, session } = await db.transaction(async (tx) => {
    await storeNewPassword(tx, user.id, passwordHash, now);
    const ended = await repo.deleteOtherSessions(tx, user.id, current.idHash);
    return { ended, session: await rotateSession(tx, current, client, now) };
  });
  await recordAuthEvent(db, {
    type: 'password_change',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ...client,
    details: { otherSessionsEnded: ended },
  });
  await sendMail(
    db,
    config,
    {
      to: user.email,
      kind: 'password-changed',
      subject: 'Your Escazo password was changed',
      text: `Hello ${user.name},\n\nThe password of your Escazo account was just changed, and every other device was signed out.\nIf this was not you, reset your password now with "Forgot password?" on the sign-in page.\n\nEscazo`,
    },
    now,
    log,
  );
  return session;
}

/** Live sessions only (not expired, not idle too long), newest first; the caller's own is flagged. */
export async function listLiveSessions(
  db: Db,
  userId: string,
  current: SessionRow | null,
  now: Date,
): Promise<SessionSummary[]> {
  const rows = await repo.listSessions(db, userId);
  return rows.filter((row) => isSessionAlive(row, now)).map((row) => presentSession(row, current?.idHash));
}

/** Another session of the caller; the one in use is ended by signing out, not here. */
export async function revokeSession(
  db: Db,
  user: UserRow,
  current: SessionRow,
  publicId: string,
  client: ClientInfo,
): Promise<void> {
  const target = await repo.findSessionByPublicId(db, user.id, publicId);
  if (!target) throw notFound('The session');
  if (target.idHash === current.idHash) {
    throw new AppError(409, 'CURRENT_SESSION', 'This is the session you are using now. Sign out to end it.');
  }
  if (!(await repo.deleteSessionByPublicId(db, user.id, publicId))) throw notFound('The session');
  await recordAuthEvent(db, {
    type: 'session_revoked',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ...client,
    details: { session: publicId },
  });
}

/**
 * The password confirms; then the user row goes and everything it owns with it (foreign keys
 * cascade). The audit row is written in the same transaction and keeps the e-mail; its user_id
 * becomes null with the user.
 */
export async function deleteAccount(
  { db, clock }: AccountDeps,
  user: UserRow,
  password: string,
  client: ClientInfo,
): Promise<void> {
  await confirmPassword(db, user, password, 'password', 'account_deleted', client, clock.now());
  await db.transaction(async (tx) => {
    await recordAuthEvent(tx, {
      type: 'account_deleted',
      outcome: 'success',
      userId: user.id,
      email: user.email,
      ...client,
    });
    await repo.deleteUser(tx, user.id);
  });
  await clearFailures(db, passwordConfirmKey(user.id));
}
