/**
 * What a failed request logs of its error. A database error never carries its parameters or the
 * values PostgreSQL quotes back (e-mails, phone numbers, password hashes): drizzle's query error
 * puts the parameters in `params` and in its message and stack, and a PostgreSQL error may quote
 * values in its message and `detail`. It is logged as its SQLSTATE, where it happened and the
 * parametrised SQL text only.
 */
type DatabaseFailure = { code: string; constraint?: string; table?: string; column?: string; routine?: string };

const SQLSTATE = /^[0-9A-Z]{5}$/;

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** drizzle's DrizzleQueryError: the failed statement with its parameters. */
function isQueryError(e: Record<string, unknown>): boolean {
  return typeof e.query === 'string' && 'params' in e;
}

/** A PostgreSQL error (node-postgres or PGlite): an SQLSTATE code and a severity. */
function isPostgresError(e: Record<string, unknown>): boolean {
  return typeof e.code === 'string' && SQLSTATE.test(e.code) && 'severity' in e;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The error and its causes, nearest first (at most a few levels). */
function chain(error: unknown): Record<string, unknown>[] {
  const links: Record<string, unknown>[] = [];
  for (let e = asRecord(error); e && links.length < 5; e = asRecord(e.cause)) links.push(e);
  return links;
}

export function loggableError(error: Error): Error | Record<string, unknown> {
  const links = chain(error);
  const query = links.find(isQueryError);
  const postgres = links.find(isPostgresError);
  if (!query && !postgres) return error;
  const failure: DatabaseFailure = {
    code: text(postgres?.code) ?? 'unknown',
    constraint: text(postgres?.constraint),
    table: text(postgres?.table),
    column: text(postgres?.column),
    routine: text(postgres?.routine),
  };
  return {
    type: 'DatabaseError',
    message: `A database query failed (SQLSTATE ${failure.code})`,
    ...failure,
    // The statement's text holds $1, $2 placeholders, never the values.
    query: text(query?.query)?.slice(0, 2000),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

/** The SQLSTATE of a database error anywhere in an error's causes, if there is one. */
export function sqlStateOf(error: unknown): string | undefined {
  return text(chain(error).find(isPostgresError)?.code);
}
