import { lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.ts';
import { handleDaily, scheduleDaily } from '../jobs/public.ts';
import { MAIL_LIMITS } from './limits.ts';
import { mailSendCounts } from './schema.ts';

export const MAIL_CLEANUP_JOB = 'mail.cleanup';
const DAILY_HOUR_UTC = 3.5;
/** A count older than the longest limit's window starts again at 1 when used, so it can go. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(MAIL_LIMITS).map((l) => l.windowMs));

/** Deletes the per-recipient send counts whose window has ended; returns how many went. */
export async function deleteEndedMailWindows(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(mailSendCounts)
    .where(lte(mailSendCounts.windowStartedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)))
    .returning({ recipient: mailSendCounts.recipient });
  return rows.length;
}

/** The next daily run, unless already pending (server.ts schedules the first). */
export function scheduleMailCleanup(db: Db, now: Date): Promise<void> {
  return scheduleDaily(db, MAIL_CLEANUP_JOB, DAILY_HOUR_UTC, now);
}

export function registerMailCleanup(app: FastifyInstance): void {
  handleDaily(app, MAIL_CLEANUP_JOB, DAILY_HOUR_UTC, ({ db, now }) => deleteEndedMailWindows(db, now));
}
