import type { FastifyBaseLogger } from 'fastify';
import { RESET_TOKEN_MINUTES, type SignUpInput } from '@escazo/contracts/auth';
import { validationMessages } from '@escazo/contracts/messages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordAuthEvent } from '../audit/audit.ts';
import { sendMail } from '../mail/mailer.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './password.ts';
import * as repo from './repository.ts';
import { sessionExpiry } from './sessions.ts';
import { accountKey, activeLock, addressKey, clearFailures, lockoutMessage, recordFailure } from './throttle.ts';
import { hashToken, newToken } from './tokens.ts';
import { beginSecondFactor, requireSecondFactorForReset, type SecondFactorChallenge } from '../two-factor/service.ts';

export type AuthDeps = { db: Db; config: Config; log?: FastifyBaseLogger };
export type ClientInfo = { ip: string; userAgent: string | undefined };
export type SignedIn = { user: repo.UserRow; token: string; remember: boolean };
/** A right password gives a session, or, with two-factor on, a challenge to finish (no session yet). */
export type SignInOutcome = SignedIn | { twoFactor: SecondFactorChallenge };

/** 429 while a throttle key is locked; the route copies retryAfter into the Retry-After header. */
export class SignInLockedError extends AppError {
  constructor(readonly retryAfter: number) {
    super(429, 'RATE_LIMITED', lockoutMessage(retryAfter));
  }
}

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
const resetTokenInvalid = () =>
  new AppError(400, 'RESET_TOKEN_INVALID', 'This reset link is invalid or has expired. Please request a new one.');

function assertNotCommon(password: string) {
  if (!isCommonPassword(password)) return;
  const message = validationMessages['auth.passwordCommon'];
  throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'password', code: 'auth.passwordCommon', message }]);
}

/** Starts a session for a user whose identity is proven (password, reset, social sign-in). */
export async function startSession(db: Db, user: repo.UserRow, remember: boolean, client: ClientInfo): Promise<SignedIn> {
  const now = new Date();
  const token = newToken();
  await repo.insertSession(db, {
    idHash: hashToken(token),
    userId: user.id,
    remember,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: sessionExpiry(remember, now),
    ipAddress: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  });
  await repo.touchLastLogin(db, user.id, now);
  return { user, token, remember };
}

export async function signUp({ db }: AuthDeps, input: SignUpInput, client: ClientInfo): Promise<SignedIn> {
  assertNotCommon(input.password);
  const email = input.email.toLowerCase();
  const taken = () =>
    new AppError(409, 'EMAIL_TAKEN', validationMessages['auth.emailTaken'], [
      { path: 'email', code: 'auth.emailTaken', message: validationMessages['auth.emailTaken'] },
    ]);
  if (await repo.findUserByEmail(db, email)) throw taken();
  let user: repo.UserRow;
  try {
    user = await repo.insertUser(db, { email, name: input.fullName, passwordHash: await hashPassword(input.password) });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  await recordAuthEvent(db, { type: 'sign_up', outcome: 'success', userId: user.id, email, ...client });
  return startSession(db, user, false, client);
}

export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string; rememberMe: boolean },
  client: ClientInfo,
): Promise<SignInOutcome> {
  const { db } = deps;
  const email = input.email.toLowerCase();
  const keys = [accountKey(email), addressKey(client.ip)];
  const now = new Date();
  const locked = await activeLock(db, keys, now);
  if (locked > 0) {
    await recordAuthEvent(db, { type: 'sign_in', outcome: 'locked', email, ...client });
    throw new SignInLockedError(locked);
  }
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.status === 'active' ? user.passwordHash : null, input.password);
  if (!ok || !user) {
    await recordAuthEvent(db, { type: 'sign_in', outcome: 'failure', userId: user?.id, email, ...client });
    let lockedFor = 0;
    for (const key of keys) {
      const result = await recordFailure(db, key, now);
      lockedFor = Math.max(lockedFor, result.lockedFor);
      if (result.newlyLocked) {
        await recordAuthEvent(db, { type: 'lockout', outcome: 'locked', userId: user?.id, email, ...client, details: { key: key.split(':')[0] } });
      }
    }
    if (lockedFor > 0) throw new SignInLockedError(lockedFor);
    throw invalidCredentials();
  }
  await clearFailures(db, accountKey(email));
  const challenge = await beginSecondFactor(deps, user, input.rememberMe, client);
  if (challenge) {
    await recordAuthEvent(db, { type: 'sign_in', outcome: 'success', userId: user.id, email, ...client, details: { twoFactor: 'pending' } });
    return { twoFactor: challenge };
  }
  await recordAuthEvent(db, { type: 'sign_in', outcome: 'success', userId: user.id, email, ...client });
  return startSession(db, user, input.rememberMe, client);
}

/** Deletes the session behind the cookie, if any. Idempotent. */
export async function signOut({ db }: AuthDeps, token: string | undefined, client: ClientInfo): Promise<void> {
  if (!token) return;
  const row = await repo.deleteSession(db, hashToken(token));
  if (row) await recordAuthEvent(db, { type: 'sign_out', outcome: 'success', userId: row.userId, ...client });
}

/** The same outcome whether or not the address has an account; only an existing account gets mail. */
export async function requestPasswordReset(deps: AuthDeps, rawEmail: string, origin: string, client: ClientInfo): Promise<void> {
  const { db, config, log } = deps;
  const email = rawEmail.toLowerCase();
  const user = await repo.findUserByEmail(db, email);
  if (!user || user.status !== 'active') {
    await recordAuthEvent(db, { type: 'password_reset_requested', outcome: 'ignored', email, ...client });
    return;
  }
  const token = newToken();
  const now = new Date();
  await repo.insertResetToken(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60 * 1000),
  });
  const link = `${config.publicUrl ?? origin}/reset-password?token=${encodeURIComponent(token)}`;
  await sendMail(
    db,
    config,
    {
      to: user.email,
      kind: 'password-reset',
      subject: 'Reset your Escazo password',
      text: `Hello ${user.name},\n\nSomeone (hopefully you) asked to reset the password of your Escazo account.\nOpen this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password:\n\n${link}\n\nThe link works once. If you did not ask for it, ignore this e-mail: your password stays the same.\n\nEscazo`,
    },
    log,
  );
  await recordAuthEvent(db, { type: 'password_reset_requested', outcome: 'success', userId: user.id, email, ...client });
}

export async function confirmPasswordReset(
  deps: AuthDeps,
  input: { token: string; password: string; code?: string | undefined },
  client: ClientInfo,
): Promise<void> {
  const { db } = deps;
  assertNotCommon(input.password);
  const now = new Date();
  const tokenHash = hashToken(input.token);
  // A reset never bypasses an authenticator app: its code is checked before the token is used,
  // so a missing or wrong code leaves the link working for another try.
  const owner = await repo.findLiveResetTokenOwner(db, tokenHash, now);
  if (owner) await requireSecondFactorForReset(deps, owner, input.code, client);
  const userId = owner ? await repo.consumeResetToken(db, tokenHash, now) : undefined;
  if (!userId) {
    await recordAuthEvent(db, { type: 'password_reset_used', outcome: 'failure', ...client });
    throw resetTokenInvalid();
  }
  await repo.setPassword(db, userId, await hashPassword(input.password));
  await repo.retireResetTokens(db, userId, now);
  await repo.deleteAllSessions(db, userId);
  await recordAuthEvent(db, { type: 'password_reset_used', outcome: 'success', userId, ...client });
}
