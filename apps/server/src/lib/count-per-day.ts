import { and, count, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client.ts';

/** Count per UTC day ('YYYY-MM-DD') of a table's rows created in [from, to), matching `extra` when given. */
export async function countPerDay(
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
