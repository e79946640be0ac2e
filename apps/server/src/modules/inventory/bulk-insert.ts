import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Multi-row INSERTs as `INSERT … SELECT FROM unnest($1::t1[], $2::t2[], …)`: one bind parameter per
 * column whatever the number of rows. On PGlite this is about 2.5 times faster than a VALUES list
 * with a parameter per value (which also hits PGlite's parameter limit near 50,000), and it is one
 * code path for PGlite and PostgreSQL.
 */

/** A PostgreSQL array literal of text elements: `{"a","b \"c\""}`; null elements as NULL. */
export function pgTextArrayLiteral(values: readonly (string | null)[]): string {
  const items = values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`));
  return `{${items.join(',')}}`;
}

export type ColumnPlan = {
  /** The column's name in the database. */
  name: string;
  /** How the parameter array is typed: the column's type, or text for arrays and jsonb (cast back). */
  paramType: string;
  /** The column's own SQL type, when the text parameter is cast back to it. */
  castTo: string | null;
  values: unknown[];
};

/** One parameter array per column of `table`, from rows keyed by the table's property names. */
export function columnPlans(table: PgTable, rows: readonly Record<string, unknown>[]): ColumnPlan[] {
  return Object.entries(getTableColumns(table)).map(([key, column]) => {
    const type = column.getSQLType();
    const isArray = type.endsWith(']');
    const isJson = type === 'json' || type === 'jsonb';
    const encode = isArray
      ? (v: unknown) =>
          v == null ? null : pgTextArrayLiteral((v as unknown[]).map((x) => (x == null ? null : String(x))))
      : isJson
        ? (v: unknown) => (v == null ? null : JSON.stringify(v))
        : (v: unknown) => v ?? null;
    return {
      name: column.name,
      paramType: isArray || isJson ? 'text' : type,
      castTo: isArray || isJson ? type : null,
      values: rows.map((row) => encode(row[key])),
    };
  });
}

/** The INSERT statement for `rows` (all of them: chunk before calling). */
export function unnestInsert(table: PgTable, rows: readonly Record<string, unknown>[]): SQL {
  const plans = columnPlans(table, rows);
  const names = sql.raw(plans.map((p) => `"${p.name}"`).join(', '));
  const selected = sql.raw(plans.map((p, i) => (p.castTo ? `c${i}::${p.castTo}` : `c${i}`)).join(', '));
  const aliases = sql.raw(plans.map((_, i) => `c${i}`).join(', '));
  const arrays = sql.join(
    plans.map((p) => sql`${sql.param(p.values)}::${sql.raw(p.paramType)}[]`),
    sql.raw(', '),
  );
  return sql`insert into ${sql.identifier(getTableName(table))} (${names}) select ${selected} from unnest(${arrays}) as t(${aliases})`;
}
