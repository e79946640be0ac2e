import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { countPerDay } from '@server/lib/count-per-day.ts';
import { failedSignInSql } from './action-sql.ts';
import { authEvents } from './schema.ts';

/** A read-only view of every audit row, to join the staff security log on. */
export function authEventsView(db: Db) {
  return db.select().from(authEvents).as('auth_event');
}

/** The account's events, newest first (at most `limit`). */
export function listUserAuthEvents(db: Db, userId: string, limit?: number) {
  const query = db
    .select()
    .from(authEvents)
    .where(eq(authEvents.userId, userId))
    .orderBy(desc(authEvents.createdAt), desc(authEvents.id));
  return limit === undefined ? query : query.limit(limit);
}

/** Failed sign-in attempts in (since, until]. */
export async function countFailedSignIns(db: Db, since: Date, until: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authEvents)
    .where(and(gt(authEvents.createdAt, since), sql`${authEvents.createdAt} <= ${until}`, failedSignInSql()));
  return row!.n;
}

/** Failed sign-in attempts per UTC day in [from, to). */
export function failedSignInsPerDay(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  return countPerDay(db, authEvents, authEvents.createdAt, from, to, failedSignInSql());
}
