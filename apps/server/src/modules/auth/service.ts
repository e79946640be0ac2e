import { RESET_TOKEN_MINUTES } from '@escazo/contracts/auth';
import type { Db } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { recordAuthEvent } from '../audit/public.ts';
import { claimMailSend, sendClaimedMail } from '../mail/public.ts';
import type { ClientInfo } from './client-info.ts';
import type { AuthDeps } from './deps.ts';
import { accountBannedError, isBanned } from './banned.ts';
import { SignInLockedError } from './locked-error.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertNotCommon } from './sign-up.ts';
import * as repo from './repository.ts';
import type { SecondFactorChallenge, SignInDeps } from './second-factor.ts';
import { knownDeviceId } from './known-devices.ts';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  DEVICE_POLICY,
  PAIR_POLICY,
  accountKey,
  activeLock,
  addressKey,
  clearAccountFailures,
  clearFailures,
  deviceKey,
  pairKey,
  recordFailure,
} from './throttle.ts';
import { hashToken, newToken } from './tokens.ts';

/** Whose session to open, and for how long (the caller opens it: openSession). */
export type SignedIn = { user: repo.UserRow; remember: boolean };
/** A right password gives a session, or, with two-factor on, a challenge to finish (no session yet). */
export type SignInOutcome = SignedIn | { twoFactor: SecondFactorChallenge };

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
const resetTokenInvalid = () =>
  new AppError(400, 'RESET_TOKEN_INVALID', 'This reset link is invalid or has expired. Please request a new one.');

/**
 * Which throttle keys a sign-in attempt answers to. A browser that signed in to the account before
 * (a known device cookie) counts only its own failures; any other attempt counts against the
 * account from this address, the address across accounts, and the account from everywhere, whose
 * waits stay short so strangers can delay its owner but never lock them out for hours.
 */
function throttleKeys(email: string, ip: string, device: { userId: string; deviceId: string } | undefined) {
  if (device) return [{ key: deviceKey(device.userId, device.deviceId), policy: DEVICE_POLICY }];
  return [
    { key: pairKey(email, ip), policy: PAIR_POLICY },
    { key: addressKey(ip), policy: ADDRESS_POLICY },
    { key: accountKey(email), policy: ACCOUNT_POLICY },
  ];
}

export async function signIn(
  deps: SignInDeps,
  input: { email: string; password: string; rememberMe: boolean },
  client: ClientInfo,
  deviceToken?: string,
): Promise<SignInOutcome> {
  const { db } = deps;
  const email = input.email.toLowerCase();
  const now = deps.clock.now();
  const user = await repo.findUserByEmail(db, email);
  const deviceId = await knownDeviceId(db, deviceToken, user?.id, now);
  const device = user && deviceId ? { userId: user.id, deviceId } : undefined;
  const keys = throttleKeys(email, client.ip, device);
  const locked = await activeLock(
    db,
    keys.map((k) => k.key),
    now,
  );
  if (locked > 0) {
    await recordAuthEvent(db, { type: 'sign_in', outcome: 'locked', userId: user?.id, email, ...client });
    throw new SignInLockedError(locked);
  }
  // A banned account's password is still checked, so only its owner learns of the ban.
  const ok = await verifyPassword(
    user && (user.status === 'active' || isBanned(user)) ? user.passwordHash : null,
    input.password,
  );
  if (!ok || !user) {
    await recordAuthEvent(db, {
      type: 'sign_in',
      outcome: 'failure',
      userId: user?.id,
      email,
      ...client,
      ...(device ? { details: { knownDevice: true } } : {}),
    });
    let lockedFor = 0;
    for (const { key, policy } of keys) {
      const result = await recordFailure(db, key, now, policy);
      lockedFor = Math.max(lockedFor, result.lockedFor);
      if (result.newlyLocked) {
        await recordAuthEvent(db, {
          type: 'lockout',
          outcome: 'locked',
          userId: user?.id,
          email,
          ...client,
          details: { key: key.split(':')[0], seconds: result.lockedFor },
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
  // The right password: this account's counters start again (the address's stays: it spans accounts).
  await clearFailures(db, ...keys.map((k) => k.key).filter((k) => !k.startsWith('address:')));
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
  const now = clock.now();
  // At most a few reset e-mails per account per hour, whoever asks: past that no token is made.
  if (!(await claimMailSend(db, user.email, 'password-reset', now))) {
    await recordAuthEvent(db, {
      type: 'password_reset_requested',
      outcome: 'ignored',
      userId: user.id,
      email,
      ...client,
      details: { reason: 'mail_limit' },
    });
    return;
  }
  const token = newToken();
  await repo.insertResetToken(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60 * 1000),
  });
  const link = `${linkOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  await sendClaimedMail(
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

/** Refuses a reset token that is unknown, used or expired (RESET_TOKEN_INVALID); it stays unused. */
export async function checkPasswordResetToken(deps: Pick<SignInDeps, 'db' | 'clock'>, token: string): Promise<void> {
  const owner = await repo.findLiveResetTokenOwner(deps.db, hashToken(token), deps.clock.now());
  if (!owner) throw resetTokenInvalid();
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
  if (owner) await clearAccountFailures(db, owner.email, userId);
  await recordAuthEvent(db, { type: 'password_reset_used', outcome: 'success', userId, ...client });
}

/** A new password hash in; every reset link still outstanding stops working. */
export async function storeNewPassword(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await repo.setPassword(db, userId, passwordHash, now);
  await repo.retireResetTokens(db, userId, now);
}
