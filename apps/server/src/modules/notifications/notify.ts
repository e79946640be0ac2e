import type { FastifyBaseLogger } from 'fastify';
import { notificationInputSchema, type NotificationKind } from '@escazo/contracts/notifications';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import { emailLinkOrigin, sendMail, type MailAttachment } from '../mail/public.ts';
import { DEFAULT_EMAIL_SETTINGS, wantsEmail } from './email-setting.ts';
import { findRecipient, insertNotification, type NotificationRow } from './repository.ts';

export type NotifyInput = {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the app (e.g. the booking's page); e-mails make it absolute. */
  link?: string | null;
  /** The same key for the same user keeps one notification (and one e-mail). */
  dedupeKey?: string;
  /**
   * The e-mail's own subject and text instead of the notification's title and body; `false` keeps
   * the notification in the app only (another e-mail already tells the same event).
   */
  email?: false | { subject?: string; text?: string; html?: string; attachments?: readonly MailAttachment[] };
};

export type NotifyOptions = { config: Config; log?: FastifyBaseLogger; now: Date };
export type NotifyResult = { notification: NotificationRow | null; emailed: boolean };

/**
 * Writes a notification for a real event and, unless `email` is `false`, e-mails it when the
 * user's notification settings allow it (`wantsEmail`). A repeated `dedupeKey` writes and sends
 * nothing (`notification: null`). Pass a transaction as `db` to notify together with the event.
 */
export async function notify(db: Db, input: NotifyInput, { config, log, now }: NotifyOptions): Promise<NotifyResult> {
  const valid = notificationInputSchema.parse(input);
  const row = await insertNotification(db, {
    userId: input.userId,
    kind: valid.kind,
    title: valid.title,
    body: valid.body,
    link: valid.link ?? null,
    dedupeKey: input.dedupeKey ?? null,
    createdAt: now,
  });
  if (!row) return { notification: null, emailed: false };
  if (input.email === false) return { notification: row, emailed: false };

  const recipient = await findRecipient(db, input.userId);
  if (!recipient) return { notification: row, emailed: false };
  const settings = {
    notifyEmail: recipient.notifyEmail ?? DEFAULT_EMAIL_SETTINGS.notifyEmail,
    notifyBookingUpdates: recipient.notifyBookingUpdates ?? DEFAULT_EMAIL_SETTINGS.notifyBookingUpdates,
    priceDropAlerts: recipient.priceDropAlerts ?? DEFAULT_EMAIL_SETTINGS.priceDropAlerts,
    travelAlerts: recipient.travelAlerts ?? DEFAULT_EMAIL_SETTINGS.travelAlerts,
  };
  if (!wantsEmail(valid.kind, settings)) return { notification: row, emailed: false };

  const link = row.link ? `\n\n${emailLinkOrigin(config)}${row.link}` : '';
  const email = input.email ?? {};
  await sendMail(
    db,
    config,
    {
      to: recipient.email,
      subject: email.subject ?? row.title,
      text: email.text ?? `${row.body}${link}`,
      ...(email.html ? { html: email.html } : {}),
      ...(email.attachments ? { attachments: email.attachments } : {}),
      kind: `notification:${row.kind}`,
    },
    now,
    log,
  );
  return { notification: row, emailed: true };
}
