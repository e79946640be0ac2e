import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  DELETE_ACTION_PATTERN,
  FAILED_SIGN_IN_ACTIONS,
  HIGH_RISK_ACTIONS,
  NAMED_ACTIONS,
  OUTCOME_SUFFIXES,
} from '@escazo/contracts/admin';
import { authEvents } from './schema.ts';

/** The columns the action is computed from: the table's, or a view's of it. */
type EventColumns = { type: SQLWrapper; outcome: SQLWrapper };

/**
 * The Security log's action name and risk level computed in SQL, built from the same tables as
 * securityAction() and securityRiskLevel() in the contracts, so filters match what the list shows.
 */
export function actionSql({ type, outcome }: EventColumns = authEvents): SQL<string> {
  const named = NAMED_ACTIONS.map(
    (n) => sql`when ${type} = ${n.type} and ${outcome} = ${n.outcome} then ${n.action}::text`,
  );
  const suffixes = Object.entries(OUTCOME_SUFFIXES).map(([o, s]) => sql`when ${o} then ${s}::text`);
  const suffix = sql`(case ${outcome} ${sql.join(suffixes, sql` `)} else '_' || upper(${outcome}) end)`;
  return sql<string>`(case ${sql.join(named, sql` `)} else upper(${type}) || ${suffix} end)`;
}

export function riskSql(action: SQL<string> = actionSql()): SQL<string> {
  const high = sql.join(
    HIGH_RISK_ACTIONS.map((a) => sql`${a}::text`),
    sql`, `,
  );
  return sql<string>`(case when ${action} in (${high}) then 'high' when ${action} ~ ${DELETE_ACTION_PATTERN}::text then 'medium' else 'low' end)`;
}

/** Events that are failed sign-in attempts (FAILED_SIGN_IN_ACTIONS). */
export function failedSignInSql(columns: EventColumns = authEvents): SQL {
  const failed = sql.join(
    FAILED_SIGN_IN_ACTIONS.map((a) => sql`${a}::text`),
    sql`, `,
  );
  return sql`${actionSql(columns)} in (${failed})`;
}
