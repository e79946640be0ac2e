/** Page of a fully ordered list (1-based pages); shared by the lodging, car and cruise engines. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export function paginate<T>(ordered: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return { items: ordered.slice(start, start + pageSize), total: ordered.length, page, pageSize };
}

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
