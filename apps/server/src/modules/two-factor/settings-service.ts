import {
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_RESEND_SECONDS,
  normaliseTwoFactorCode,
  type TotpEnrolment,
  type TwoFactorMethod,
  type TwoFactorStatus,
} from '@escazo/contracts/two-factor';
import type { Db } from '@server/db/client.ts';
import { recordAuthEvent } from '../audit/public.ts';
import {
  activeLock,
  clearFailures,
  hashToken,
  lockoutMessage,
  newToken,
  passwordConfirmKey,
  recordFailure,
  verifyPassword,
  type AuthDeps,
  type ClientInfo,
  type UserRow,
} from '../auth/public.ts';
import { qrSvg } from '../downloads/public.ts';
import { claimCodeMailOrThrow, sendCodeMail } from './code-mail.ts';
import {
  generateRecoveryCodes,
  hashEmailCode,
  hashRecoveryCode,
  maskEmail,
  matchTotpStep,
  newEmailCode,
  newTotpSecret,
  sameHash,
  totpUri,
} from './codes.ts';
import {
  TwoFactorLockedError,
  alreadyEnabled,
  codeInvalid,
  maxAttemptsReached,
  notEnabled,
  nothingPending,
  resendTooSoon,
  wrongPassword,
} from './errors.ts';
import * as repo from './repository.ts';

/**
 * Security settings (/api/me/two-factor): turn two-factor on by e-mail (a code proves the inbox)
 * or with an authenticator app (a code proves the scan), get ten recovery codes shown once,
 * regenerate them or turn two-factor off with the password.
 */
export async function getStatus(db: Db, userId: string): Promise<TwoFactorStatus> {
  const settings = await repo.findSettings(db, userId);
  const method = (settings?.method ?? null) as TwoFactorMethod | null;
  return {
    enabled: method !== null,
    method,
    recoveryCodesLeft: method ? await repo.countRecoveryCodesLeft(db, userId) : 0,
  };
}

async function assertOff(db: Db, userId: string) {
  if ((await repo.findSettings(db, userId))?.method) throw alreadyEnabled();
}

/** Enables a method with ten new recovery codes, in one transaction; returns the codes (shown once). */
async function enable(
  db: Db,
  user: UserRow,
  values: { method: TwoFactorMethod; totpSecret: string | null; lastTotpStep: number | null },
  client: ClientInfo,
  now: Date,
): Promise<string[]> {
  const codes = generateRecoveryCodes();
  const hashes = await Promise.all(codes.map((c) => hashRecoveryCode(user.id, c)));

  await db.transaction(async (tx) => {
    await repo.enableMethod(tx, user.id, values, now);
    await repo.replaceRecoveryCodes(tx, user.id, hashes);
    await repo.retireChallenges(tx, user.id, now, 'enrol');
  });
  await recordAuthEvent(db, {
    type: 'two_factor_enabled',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ...client,
    details: { method: values.method },
  });
  return codes;
}

/** E-mails a code that confirms the address receives mail (at most every 30 s). */
export async function startEmailEnrolment(deps: AuthDeps, user: UserRow): Promise<{ maskedEmail: string }> {
  const { db } = deps;
  await assertOff(db, user.id);
  const now = deps.clock.now();
  const previous = await repo.latestLiveEnrolChallenge(db, user.id, now);
  const waited = previous?.codeSentAt ? (now.getTime() - previous.codeSentAt.getTime()) / 1000 : Infinity;
  if (waited < TWO_FACTOR_RESEND_SECONDS) throw resendTooSoon(Math.ceil(TWO_FACTOR_RESEND_SECONDS - waited));
  await claimCodeMailOrThrow(db, user.email, now);
  await repo.retireChallenges(db, user.id, now, 'enrol');
  const idHash = hashToken(newToken());
  const code = newEmailCode();
  await repo.insertChallenge(db, {
    idHash,
    userId: user.id,
    purpose: 'enrol',
    method: 'email',
    codeHash: hashEmailCode(idHash, code),
    codeSentAt: now,
    expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_MINUTES * 60 * 1000),
    createdAt: now,
  });
  await sendCodeMail(deps, user, code, 'enrol', now);
  return { maskedEmail: maskEmail(user.email) };
}

