import { inArray, eq, sql } from 'drizzle-orm';
import { ADDRESS_SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_LIMIT } from '@escazo/contracts/auth';
import type { Db } from '@server/db/client.ts';
import { signInThrottle } from './schema/users.ts';

/** Failures counted within this window; reaching the limit locks the key for LOCK_MS. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

/** An address is shared by everyone behind it (an office, a hotel), so it may fail more often. */
export const failureLimitFor = (key: string) =>
  key.startsWith('address:') ? ADDRESS_SIGN_IN_FAILURE_LIMIT : SIGN_IN_FAILURE_LIMIT;

/** Whole seconds until the lock ends (at least 1 while locked, 0 when not locked). */
export function retryAfterSeconds(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil) return 0;
  return Math.max(0, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
}

export function lockoutMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before trying again.`;
}

/** The seconds the longest active lock among the keys has left; 0 when none is locked. */
export async function activeLock(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db.select().from(signInThrottle).where(inArray(signInThrottle.key, keys));
  return Math.max(0, ...rows.map((r) => retryAfterSeconds(r.lockedUntil, now)));
}

/**
 * Counts one failure for a key in one statement (safe under concurrent requests): a window older
 * than THROTTLE_WINDOW_MS starts again at 1; the failure that reaches the limit sets locked_until.
 * Returns the seconds locked (0 when this failure did not lock) and whether this call set the lock.
 */
export async function recordFailure(
  db: Db,
  key: string,
  now: Date,
): Promise<{ lockedFor: number; newlyLocked: boolean }> {
  const limit = failureLimitFor(key);
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  const t = signInThrottle;
  const expired = sql`${t.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const nextFailures = sql`case when ${expired} then 1 else ${t.failures} + 1 end`;
  const stillLocked = sql`${t.lockedUntil} is not null and ${t.lockedUntil} > ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: limit <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${t.windowStartedAt} end`,
        lockedUntil: sql`case when ${stillLocked} then ${t.lockedUntil}
          when ${nextFailures} >= ${limit} then ${lockUntil.toISOString()}::timestamptz
          else null end`,
      },
    })
    .returning();
  const lockedFor = retryAfterSeconds(row!.lockedUntil, now);
  const newlyLocked = lockedFor > 0 && Math.abs(row!.lockedUntil!.getTime() - lockUntil.getTime()) < 1000;
  return { lockedFor, newlyLocked };
}

/** A successful sign-in clears the account's counter (the address counter stays). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
}
