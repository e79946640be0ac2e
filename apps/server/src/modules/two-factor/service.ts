import {
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_RESEND_SECONDS,
  normaliseTwoFactorCode,
  type TwoFactorMethod,
  type TwoFactorPending,
} from '@escazo/contracts/two-factor';
import type { Db } from '@server/db/client.ts';
import { recordAuthEvent } from '../audit/public.ts';
import {
  activeLock,
  clearFailures,
  hashToken,
  newToken,
  recordFailure,
  accountBannedError,
  isBanned,
  type AuthDeps,
  type ClientInfo,
  type SecondFactorChallenge,
  type UserRow,
} from '../auth/public.ts';
import { claimCodeMail, claimCodeMailOrThrow, secondsUntilNextCode, sendCodeMail } from './code-mail.ts';
import { hashEmailCode, hashRecoveryCode, maskEmail, matchTotpStep, newEmailCode, sameHash } from './codes.ts';
import {
  challengeInvalid,
  codeInvalid,
  codeRequiredForReset,
  maxAttemptsReached,
  nothingPending,
  resendTooSoon,
  wrongCodesLocked,
} from './errors.ts';
import * as repo from './repository.ts';

/**
 * The second step of signing in. A challenge is a row in two_factor_challenges referenced by a
 * 256-bit token in the httpOnly `escazo_2fa` cookie (only its SHA-256 is stored); it lives
 * TWO_FACTOR_CHALLENGE_MINUTES, allows TWO_FACTOR_MAX_ATTEMPTS wrong codes, and every wrong code
 * also counts against the account in sign_in_throttle (key `2fa:<userId>`, 5 per 15 minutes), so
 * starting new challenges does not buy more guesses.
 */
export const twoFactorKey = (userId: string) => `2fa:${userId}`;

const CHALLENGE_MS = TWO_FACTOR_CHALLENGE_MINUTES * 60 * 1000;

/**
 * For every path that has proven who the user is (password, social sign-in): returns null when
 * the account has no second factor (start the session), else creates the challenge and returns it.
 * The right password always opens this step. For method 'email' a new code is e-mailed when the
 * mail module's per-recipient limit allows; otherwise the challenge carries the account's last
 * unused code that is still valid, and says when another can be sent. Recovery codes (and the
 * authenticator) work either way. The caller sets the cookie with `setTwoFactorCookie`.
 */
export async function beginSecondFactor(
  deps: AuthDeps,
  user: UserRow,
  remember: boolean,
  _client: ClientInfo,
): Promise<SecondFactorChallenge | null> {
  const { db } = deps;
  const settings = await repo.findSettings(db, user.id);
  const method = settings?.method as TwoFactorMethod | null | undefined;
  if (!method) return null;
  const now = deps.clock.now();
  const token = newToken();
  const idHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
  if (method === 'totp') {
    await repo.insertChallenge(db, {
      idHash,
      userId: user.id,
      purpose: 'sign_in',
      method,
      remember,
      expiresAt,
      createdAt: now,
    });
    return { token, method, expiresAt };
  }
  const code = (await claimCodeMail(db, user.email, now)) ? newEmailCode() : null;
  const carried = code
    ? undefined
    : await repo.latestUnusedSignInCode(db, user.id, new Date(now.getTime() - CHALLENGE_MS));
  await repo.insertChallenge(db, {
    idHash,
    userId: user.id,
    purpose: 'sign_in',
    method,
    remember,
    codeHash: code ? hashEmailCode(idHash, code) : (carried?.codeHash ?? null),
    codeSalt: carried ? (carried.codeSalt ?? carried.idHash) : null,
    codeSentAt: code ? now : (carried?.codeSentAt ?? null),
    expiresAt,
    createdAt: now,
  });
  if (code) await sendCodeMail(deps, user, code, 'sign_in', now);
  const lastSentAt = code ? now : (carried?.codeSentAt ?? null);
  return {
    token,
    method,
    maskedEmail: maskEmail(user.email),
    expiresAt,
    codeSent: Boolean(code),
    resendAfterSeconds: await secondsUntilNextCode(db, user.email, lastSentAt, now),
  };
}

