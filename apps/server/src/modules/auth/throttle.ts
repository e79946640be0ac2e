import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { ADDRESS_SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_LIMIT } from '@escazo/contracts/auth';
import type { Db } from '@server/db/client.ts';
import { signInThrottle } from './schema/users.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * How a key's failures turn into waits: the first `free` failures within `windowMs` cost nothing;
 * the failure that reaches `free` locks the key for `firstDelayMs`, and every further one for twice
 * the previous wait, up to `maxDelayMs`. A window older than `windowMs` starts again at 1.
 */
export type ThrottlePolicy = { free: number; firstDelayMs: number; maxDelayMs: number; windowMs: number };

/** One account from one address without a known-device cookie: 5 free, then 1, 2, 4, 8, 15, 15 … minutes. */
export const PAIR_POLICY: ThrottlePolicy = {
  free: SIGN_IN_FAILURE_LIMIT,
  firstDelayMs: MINUTE,
  maxDelayMs: 15 * MINUTE,
  windowMs: 24 * HOUR,
};
/** One address across every account (credential stuffing): 20 free a day, then up to an hour between tries. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  free: ADDRESS_SIGN_IN_FAILURE_LIMIT,
  firstDelayMs: MINUTE,
  maxDelayMs: HOUR,
  windowMs: 24 * HOUR,
};
/**
 * One account from every address without a known-device cookie (a guesser with many addresses):
 * 10 free a day, then waits that never pass 15 minutes, so its owner is delayed, never locked for hours.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  free: 10,
  firstDelayMs: MINUTE,
  maxDelayMs: 15 * MINUTE,
  windowMs: 24 * HOUR,
};
/** One browser that signed in to the account before: only its own failures count. */
export const DEVICE_POLICY: ThrottlePolicy = PAIR_POLICY;
/** Password confirmations and wrong second-factor codes: 5 within 15 minutes lock for 15 minutes. */
export const FIXED_LOCK_POLICY: ThrottlePolicy = {
  free: 5,
  firstDelayMs: 15 * MINUTE,
  maxDelayMs: 15 * MINUTE,
  windowMs: 15 * MINUTE,
};
/** The fixed lock's length, for messages and tests. */
export const LOCK_MS = FIXED_LOCK_POLICY.maxDelayMs;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
export const pairKey = (email: string, ip: string) => `pair:${email.toLowerCase()}|${ip}`;
export const deviceKey = (userId: string, deviceId: string) => `device:${userId}|${deviceId}`;
/** The signed-in user's password confirmations (sensitive changes): kept apart from sign-in. */
export const passwordConfirmKey = (userId: string) => `confirm:${userId}`;

/** Whole seconds until the lock ends (at least 1 while locked, 0 when not locked). */
export function retryAfterSeconds(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil) return 0;
  return Math.max(0, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
}

export function lockoutMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before trying again.`;
}

/** The wait after `failures` failures in one window under a policy (0 below its free allowance). */
export function delayAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(failures - policy.free, 30));
}

/** The seconds the longest active lock among the keys has left; 0 when none is locked. */
export async function activeLock(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db.select().from(signInThrottle).where(inArray(signInThrottle.key, keys));
  return Math.max(0, ...rows.map((r) => retryAfterSeconds(r.lockedUntil, now)));
}

/**
 * Counts one failure for a key in one statement (safe under concurrent requests and across server
 * instances): the counter and the lock are computed by the database from the row it holds.
 * Returns the seconds the key is now locked and whether this failure set the lock.
 */
export async function recordFailure(
  db: Db,
  key: string,
  now: Date,
  policy: ThrottlePolicy = FIXED_LOCK_POLICY,
): Promise<{ lockedFor: number; newlyLocked: boolean }> {
  const t = signInThrottle;
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - policy.windowMs).toISOString()}::timestamptz`;
  const expired = sql`${t.windowStartedAt} <= ${windowStart}`;
  const nextFailures = sql`(case when ${expired} then 1 else ${t.failures} + 1 end)`;
  const delayMs = sql`least(${policy.maxDelayMs}::float8, ${policy.firstDelayMs}::float8 * power(2::float8, least(${nextFailures} - ${policy.free}, 30)))`;
  const stillLocked = sql`${t.lockedUntil} is not null and ${t.lockedUntil} > ${at}`;
  const firstLock = delayAfter(policy, 1);
  const [row] = await db
    .insert(t)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: firstLock > 0 ? new Date(now.getTime() + firstLock) : null,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${expired} then ${at} else ${t.windowStartedAt} end`,
        lockedUntil: sql`case
          when ${nextFailures} >= ${policy.free}
            then greatest(case when ${stillLocked} then ${t.lockedUntil} else ${at} end, ${at} + ${delayMs} * interval '1 millisecond')
          when ${stillLocked} then ${t.lockedUntil}
          else null end`,
      },
    })
    .returning();
  const lockedFor = retryAfterSeconds(row!.lockedUntil, now);
  const newlyLocked = lockedFor > 0 && row!.failures >= policy.free;
  return { lockedFor, newlyLocked };
}

/** Forgets a key's failures (a success proves the password for that key). */
export async function clearFailures(db: Db, ...keys: string[]): Promise<void> {
  if (keys.length) await db.delete(signInThrottle).where(inArray(signInThrottle.key, keys));
}

/**
 * Forgets every failure counted against an account: from everywhere, from each address and from
 * each known device. A password reset proves its owner, who can then sign in at once; the
 * addresses' own counters (they span accounts) stay.
 */
export async function clearAccountFailures(db: Db, email: string, userId: string): Promise<void> {
  const t = signInThrottle;
  await db
    .delete(t)
    .where(
      or(
        eq(t.key, accountKey(email)),
        sql`starts_with(${t.key}, ${pairKey(email, '')})`,
        sql`starts_with(${t.key}, ${`device:${userId}|`})`,
      ),
    );
}

/** Deletes counters whose window and lock have both ended (they would start again at 1 anyway). */
export async function deleteSpentThrottles(db: Db, now: Date): Promise<number> {
  const t = signInThrottle;
  const longestWindow = Math.max(PAIR_POLICY.windowMs, ADDRESS_POLICY.windowMs, ACCOUNT_POLICY.windowMs);
  const rows = await db
    .delete(t)
    .where(
      and(
        lte(t.windowStartedAt, new Date(now.getTime() - longestWindow)),
        or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
      ),
    )
    .returning({ key: t.key });
  return rows.length;
}

/** The stored counter of one key (tests and the security log read it). */
export async function throttleRow(db: Db, key: string) {
  const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.key, key));
  return row;
}
