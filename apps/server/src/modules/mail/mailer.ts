import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import { claimMailSend } from './limits.ts';
import { mailMessages } from './schema.ts';

/** A file sent with an e-mail: the bytes go to SMTP; the message keeps its name, type and size. */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  attachments?: readonly MailAttachment[];
};
export type MailRow = typeof mailMessages.$inferSelect;

const transports = new Map<string, Transporter>();
function transportFor(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) transports.set(smtpUrl, (t = nodemailer.createTransport(smtpUrl)));
  return t;
}

/**
 * Stores the mail, sends it, and marks it sent at `now` (the app clock's). A kind limited per
 * recipient (limits.ts) first claims its place; past the limit nothing is stored or sent and the
 * answer is null. A failed SMTP send is logged, not thrown: callers (e.g. password reset) must
 * answer the same way whatever happens to the e-mail.
 */
export async function sendMail(
  db: Db,
  config: Config,
  mail: OutgoingMail,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<MailRow | null> {
  if (!(await claimMailSend(db, mail.to, mail.kind, now))) {
    log?.warn({ kind: mail.kind }, 'e-mail withheld: the recipient has had its share of this kind');
    return null;
  }
  return sendClaimedMail(db, config, mail, now, log);
}

/**
 * For a caller that claimed the send itself (claimMailSend) in order to decide what to write
 * before it: stores and sends with no second claim.
 */
export async function sendClaimedMail(
  db: Db,
  config: Config,
  mail: OutgoingMail,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<MailRow> {
  const attachments = mail.attachments ?? [];
  const [row] = await db
    .insert(mailMessages)
    .values({
      to: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      kind: mail.kind,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.content.byteLength,
      })),
    })
    .returning();
  if (!config.mail.smtpUrl) return row!;
  try {
    await transportFor(config.mail.smtpUrl).sendMail({
      from: config.mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(attachments.length
        ? {
            attachments: attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.content),
            })),
          }
        : {}),
    });
    const [sent] = await db.update(mailMessages).set({ sentAt: now }).where(eq(mailMessages.id, row!.id)).returning();
    return sent!;
  } catch (err) {
    log?.error({ err, mailId: row!.id, kind: mail.kind }, 'sending e-mail failed');
    return row!;
  }
}
