import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { notifications } from './schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Inserts a notification; a dedupe key the user already has keeps the first one and returns null. */
export async function insertNotification(db: Db, values: NewNotification): Promise<NotificationRow | null> {
  const [row] = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
  return row ?? null;
}

export function listNotifications(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's own notifications read (an earlier read time is kept). */
export async function markRead(db: Db, userId: string, id: string, at: Date): Promise<NotificationRow | undefined> {
  const own = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const [updated] = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(own, isNull(notifications.readAt)))
    .returning();
  if (updated) return updated;
  const [existing] = await db.select().from(notifications).where(own);
  return existing;
}

export async function markAllRead(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export { findRecipient } from '../auth/public.ts';
