/**
 * The Security log's keyset cursor: the last event's timestamp (microseconds, as PostgreSQL keeps
 * it, so no event of the same millisecond is skipped) and id, written `<iso>_<id>`.
 */
export type SecurityCursor = { at: string; id: number };

export const formatCursor = (cursor: SecurityCursor) => `${cursor.at}_${cursor.id}`;

/** The query schema has checked the shape already. */
export function parseCursor(text: string): SecurityCursor {
  const at = text.lastIndexOf('_');
  return { at: text.slice(0, at), id: Number(text.slice(at + 1)) };
}
