import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Outgoing e-mail. Sent over SMTP when configured; always kept, readable at /dev/mailbox outside production. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    /** The attachments' names, types and sizes (the bytes go to SMTP only). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number }[]>()
      .notNull()
      .default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_messages_to_idx').on(t.to, t.createdAt)],
);

/**
 * E-mails of one limited kind sent to one recipient within the current window: every limited
 * send claims a place here first, in one conditional upsert, whatever client asked for it.
 */
export const mailSendCounts = pgTable(
  'mail_send_counts',
  {
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipient, t.kind] })],
);
