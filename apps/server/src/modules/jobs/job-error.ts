const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * What a failed job keeps of its error: a short message, never parameters. A database error keeps
 * only its SQLSTATE (its message may quote values); any other error its first line, cut to 200.
 */
export function jobErrorMessage(error: unknown): string {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const record = e as Record<string, unknown>;
    if (typeof record.code === 'string' && SQLSTATE.test(record.code) && 'severity' in record)
      return `database error ${record.code}`;
  }
  if (error && typeof error === 'object' && 'params' in error) return 'database error';
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.split('\n', 1)[0]!.slice(0, 200);
}
