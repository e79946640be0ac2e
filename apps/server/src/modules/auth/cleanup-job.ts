import { and, isNotNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.ts';
import { handleDaily, scheduleDaily } from '../jobs/public.ts';
import { DEVICE_MS } from './known-devices.ts';
import { knownDevices, passwordResetTokens, sessions, signUpRequests } from './schema/users.ts';
import { deleteSpentThrottles } from './throttle.ts';

export const AUTH_CLEANUP_JOB = 'auth.cleanup';
/** The daily run's hour (UTC), beside the other housekeeping at 03:00. */
const DAILY_HOUR_UTC = 3.25;
const DAY_MS = 24 * 3_600_000;
/**
 * Used or expired reset links and sign-up links are kept a week after they end, so opening an old
 * link still says it was used or has expired rather than that it never existed.
 */
export const ENDED_LINK_KEEP_MS = 7 * DAY_MS;

export type AuthCleanup = {
  sessions: number;
  resetLinks: number;
  signUpLinks: number;
  knownDevices: number;
  throttles: number;
};

/** Deletes what sign-in no longer needs: ended sessions, old links, forgotten devices, spent counters. */
export async function cleanUpAuth(db: Db, now: Date): Promise<AuthCleanup> {
  const linksEndedBy = new Date(now.getTime() - ENDED_LINK_KEEP_MS);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    sessions: await count(db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.idHash })),
    resetLinks: await count(
      db
        .delete(passwordResetTokens)
        .where(
          or(
            lte(passwordResetTokens.expiresAt, linksEndedBy),
            and(isNotNull(passwordResetTokens.usedAt), lte(passwordResetTokens.usedAt, linksEndedBy)),
          ),
        )
        .returning({ id: passwordResetTokens.tokenHash }),
    ),
    signUpLinks: await count(
      db
        .delete(signUpRequests)
        .where(lte(signUpRequests.expiresAt, linksEndedBy))
        .returning({ id: signUpRequests.tokenHash }),
    ),
    knownDevices: await count(
      db
        .delete(knownDevices)
        .where(lte(knownDevices.lastUsedAt, new Date(now.getTime() - DEVICE_MS)))
        .returning({ id: knownDevices.tokenHash }),
    ),
    throttles: await deleteSpentThrottles(db, now),
  };
}

/** The next daily run, unless already pending (server.ts schedules the first). */
export function scheduleAuthCleanup(db: Db, now: Date): Promise<void> {
  return scheduleDaily(db, AUTH_CLEANUP_JOB, DAILY_HOUR_UTC, now);
}

export function registerAuthCleanup(app: FastifyInstance): void {
  handleDaily(app, AUTH_CLEANUP_JOB, DAILY_HOUR_UTC, ({ db, now }) => cleanUpAuth(db, now));
}
