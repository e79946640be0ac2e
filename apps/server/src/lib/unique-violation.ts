/** True when a database error is a unique-constraint violation (SQLSTATE 23505), on either driver. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505') return constraint ? e.constraint === constraint : true;
    current = e.cause;
  }
  return false;
}
