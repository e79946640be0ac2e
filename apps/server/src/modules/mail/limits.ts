import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { mailSendCounts } from './schema.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** At most `max` e-mails of a kind to one recipient per `windowMs` (the window starts at the first). */
export type MailLimit = { max: number; windowMs: number };

/**
 * The kinds anyone can make the server send to an address they type: each is limited per
 * recipient, whoever asks and from wherever. Other kinds (bookings, notifications) follow the
 * recipient's own actions and are not limited.
 */
export const MAIL_LIMITS: Readonly<Record<string, MailLimit>> = {
  'password-reset': { max: 3, windowMs: HOUR },
  'two-factor-code': { max: 5, windowMs: 15 * MINUTE },
  'newsletter-confirm': { max: 3, windowMs: 24 * HOUR },
  'sign-up-confirm': { max: 3, windowMs: HOUR },
  'sign-up-existing': { max: 3, windowMs: 24 * HOUR },
};

export const mailLimitFor = (kind: string): MailLimit | undefined => MAIL_LIMITS[kind];

/**
 * Claims one send of a limited kind to a recipient, in one statement: a new or expired window
 * starts at 1; otherwise the count goes up only while it is under the limit. False: the limit holds.
 */
export async function claimMailSend(db: Db, recipient: string, kind: string, now: Date): Promise<boolean> {
  const limit = mailLimitFor(kind);
  if (!limit) return true;
  const t = mailSendCounts;
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${t.windowStartedAt} <= ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  const rows = await db
    .insert(t)
    .values({ recipient: recipient.toLowerCase(), kind, windowStartedAt: now, sent: 1 })
    .onConflictDoUpdate({
      target: [t.recipient, t.kind],
      set: {
        sent: sql`case when ${expired} then 1 else ${t.sent} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${at} else ${t.windowStartedAt} end`,
      },
      setWhere: sql`${expired} or ${t.sent} < ${limit.max}`,
    })
    .returning({ sent: t.sent });
  return rows.length > 0;
}

/** When the next e-mail of a limited kind may go to the recipient: now when it may go now. */
export async function nextMailSendAt(db: Db, recipient: string, kind: string, now: Date): Promise<Date> {
  const limit = mailLimitFor(kind);
  if (!limit) return now;
  const [row] = await db
    .select()
    .from(mailSendCounts)
    .where(and(eq(mailSendCounts.recipient, recipient.toLowerCase()), eq(mailSendCounts.kind, kind)));
  if (!row || row.sent < limit.max) return now;
  const reopens = new Date(row.windowStartedAt.getTime() + limit.windowMs);
  return reopens > now ? reopens : now;
}
