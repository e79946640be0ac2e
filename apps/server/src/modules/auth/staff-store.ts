import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { countPerDay } from '@server/lib/count-per-day.ts';
import { userProfiles } from './schema/profiles.ts';
import { sessions, users } from './schema/users.ts';

// What the staff screens read and change of accounts and their sessions.

/** A read-only view of every account's listing columns, to join a listing on (under `name` in the query). */
export function accountsView(db: Db, name = 'account') {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      bannedAt: users.bannedAt,
      banReason: users.banReason,
      membershipTier: users.membershipTier,
    })
    .from(users)
    .as(name);
}

/** A read-only view of every profile's name and phone, to join a listing on. */
export function profileContactsView(db: Db) {
  return db
    .select({
      userId: userProfiles.userId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      phone: userProfiles.phone,
      location: userProfiles.location,
    })
    .from(userProfiles)
    .as('profile_contact');
}

export async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row!.n;
}

/** Sessions whose expiry is after `now`. */
export async function countUnexpiredSessions(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sessions).where(gt(sessions.expiresAt, now));
  return row!.n;
}

/** Sign-ups per UTC day in [from, to). */
export function signUpsPerDay(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  return countPerDay(db, users, users.createdAt, from, to);
}

export async function updateUserName(db: Db, userId: string, name: string, now: Date): Promise<void> {
  await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
}

/** Banned with the reason, and every session of the user ends; in the caller's transaction. */
export async function banUser(db: Db, userId: string, reason: string, now: Date): Promise<number> {
  await db
    .update(users)
    .set({ status: 'banned', bannedAt: now, banReason: reason, updatedAt: now })
    .where(eq(users.id, userId));
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.publicId });
  return ended.length;
}

export async function unbanUser(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ status: 'active', bannedAt: null, banReason: null, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.status, 'banned')))
    .returning({ id: users.id });
  return rows.length > 0;
}
