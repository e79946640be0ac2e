import { and, count, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSettings } from './schema.ts';

export type SettingsRow = typeof twoFactorSettings.$inferSelect;
export type ChallengeRow = typeof twoFactorChallenges.$inferSelect;
export type ChallengePurpose = 'sign_in' | 'enrol';
/** The user behind a challenge, with avatarUpdatedAt like the auth lookups (for presentUser). */
export { findUserById } from '../auth/public.ts';

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(twoFactorSettings).where(eq(twoFactorSettings.userId, userId)).limit(1);
  return row;
}

/** Keeps a pending authenticator secret next to whatever is enabled (nothing changes until confirmed). */
export async function savePendingTotpSecret(db: Db, userId: string, secret: string, now: Date): Promise<void> {
  await db
    .insert(twoFactorSettings)
    .values({ userId, pendingTotpSecret: secret, updatedAt: now })
    .onConflictDoUpdate({ target: twoFactorSettings.userId, set: { pendingTotpSecret: secret, updatedAt: now } });
}

/** Turns a method on (part of the enabling transaction). */
export async function enableMethod(
  db: Db,
  userId: string,
  values: { method: 'email' | 'totp'; totpSecret: string | null; lastTotpStep: number | null },
  now: Date,
): Promise<void> {
  const set = { ...values, pendingTotpSecret: null, enabledAt: now, updatedAt: now };
  await db
    .insert(twoFactorSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: twoFactorSettings.userId, set });
}

export async function deleteSettings(db: Db, userId: string): Promise<void> {
  await db.delete(twoFactorSettings).where(eq(twoFactorSettings.userId, userId));
}

/**
 * Records the step of an accepted authenticator code in one statement, only if it is later than
 * the last one: two requests with the same code cannot both pass. True when this call accepted it.
 */
export async function advanceTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const s = twoFactorSettings;
  const rows = await db
    .update(s)
    .set({ lastTotpStep: step })
    .where(and(eq(s.userId, userId), eq(s.method, 'totp'), or(isNull(s.lastTotpStep), lt(s.lastTotpStep, step))))
    .returning({ userId: s.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
}

/** Marks an unused recovery code used in one statement; true when this call used it. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const r = twoFactorRecoveryCodes;
  const rows = await db
    .update(r)
    .set({ usedAt: now })
    .where(and(eq(r.userId, userId), eq(r.codeHash, codeHash), isNull(r.usedAt)))
    .returning({ id: r.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const r = twoFactorRecoveryCodes;
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.userId, userId), isNull(r.usedAt)));
  return Number(row?.n ?? 0);
}

export async function insertChallenge(db: Db, values: typeof twoFactorChallenges.$inferInsert): Promise<void> {
  await db.insert(twoFactorChallenges).values(values);
}

/** A challenge that is neither consumed nor expired. */
export async function findLiveChallenge(
  db: Db,
  idHash: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<ChallengeRow | undefined> {
  const c = twoFactorChallenges;
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.idHash, idHash), eq(c.purpose, purpose), isNull(c.consumedAt), gt(c.expiresAt, now)))
    .limit(1);
  return row;
}

/** The newest live enrolment challenge of a user (e-mail enrolment has no cookie: one per user). */
export async function latestLiveEnrolChallenge(db: Db, userId: string, now: Date): Promise<ChallengeRow | undefined> {
  const c = twoFactorChallenges;
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.userId, userId), eq(c.purpose, 'enrol'), isNull(c.consumedAt), gt(c.expiresAt, now)))
    .orderBy(desc(c.createdAt))
    .limit(1);
  return row;
}

/**
 * The e-mailed code a new sign-in may carry when no new code can be sent: the account's newest
 * unused sign-in challenge whose code was sent after `sentAfter`.
 */
export async function latestUnusedSignInCode(
  db: Db,
  userId: string,
  sentAfter: Date,
): Promise<Pick<ChallengeRow, 'idHash' | 'codeHash' | 'codeSalt' | 'codeSentAt'> | undefined> {
  const c = twoFactorChallenges;
  const [row] = await db
    .select({ idHash: c.idHash, codeHash: c.codeHash, codeSalt: c.codeSalt, codeSentAt: c.codeSentAt })
    .from(c)
    .where(
      and(
        eq(c.userId, userId),
        eq(c.purpose, 'sign_in'),
        isNull(c.consumedAt),
        isNotNull(c.codeHash),
        gt(c.codeSentAt, sentAfter),
      ),
    )
    .orderBy(desc(c.codeSentAt))
    .limit(1);
  return row;
}

/** Consumes a live challenge in one statement; true when this call consumed it. */
export async function consumeChallenge(db: Db, idHash: string, now: Date): Promise<boolean> {
  const c = twoFactorChallenges;
  const rows = await db
    .update(c)
    .set({ consumedAt: now })
    .where(and(eq(c.idHash, idHash), isNull(c.consumedAt), gt(c.expiresAt, now)))
    .returning({ idHash: c.idHash });
  return rows.length === 1;
}

/**
 * Counts a wrong code on a challenge in one statement; the one that reaches `max` also ends it.
 * Returns the attempts so far.
 */
export async function recordWrongCode(db: Db, idHash: string, now: Date, max: number): Promise<number> {
  const c = twoFactorChallenges;
  const [row] = await db
    .update(c)
    .set({
      attempts: sql`${c.attempts} + 1`,
      consumedAt: sql`case when ${c.attempts} + 1 >= ${max} then ${now.toISOString()}::timestamptz else ${c.consumedAt} end`,
    })
    .where(eq(c.idHash, idHash))
    .returning({ attempts: c.attempts });
  return row?.attempts ?? max;
}

/** A fresh e-mailed code replaces the previous one and gives the challenge its full lifetime again. */
export async function replaceChallengeCode(
  db: Db,
  idHash: string,
  codeHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(twoFactorChallenges)
    .set({ codeHash, codeSalt: null, codeSentAt: now, expiresAt })
    .where(eq(twoFactorChallenges.idHash, idHash));
}

/** Ends every open challenge of a user for a purpose (a new enrolment, or two-factor turned off). */
export async function retireChallenges(db: Db, userId: string, now: Date, purpose?: ChallengePurpose): Promise<void> {
  const c = twoFactorChallenges;
  await db
    .update(c)
    .set({ consumedAt: now })
    .where(and(eq(c.userId, userId), isNull(c.consumedAt), purpose ? eq(c.purpose, purpose) : undefined));
}