export async function confirmEmailEnrolment(
  deps: AuthDeps,
  user: UserRow,
  rawCode: string,
  client: ClientInfo,
): Promise<string[]> {
  const { db } = deps;
  await assertOff(db, user.id);
  const now = deps.clock.now();
  const challenge = await repo.latestLiveEnrolChallenge(db, user.id, now);
  if (!challenge) throw nothingPending('This code has expired. Please ask for a new one.');
  const code = normaliseTwoFactorCode(rawCode);
  const ok = code?.kind === 'digits' && sameHash(challenge.codeHash, hashEmailCode(challenge.idHash, code.code));
  if (!ok) {
    const attempts = await repo.recordWrongCode(db, challenge.idHash, now, TWO_FACTOR_MAX_ATTEMPTS);
    if (attempts >= TWO_FACTOR_MAX_ATTEMPTS) throw maxAttemptsReached();
    throw codeInvalid('code');
  }
  if (!(await repo.consumeChallenge(db, challenge.idHash, now)))
    throw nothingPending('This code has expired. Please ask for a new one.');
  return enable(db, user, { method: 'email', totpSecret: null, lastTotpStep: null }, client, now);
}

/** A new pending secret (replacing any earlier one) with its otpauth URI and QR code. */
export async function startTotpEnrolment({ db, clock }: AuthDeps, user: UserRow): Promise<TotpEnrolment> {
  await assertOff(db, user.id);
  const secret = newTotpSecret();
  await repo.savePendingTotpSecret(db, user.id, secret, clock.now());
  const otpauthUri = totpUri(secret, user.email);
  return { secret, otpauthUri, qrSvg: await qrSvg(otpauthUri) };
}

/** The first code from the app proves the scan; its step counts as used. */
export async function confirmTotpEnrolment(
  deps: AuthDeps,
  user: UserRow,
  rawCode: string,
  client: ClientInfo,
): Promise<string[]> {
  const { db } = deps;
  const settings = await repo.findSettings(db, user.id);
  if (settings?.method) throw alreadyEnabled();
  if (!settings?.pendingTotpSecret) throw nothingPending('Start again: scan a new QR code.');
  const code = normaliseTwoFactorCode(rawCode);
  const step =
    code?.kind === 'digits' ? matchTotpStep(settings.pendingTotpSecret, code.code, deps.clock.now().getTime()) : null;
  if (step === null) throw codeInvalid('code');
  return enable(
    db,
    user,
    { method: 'totp', totpSecret: settings.pendingTotpSecret, lastTotpStep: step },
    client,
    deps.clock.now(),
  );
}

/**
 * The account password confirms turning off and regenerating. Wrong passwords count under the
 * user's confirmation key (5 per 15 minutes, then 429), so a borrowed session cannot guess it.
 */
async function confirmPassword(
  db: Db,
  user: UserRow,
  password: string,
  client: ClientInfo,
  event: 'two_factor_disabled' | 'two_factor_recovery_codes',
  now: Date,
): Promise<void> {
  const key = passwordConfirmKey(user.id);

  const locked = await activeLock(db, [key], now);
  if (locked > 0) throw new TwoFactorLockedError(locked, lockoutMessage(locked));
  if (!user.passwordHash) throw wrongPassword('account.noPassword');
  if (await verifyPassword(user.passwordHash, password)) {
    await clearFailures(db, key);
    return;
  }
  const { lockedFor } = await recordFailure(db, key, now);
  await recordAuthEvent(db, {
    type: event,
    outcome: 'failure',
    userId: user.id,
    email: user.email,
    ...client,
    details: { reason: 'password' },
  });
  if (lockedFor > 0) throw new TwoFactorLockedError(lockedFor, lockoutMessage(lockedFor));
  throw wrongPassword();
}

export async function disable(
  { db, clock }: AuthDeps,
  user: UserRow,
  password: string,
  client: ClientInfo,
): Promise<TwoFactorStatus> {
  const settings = await repo.findSettings(db, user.id);
  if (!settings?.method) throw notEnabled();
  const now = clock.now();
  await confirmPassword(db, user, password, client, 'two_factor_disabled', now);

  await db.transaction(async (tx) => {
    await repo.deleteSettings(tx, user.id);
    await repo.deleteRecoveryCodes(tx, user.id);
    await repo.retireChallenges(tx, user.id, now);
  });
  await recordAuthEvent(db, {
    type: 'two_factor_disabled',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ...client,
    details: { method: settings.method },
  });
  return { enabled: false, method: null, recoveryCodesLeft: 0 };
}

/** Ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  { db, clock }: AuthDeps,
  user: UserRow,
  password: string,
  client: ClientInfo,
): Promise<string[]> {
  if (!(await repo.findSettings(db, user.id))?.method) throw notEnabled();
  await confirmPassword(db, user, password, client, 'two_factor_recovery_codes', clock.now());
  const codes = generateRecoveryCodes();
  const hashes = await Promise.all(codes.map((c) => hashRecoveryCode(user.id, c)));
  await db.transaction((tx) => repo.replaceRecoveryCodes(tx, user.id, hashes));
  await recordAuthEvent(db, {
    type: 'two_factor_recovery_codes',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ...client,
  });
  return codes;
}
