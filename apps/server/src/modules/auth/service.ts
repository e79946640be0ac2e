import { RESET_TOKEN_MINUTES, type SignUpInput } from '@escazo/contracts/auth';
import { validationMessages } from '@escazo/contracts/messages';
import type { Db } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { isUniqueViolation } from '@server/lib/unique-violation.ts';
import { recordAuthEvent } from '../audit/public.ts';
import { sendMail } from '../mail/public.ts';
import type { ClientInfo } from './client-info.ts';
import type { AuthDeps } from './deps.ts';
import { accountBannedError, isBanned } from './banned.ts';
import { SignInLockedError } from './locked-error.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './password.ts';
import * as repo from './repository.ts';
import type { SecondFactorChallenge, SignInDeps } from './second-factor.ts';
import { accountKey, activeLock, addressKey, clearFailures, recordFailure } from './throttle.ts';
import { hashToken, newToken } from './tokens.ts';

/** Whose session to open, and for how long (the caller opens it: openSession). */
export type SignedIn = { user: repo.UserRow; remember: boolean };
/** A right password gives a session, or, with two-factor on, a challenge to finish (no session yet). */
export type SignInOutcome = SignedIn | { twoFactor: SecondFactorChallenge };

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
const resetTokenInvalid = () =>
  new AppError(400, 'RESET_TOKEN_INVALID', 'This reset link is invalid or has expired. Please request a new one.');

function assertNotCommon(password: string) {
  if (!isCommonPassword(password)) return;
  const message = validationMessages['auth.passwordCommon'];
  throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'password', code: 'auth.passwordCommon', message }]);
}

export async function signUp(
  { db, onAccountCreated }: AuthDeps,
  input: SignUpInput,
  client: ClientInfo,
): Promise<repo.UserRow> {
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
  await onAccountCreated?.(db, user);
  return user;
}

export async function signIn(
  deps: SignInDeps,
  input: { email: string; password: string; rememberMe: boolean },
  client: ClientInfo,
): Promise<SignInOutcome> {
  const { db } = deps;
  const email = input.email.toLowerCase();
  const keys = [accountKey(email), addressKey(client.ip)];
  const now = deps.clock.now();
  const locked = await activeLock(db, keys, now);
  if (locked > 0) {
    await recordAuthEvent(db, { type: 'sign_in', outcome: 'locked', email, ...client });
    throw new SignInLockedError(locked);
  }
  const user = await repo.findUserByEmail(db, email);
  // A banned account's password is still checked, so only its owner learns of the ban.
  const ok = await verifyPassword(
    user && (user.status === 'active' || isBanned(user)) ? user.passwordHash : null,
    input.password,
  );
  if (!ok || !user) {
    await recordAuthEvent(db, { type: 'sign_in', outcome: 'failure', userId: user?.id, email, ...client });
    let lockedFor = 0;
    for (const key of keys) {
      const result = await recordFailure(db, key, now);
      lockedFor = Math.max(lockedFor, result.lockedFor);
      if (result.newlyLocked) {
        await recordAuthEvent(db, {
          type: 'lockout',
          outcome: 'locked',
          userId: user?.id,
          email,
          ...client,
          details: { key: key.split(':')[0] },
        });
      }
    }
    if (lockedFor > 0) throw new SignInLockedError(lockedFor);
    throw invalidCredentials();
  }
  if (isBanned(user)) {
    await recordAuthEvent(db, {
      type: 'sign_in',
      outcome: 'failure',
      userId: user.id,
      email,
      ...client,
      details: { reason: 'banned' },
    });
    throw accountBannedError();
  }
  await clearFailures(db, accountKey(email));
  const challenge = await deps.secondFactor.begin(deps, user, input.rememberMe, client);
  if (challenge) {
    await recordAuthEvent(db, {
      type: 'sign_in',
      outcome: 'success',
      userId: user.id,
      email,
      ...client,
      details: { twoFactor: 'pending' },
    });
    return { twoFactor: challenge };
  }
  await recordAuthEvent(db, { type: 'sign_in', outcome: 'success', userId: user.id, email, ...client });
  return { user, remember: input.rememberMe };
}

/**
 * Only an existing account gets mail. The route answers before this runs, so the answer is the
 * same, in content and in time, whether or not the address has an account.
 * linkOrigin: emailLinkOrigin (never a request header).
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  rawEmail: string,
  linkOrigin: string,
  client: ClientInfo,
): Promise<void> {
  const { db, config, log, clock } = deps;
  const email = rawEmail.toLowerCase();
  const user = await repo.findUserByEmail(db, email);
  if (!user || user.status !== 'active') {
    await recordAuthEvent(db, { type: 'password_reset_requested', outcome: 'ignored', email, ...client });
    return;
  }
  const token = newToken();
  const now = clock.now();
  await repo.insertResetToken(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60 * 1000),
  });
  const link = `${linkOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  await sendMail(
    db,
    config,
    {
      to: user.email,
      kind: 'password-reset',
      subject: 'Reset your Escazo password',
      text: `Hello ${user.name},\n\nSomeone (hopefully you) asked to reset the password of your Escazo account.\nOpen this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password:\n\n${link}\n\nThe link works once. If you did not ask for it, ignore this e-mail: your password stays the same.\n\nEscazo`,
    },
    now,
    log,
  );
  await recordAuthEvent(db, {
    type: 'password_reset_requested',
    outcome: 'success',
    userId: user.id,
    email,
    ...client,
  });
}

export async function confirmPasswordReset(
  deps: SignInDeps,
  input: { token: string; password: string; code?: string | undefined },
  client: ClientInfo,
): Promise<void> {
  const { db } = deps;
  assertNotCommon(input.password);
  const now = deps.clock.now();
  const tokenHash = hashToken(input.token);
  // A reset never bypasses an authenticator app: its code is checked before the token is used,
  // so a missing or wrong code leaves the link working for another try.
  const owner = await repo.findLiveResetTokenOwner(db, tokenHash, now);
  if (owner) await deps.secondFactor.requireForReset(deps, owner, input.code, client);
  const userId = owner ? await repo.consumeResetToken(db, tokenHash, now) : undefined;
  if (!userId) {
    await recordAuthEvent(db, { type: 'password_reset_used', outcome: 'failure', ...client });
    throw resetTokenInvalid();
  }
  await storeNewPassword(db, userId, await hashPassword(input.password), now);
  await repo.deleteAllSessions(db, userId);
  await recordAuthEvent(db, { type: 'password_reset_used', outcome: 'success', userId, ...client });
}

/** A new password hash in; every reset link still outstanding stops working. */
export async function storeNewPassword(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await repo.setPassword(db, userId, passwordHash, now);
  await repo.retireResetTokens(db, userId, now);
}