/** An e-mailed code is valid this long after it was sent, whichever challenge carries it. */
function emailCodeMatches(challenge: repo.ChallengeRow, code: string, now: Date): boolean {
  if (!challenge.codeSentAt || now.getTime() - challenge.codeSentAt.getTime() >= CHALLENGE_MS) return false;
  return sameHash(challenge.codeHash, hashEmailCode(challenge.codeSalt ?? challenge.idHash, code));
}

/** An authenticator code valid now (±1 step) and later than the last one accepted. */
export async function acceptTotpCode(db: Db, settings: repo.SettingsRow, code: string, now: Date): Promise<boolean> {
  if (settings.method !== 'totp' || !settings.totpSecret) return false;
  const step = matchTotpStep(settings.totpSecret, code, now.getTime());
  return step !== null && repo.advanceTotpStep(db, settings.userId, step);
}

/** Uses one of the user's unused recovery codes (single use, in one statement). */
export async function acceptRecoveryCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  return repo.useRecoveryCode(db, userId, await hashRecoveryCode(userId, code), now);
}

/** Counts a wrong code against the account; throws 429 when that locks it. */
async function countAccountFailure(
  db: Db,
  user: UserRow,
  client: ClientInfo,
  now: Date,
  details: Record<string, unknown>,
) {
  const { lockedFor, newlyLocked } = await recordFailure(db, twoFactorKey(user.id), now);
  await recordAuthEvent(db, {
    type: 'two_factor_verify',
    outcome: 'failure',
    userId: user.id,
    email: user.email,
    ...client,
    details,
  });
  if (newlyLocked) {
    await recordAuthEvent(db, {
      type: 'lockout',
      outcome: 'locked',
      userId: user.id,
      email: user.email,
      ...client,
      details: { key: '2fa' },
    });
  }
  if (lockedFor > 0) throw wrongCodesLocked(lockedFor);
}

async function liveSignInChallenge(db: Db, token: string | undefined, now: Date, client: ClientInfo) {
  if (!token) throw challengeInvalid();
  const challenge = await repo.findLiveChallenge(db, hashToken(token), 'sign_in', now);
  if (!challenge) throw challengeInvalid();
  const user = await repo.findUserById(db, challenge.userId);
  if (user && isBanned(user)) {
    await recordAuthEvent(db, {
      type: 'two_factor_verify',
      outcome: 'failure',
      userId: user.id,
      email: user.email,
      ...client,
      details: { reason: 'banned' },
    });
    throw accountBannedError();
  }
  if (!user || user.status !== 'active') throw challengeInvalid();
  return { challenge, user };
}

/**
 * Checks the code of the challenge behind the cookie: the e-mailed code (email), an authenticator
 * code (totp), or an unused recovery code (either). On success the challenge is consumed and the
 * caller starts the session with the returned `remember`.
 */
export async function verifySignIn(
  { db, clock }: AuthDeps,
  token: string | undefined,
  rawCode: string,
  client: ClientInfo,
): Promise<{ user: UserRow; remember: boolean }> {
  const now = clock.now();
  const { challenge, user } = await liveSignInChallenge(db, token, now, client);
  const locked = await activeLock(db, [twoFactorKey(user.id)], now);
  if (locked > 0) {
    await recordAuthEvent(db, {
      type: 'two_factor_verify',
      outcome: 'locked',
      userId: user.id,
      email: user.email,
      ...client,
    });
    throw wrongCodesLocked(locked);
  }
  const settings = await repo.findSettings(db, user.id);
  if (!settings?.method) throw challengeInvalid(); // two-factor was turned off meanwhile: sign in again
  const code = normaliseTwoFactorCode(rawCode);
  let ok = false;
  if (code?.kind === 'recovery') ok = await acceptRecoveryCode(db, user.id, code.code, now);
  else if (code && challenge.method === 'email') ok = emailCodeMatches(challenge, code.code, now);
  else if (code) ok = await acceptTotpCode(db, settings, code.code, now);

  if (!ok) {
    const attempts = await repo.recordWrongCode(db, challenge.idHash, now, TWO_FACTOR_MAX_ATTEMPTS);
    await countAccountFailure(db, user, client, now, { method: challenge.method, attempts });
    if (attempts >= TWO_FACTOR_MAX_ATTEMPTS) throw maxAttemptsReached();
    throw codeInvalid();
  }
  if (!(await repo.consumeChallenge(db, challenge.idHash, now))) throw challengeInvalid();
  await clearFailures(db, twoFactorKey(user.id));
  await recordAuthEvent(db, {
    type: 'two_factor_verify',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ...client,
    details: { method: challenge.method, via: code?.kind === 'recovery' ? 'recovery_code' : challenge.method },
  });
  return { user, remember: challenge.remember };
}

