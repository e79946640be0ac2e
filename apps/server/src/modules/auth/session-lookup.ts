import type { Db } from '@server/db/client.ts';
import type { Clock } from '@server/lib/clock.ts';
import { deleteSession, findSessionWithUser, slideSession, type SessionRow, type UserRow } from './repository.ts';
import { isSessionAlive, shouldSlide } from './sessions.ts';

export type LiveSession = { session: SessionRow; user: UserRow };

/**
 * The live session behind a token's hash, or null: a session that is expired, idle too long or whose
 * account is not active (a banned account's sessions count as none) is deleted and is none.
 * last_seen_at slides at most once a minute. `read` is called as soon as the row has been read.
 */
async function resolveSession(db: Db, clock: Clock, idHash: string, read: () => void): Promise<LiveSession | null> {
  const found = await findSessionWithUser(db, idHash);
  read();
  const now = clock.now();
  if (!found || !isSessionAlive(found.session, now) || found.user.status !== 'active') {
    if (found) await deleteSession(db, idHash);
    return null;
  }
  if (shouldSlide(found.session.lastSeenAt, now)) {
    await slideSession(db, idHash, now);
    found.session.lastSeenAt = now;
  }
  return found;
}

/**
 * Resolves sessions by token hash. Requests of one token that arrive while its row is being read
 * (a page's parallel calls, a crowd of buyers) share that read instead of each queueing their own.
 * The read was still under way when they arrived: on the embedded database it runs after them in
 * its queue; on PostgreSQL it can have begun at most its own duration before them. Once the row is
 * read, the next request reads again (a sign-out or ban is seen from then on) and nothing is kept.
 * Each caller gets its own copies of the rows.
 */
export function sessionResolver(db: Db, clock: Clock): (idHash: string) => Promise<LiveSession | null> {
  const reading = new Map<string, Promise<LiveSession | null>>();
  return async (idHash) => {
    let lookup = reading.get(idHash);
    if (!lookup) {
      const forget = () => {
        if (reading.get(idHash) === lookup) reading.delete(idHash);
      };
      lookup = resolveSession(db, clock, idHash, forget);
      reading.set(idHash, lookup);
      lookup.catch(forget);
    }
    const live = await lookup;
    return live && { session: { ...live.session }, user: { ...live.user } };
  };
}
