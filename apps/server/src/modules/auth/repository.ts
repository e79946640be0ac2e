import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { passwordResetTokens, sessions, users } from './schema/users.ts';
import { userAvatars } from './schema/profiles.ts';

/**
 * avatarUpdatedAt: when the user uploaded an avatar (null: none); set by the lookups that join
 * user_avatars (by e-mail, by session), so presentUser can point to the uploaded image.
 */
export type UserRow = typeof users.$inferSelect & { avatarUpdatedAt?: Date | null };
export type SessionRow = typeof sessions.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(users), avatarUpdatedAt: userAvatars.updatedAt })
    .from(users)
    .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function setPassword(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function touchLastLogin(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSessionWithUser(db: Db, idHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users, avatarUpdatedAt: userAvatars.updatedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userAvatars, eq(userAvatars.userId, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return row && { session: row.session, user: { ...row.user, avatarUpdatedAt: row.avatarUpdatedAt } satisfies UserRow };
}

export async function slideSession(db: Db, idHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.delete(sessions).where(eq(sessions.idHash, idHash)).returning();
  return row;
}

export async function deleteAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function insertResetToken(db: Db, values: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** The user a reset token belongs to while it is unused and unexpired (read only: see consumeResetToken). */
export async function findLiveResetTokenOwner(db: Db, tokenHash: string, now: Date): Promise<UserRow | undefined> {
  const t = passwordResetTokens;
  const [row] = await db
    .select({ user: users })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(and(eq(t.tokenHash, tokenHash), isNull(t.usedAt), gt(t.expiresAt, now)))
    .limit(1);
  return row?.user;
}

/** Marks the token used in one statement, so two concurrent uses cannot both succeed. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const t = passwordResetTokens;
  const [row] = await db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.tokenHash, tokenHash), isNull(t.usedAt), gt(t.expiresAt, now)))
    .returning({ userId: t.userId });
  return row?.userId;
}

/** After a reset, every other outstanding link of the user stops working too. */
export async function retireResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  const t = passwordResetTokens;
  await db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.userId, userId), isNull(t.usedAt)));
}
