import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { SecurityEventFilters } from '@escazo/contracts/admin';
import { addDays, instantOfDayNumber, toDayNumber } from '@escazo/contracts/dates';
import type { Db } from '@server/db/client.ts';
import { actionSql, authEventsView, riskSql } from '../../audit/public.ts';
import { accountsView } from '../../auth/public.ts';
import type { SecurityCursor } from './cursor.ts';

export type SecurityEventRow = {
  id: number;
  userId: string | null;
  email: string | null;
  userName: string | null;
  type: string;
  outcome: string;
  ipAddress: string | null;
  userAgent: string | null;
  details: unknown;
  createdAt: Date;
  /** created_at with microseconds, for the next page's cursor. */
  cursorAt: string;
};

const startOfDay = (day: string) => new Date(instantOfDayNumber(toDayNumber(day)));

type AuthEvents = ReturnType<typeof authEventsView>;

function filterConditions(authEvents: AuthEvents, filters: SecurityEventFilters): SQL[] {
  const conditions: SQL[] = [];
  const action = actionSql(authEvents);
  if (filters.risk) conditions.push(sql`${riskSql(action)} = ${filters.risk}::text`);
  if (filters.action) conditions.push(sql`${action} = ${filters.action}::text`);
  if (filters.userId) conditions.push(eq(authEvents.userId, filters.userId));
  if (filters.from) conditions.push(gte(authEvents.createdAt, startOfDay(filters.from)));
  if (filters.to) conditions.push(lt(authEvents.createdAt, startOfDay(addDays(filters.to, 1))));
  return conditions;
}

/** Newest first (timestamp, then id), after the cursor when given; at most `limit` rows. */
export async function listSecurityEvents(
  db: Db,
  filters: SecurityEventFilters,
  page: { before?: SecurityCursor; limit: number },
): Promise<SecurityEventRow[]> {
  const authEvents = authEventsView(db);
  const users = accountsView(db);
  const conditions = filterConditions(authEvents, filters);
  if (page.before)
    conditions.push(
      sql`(${authEvents.createdAt}, ${authEvents.id}) < (${page.before.at}::timestamptz, ${page.before.id}::bigint)`,
    );
  return db
    .select({
      id: authEvents.id,
      userId: authEvents.userId,
      email: sql<string | null>`coalesce(${authEvents.email}, ${users.email})`,
      userName: users.name,
      type: authEvents.type,
      outcome: authEvents.outcome,
      ipAddress: authEvents.ipAddress,
      userAgent: authEvents.userAgent,
      details: authEvents.details,
      createdAt: authEvents.createdAt,
      cursorAt: sql<string>`to_char(${authEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(authEvents)
    .leftJoin(users, eq(users.id, authEvents.userId))
    .where(and(...conditions))
    .orderBy(desc(authEvents.createdAt), desc(authEvents.id))
    .limit(page.limit);
}
