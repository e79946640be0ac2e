/** The rows a raw `db.execute` statement returned: node-postgres and PGlite's driver answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] } | null)?.rows ?? []);
}
