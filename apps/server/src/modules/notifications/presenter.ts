import type { Notification, NotificationKind } from '@escazo/contracts/notifications';
import type { NotificationRow } from './repository.ts';

export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});