/**
 * The pending sign-in behind the cookie, as the password sign-in answers it: a social sign-in lands
 * on the login page with only the method in its address and reads the rest here.
 */
export async function pendingSignIn(
  deps: AuthDeps,
  token: string | undefined,
  client: ClientInfo,
): Promise<TwoFactorPending> {
  const { db } = deps;
  const now = deps.clock.now();
  const { challenge, user } = await liveSignInChallenge(db, token, now, client);
  if (challenge.method !== 'email') return { method: 'totp' };
  const codeSentAt = challenge.codeSentAt;
  return {
    method: 'email',
    maskedEmail: maskEmail(user.email),
    // A code was e-mailed for this challenge, not only carried over from an earlier one.
    codeSent: codeSentAt !== null && codeSentAt.getTime() >= challenge.createdAt.getTime(),
    resendAfterSeconds: await secondsUntilNextCode(db, user.email, codeSentAt, now),
  };
}

/** A fresh e-mailed code for the pending sign-in (the previous one stops working). */
export async function resendSignInCode(
  deps: AuthDeps,
  token: string | undefined,
  client: ClientInfo,
): Promise<{ maskedEmail: string; resendAfterSeconds: number }> {
  const { db } = deps;
  const now = deps.clock.now();
  const { challenge, user } = await liveSignInChallenge(db, token, now, client);
  if (challenge.method !== 'email') {
    throw nothingPending('Codes are only e-mailed when two-factor uses e-mail.');
  }
  const waited = challenge.codeSentAt ? (now.getTime() - challenge.codeSentAt.getTime()) / 1000 : Infinity;
  if (waited < TWO_FACTOR_RESEND_SECONDS) throw resendTooSoon(Math.ceil(TWO_FACTOR_RESEND_SECONDS - waited));
  await claimCodeMailOrThrow(db, user.email, now);
  const code = newEmailCode();
  await repo.replaceChallengeCode(
    db,
    challenge.idHash,
    hashEmailCode(challenge.idHash, code),
    now,
    new Date(now.getTime() + CHALLENGE_MS),
  );
  await sendCodeMail(deps, user, code, 'sign_in', now);
  await recordAuthEvent(db, {
    type: 'two_factor_verify',
    outcome: 'ignored',
    userId: user.id,
    email: user.email,
    ...client,
    details: { resent: true },
  });
  return {
    maskedEmail: maskEmail(user.email),
    resendAfterSeconds: await secondsUntilNextCode(db, user.email, now, now),
  };
}

/**
 * A password reset never bypasses an authenticator app: with method 'totp' the request must carry
 * a current authenticator code or a recovery code (counted like sign-in codes). E-mail method:
 * the reset link already proves the inbox, and the next sign-in still asks for a code.
 */
export async function requireSecondFactorForReset(
  { db, clock }: AuthDeps,
  user: UserRow,
  rawCode: string | undefined,
  client: ClientInfo,
): Promise<void> {
  const settings = await repo.findSettings(db, user.id);
  if (settings?.method !== 'totp') return;
  if (!rawCode) throw codeRequiredForReset();
  const now = clock.now();
  const locked = await activeLock(db, [twoFactorKey(user.id)], now);
  if (locked > 0) throw wrongCodesLocked(locked);
  const code = normaliseTwoFactorCode(rawCode);
  const ok =
    code?.kind === 'recovery'
      ? await acceptRecoveryCode(db, user.id, code.code, now)
      : code
        ? await acceptTotpCode(db, settings, code.code, now)
        : false;
  if (!ok) {
    await countAccountFailure(db, user, client, now, { method: 'totp', during: 'password_reset' });
    throw codeInvalid('code');
  }
  await clearFailures(db, twoFactorKey(user.id));
}
