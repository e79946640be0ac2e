import { inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { sessions } from './schema/users.ts';

/**
 * The channel on which the database announces every ended session: a trigger on `sessions`
 * (migration 0015) notifies each deleted row's public id, delivered when the deleting transaction
 * commits. Sign-out, revocation, a ban, a password change, expiry and account deletion all end a
 * session by deleting its row, so every one of them is heard, by every server instance.
 */
export const SESSION_ENDS_CHANNEL = 'session_ends';

/** Which of these sessions (public ids) still exist: after a listener missed notifications. */
export async function existingSessionIds(db: Db, publicIds: string[]): Promise<Set<string>> {
  if (publicIds.length === 0) return new Set();
  const rows = await db.select({ id: sessions.publicId }).from(sessions).where(inArray(sessions.publicId, publicIds));
  return new Set(rows.map((r) => r.id));
}
