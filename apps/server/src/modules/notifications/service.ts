import { NOTIFICATIONS_LIST_MAX, type Notification, type NotificationList } from '@escazo/contracts/notifications';
import type { Db } from '@server/db/client.ts';
import { notFound } from '@server/lib/app-error.ts';
import { presentNotification } from './presenter.ts';
import * as repo from './repository.ts';

/** The user's newest notifications and how many of all of them are unread. */
export async function listForUser(db: Db, userId: string): Promise<NotificationList> {
  const [rows, unreadCount] = await Promise.all([
    repo.listNotifications(db, userId, NOTIFICATIONS_LIST_MAX),
    repo.countUnread(db, userId),
  ]);
  return { notifications: rows.map(presentNotification), unreadCount };
}

/** Another user's notification is not found, the same as one that does not exist. */
export async function markRead(db: Db, userId: string, id: string, at: Date): Promise<Notification> {
  const row = await repo.markRead(db, userId, id, at);
  if (!row) throw notFound('Notification');
  return presentNotification(row);
}

export async function markAllRead(db: Db, userId: string, at: Date): Promise<NotificationList> {
  await repo.markAllRead(db, userId, at);
  return listForUser(db, userId);
}
