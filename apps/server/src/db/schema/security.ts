import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The audit trail of security events (sign-in, lockout, password change, reset, …). */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    type: text('type').notNull(),
    outcome: text('outcome').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_events_user_idx').on(t.userId, t.createdAt), index('auth_events_created_idx').on(t.createdAt)],
);

/** Failed sign-ins counted per key ("account:<email>" or "address:<ip>") within a window. */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

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
