import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { userAvatars, userPreferences, userProfiles } from './schema/profiles.ts';
import { sessions, users } from './schema/users.ts';
import type { SessionRow, UserRow } from './repository.ts';

// The account screens' reads and writes of the user, profile, avatar, preferences and sessions.
export type ProfileRow = typeof userProfiles.$inferSelect;
export type PreferencesRow = typeof userPreferences.$inferSelect;
export type ProfileValues = Partial<Omit<typeof userProfiles.$inferInsert, 'userId' | 'updatedAt'>>;
export type PreferencesValues = Partial<
  Omit<typeof userPreferences.$inferInsert, 'userId' | 'updatedAt' | 'travelUpdatedAt'>
>;

/** The travel preferences (the onboarding's questions): saving any of them stamps `travelUpdatedAt`. */
const travelKeys = ['travelStyle', 'budget', 'accommodation', 'transportation', 'interests', 'travelPace'] as const;

/** The user with avatarUpdatedAt (null without an uploaded avatar). */
export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users, avatarUpdatedAt: userAvatars.updatedAt })
    .from(users)
    .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row && { ...row.user, avatarUpdatedAt: row.avatarUpdatedAt };
}

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return row;
}

export async function upsertProfile(db: Db, userId: string, values: ProfileValues, now: Date): Promise<ProfileRow> {
  const [row] = await db
    .insert(userProfiles)
    .values({ ...values, userId, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}

export async function updateUser(
  db: Db,
  userId: string,
  values: { name?: string; onboardedAt?: Date },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function findAvatar(db: Db, userId: string) {
  const [row] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId)).limit(1);
  return row;
}

export async function upsertAvatar(
  db: Db,
  userId: string,
  contentType: string,
  bytes: Buffer,
  now: Date,
): Promise<void> {
  await db
    .insert(userAvatars)
    .values({ userId, contentType, bytes, updatedAt: now })
    .onConflictDoUpdate({ target: userAvatars.userId, set: { contentType, bytes, updatedAt: now } });
}

export async function deleteAvatar(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(userAvatars)
    .where(eq(userAvatars.userId, userId))
    .returning({ userId: userAvatars.userId });
  return rows.length > 0;
}

/** The row, created with the column defaults the first time it is needed. */
export async function ensurePreferences(db: Db, userId: string): Promise<PreferencesRow> {
  await db.insert(userPreferences).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return row!;
}

export async function upsertPreferences(
  db: Db,
  userId: string,
  values: PreferencesValues,
  now: Date,
): Promise<PreferencesRow> {
  const stamped = travelKeys.some((key) => values[key] !== undefined) ? { ...values, travelUpdatedAt: now } : values;
  const [row] = await db
    .insert(userPreferences)
    .values({ ...stamped, userId, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...stamped, updatedAt: now } })
    .returning();
  return row!;
}

/** Every session of the user, newest first by `order`; the caller filters out the expired and idle ones. */
export function listSessions(db: Db, userId: string, order: 'created' | 'lastSeen' = 'created'): Promise<SessionRow[]> {
  const column = order === 'created' ? sessions.createdAt : sessions.lastSeenAt;
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(column));
}

export async function findSessionByPublicId(db: Db, userId: string, publicId: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .limit(1);
  return row;
}

export async function deleteSessionByPublicId(db: Db, userId: string, publicId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ publicId: sessions.publicId });
  return rows.length > 0;
}

/** Ends every session of the user except the one whose hash is kept; answers how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepIdHash: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
    .returning({ publicId: sessions.publicId });
  return rows.length;
}

/** Everything the user owns goes with it (foreign keys cascade); audit rows keep the e-mail. */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * The travel preferences the recommendations read (interests, travel styles, budget; empty or null
 * when the user skipped or never answered), when they were last saved (null: never) and when the
 * account was created.
 */
export async function onboardingAnswers(
  db: Db,
  userId: string,
): Promise<{
  interests: string[];
  travelStyles: string[];
  budget: string | null;
  answeredAt: Date | null;
  accountCreatedAt: Date | null;
}> {
  const [row] = await db
    .select({
      interests: userPreferences.interests,
      travelStyles: userPreferences.travelStyle,
      budget: userPreferences.budget,
      answeredAt: userPreferences.travelUpdatedAt,
      accountCreatedAt: users.createdAt,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return {
    interests: row?.interests ?? [],
    travelStyles: row?.travelStyles ?? [],
    budget: row?.budget ?? null,
    answeredAt: row?.answeredAt ?? null,
    accountCreatedAt: row?.accountCreatedAt ?? null,
  };
}
