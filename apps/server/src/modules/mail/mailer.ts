import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mailMessages } from '../../db/schema.ts';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string; kind: string };
export type MailRow = typeof mailMessages.$inferSelect;

const transports = new Map<string, Transporter>();
function transportFor(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) transports.set(smtpUrl, (t = nodemailer.createTransport(smtpUrl)));
  return t;
}

/**
 * Keeps every message in mail_messages; with SMTP_URL also sends it and sets sent_at.
 * A failed SMTP send is logged, not thrown: callers (e.g. password reset) must answer the same
 * way whatever happens to the e-mail.
 */
export async function sendMail(
  db: Db,
  config: Config,
  mail: OutgoingMail,
  log?: FastifyBaseLogger,
): Promise<MailRow> {
  const [row] = await db
    .insert(mailMessages)
    .values({ to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html ?? null, kind: mail.kind })
    .returning();
  if (!config.mail.smtpUrl) return row!;
  try {
    await transportFor(config.mail.smtpUrl).sendMail({
      from: config.mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
    const [sent] = await db
      .update(mailMessages)
      .set({ sentAt: new Date() })
      .where(eq(mailMessages.id, row!.id))
      .returning();
    return sent!;
  } catch (err) {
    log?.error({ err, mailId: row!.id, kind: mail.kind }, 'sending e-mail failed');
    return row!;
  }
}
