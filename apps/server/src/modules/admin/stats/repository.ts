import { and, count, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { authEvents, bookings, sessions, users } from '../../../db/schema.ts';
import { failedSignInSql } from '../security/action-sql.ts';

const HOUR_MS = 60 * 60 * 1000;

export type OverviewCounts = {
  activeSessions: number;
  failedSignIns24h: number;
  usersTotal: number;
  bookingsTotal: number;
};

export async function overviewCounts(db: Db, now: Date): Promise<OverviewCounts> {
  const since = new Date(now.getTime() - 24 * HOUR_MS);
  const [[active], [failed], [usersTotal], [bookingsTotal]] = await Promise.all([
    db.select({ n: count() }).from(sessions).where(gt(sessions.expiresAt, now)),
    db
      .select({ n: count() })
      .from(authEvents)
      .where(and(gt(authEvents.createdAt, since), sql`${authEvents.createdAt} <= ${now}`, failedSignInSql())),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(bookings),
  ]);
  return {
    activeSessions: active!.n,
    failedSignIns24h: failed!.n,
    usersTotal: usersTotal!.n,
    bookingsTotal: bookingsTotal!.n,
  };
}

/** Count per UTC day ('YYYY-MM-DD') of the rows created in [from, to). */
async function perDay(
  db: Db,
  table: PgTable,
  createdAt: AnyPgColumn,
  from: Date,
  to: Date,
  extra?: SQL,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(table)
    .where(and(gte(createdAt, from), lt(createdAt, to), extra))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

export async function dailyCounts(db: Db, from: Date, to: Date) {
  const [signUps, bookingsMade, failedSignIns] = await Promise.all([
    perDay(db, users, users.createdAt, from, to),
    perDay(db, bookings, bookings.createdAt, from, to),
    perDay(db, authEvents, authEvents.createdAt, from, to, failedSignInSql()),
  ]);
  return { signUps, bookings: bookingsMade, failedSignIns };
}
