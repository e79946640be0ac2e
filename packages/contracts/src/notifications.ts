import { z } from 'zod';
import { singleLineText, multiLineText } from './text.ts';

/**
 * The signed-in user's notifications (/notifications, the header bell): created by real events and
 * e-mailed per the account's notification settings. The API only ever reads or changes the
 * caller's own.
 */

export const NOTIFICATION_KINDS = [
  'booking_confirmed',
  'booking_cancelled',
  'booking_refunded',
  'hold_expiring',
  'trip_tomorrow',
  // A watched price fell; a booked trip's schedule changed.
  'price-drop',
  'schedule-change',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_BODY_MAX = 1000;
export const NOTIFICATION_LINK_MAX = 300;
/** GET /api/notifications answers the newest ones, at most this many. */
export const NOTIFICATIONS_LIST_MAX = 50;

/** A link inside the app: a path, never another origin. */
export const notificationLinkSchema = singleLineText()
  .max(NOTIFICATION_LINK_MAX, 'field.tooLong')
  .regex(/^\/(?!\/)/, 'field.invalid');

/** What a server event writes (the notifications service validates with it). */
export const notificationInputSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  title: singleLineText().min(1, 'field.invalid').max(NOTIFICATION_TITLE_MAX, 'field.tooLong'),
  body: multiLineText().min(1, 'field.invalid').max(NOTIFICATION_BODY_MAX, 'field.tooLong'),
  link: notificationLinkSchema.nullable().optional(),
});
export type NotificationInput = z.infer<typeof notificationInputSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first, with how many of all the user's notifications are unread. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
