/** True when a database error is a foreign-key violation (SQLSTATE 23503), on either driver. */
export function isForeignKeyViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; cause?: unknown };
    if (e.code === '23503') return true;
    current = e.cause;
  }
  return false;
}
