import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@server/db/client.ts';
import { recordAuthEvent } from '../audit/public.ts';
import { clientInfo, type ClientInfo } from './client-info.ts';
import { rememberDevice } from './known-devices.ts';
import * as repo from './repository.ts';
import { sessionCookieOf, setSessionCookie, type NewSession } from './session-cookie.ts';
import { sessionExpiry } from './sessions.ts';
import { hashToken, newToken } from './tokens.ts';

function sessionValues(
  userId: string,
  token: string,
  remember: boolean,
  expiresAt: Date,
  now: Date,
  client: ClientInfo,
) {
  return {
    idHash: hashToken(token),
    userId,
    remember,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ipAddress: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  };
}

/** Writes a new session row for a user whose identity is proven; returns its token. */
export async function startSession(
  db: Db,
  userId: string,
  remember: boolean,
  client: ClientInfo,
  now: Date,
): Promise<NewSession> {
  const token = newToken();
  await repo.insertSession(db, sessionValues(userId, token, remember, sessionExpiry(remember, now), now, client));
  await repo.touchLastLogin(db, userId, now);
  return { token, remember };
}

/** Deletes the session behind a token, if any, and audits the sign-out. Idempotent. */
export async function endSession(db: Db, token: string | undefined, client: ClientInfo): Promise<void> {
  if (!token) return;
  const row = await repo.deleteSession(db, hashToken(token));
  if (row) await recordAuthEvent(db, { type: 'sign_out', outcome: 'success', userId: row.userId, ...client });
}

/**
 * Every sign-in path ends here (password, sign-up, two-factor, social): the session the browser
 * had before ends (a new id at every sign-in), a new row is written and its cookie set, and the
 * browser is recorded as a known device of the account (its own throttle from then on).
 */
export async function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  userId: string,
  remember: boolean,
): Promise<void> {
  const client = clientInfo(request);
  const now = request.server.clock.now();
  await endSession(db, sessionCookieOf(request), client);
  setSessionCookie(request, reply, await startSession(db, userId, remember, client, now));
  await rememberDevice(request, reply, db, userId, now);
}

/**
 * A new id for a session in use (after a password change): same user, remember flag and expiry,
 * and the old id stops working. The caller sets the returned cookie.
 */
export async function rotateSession(
  db: Db,
  current: repo.SessionRow,
  client: ClientInfo,
  now: Date,
): Promise<NewSession> {
  const token = newToken();
  await repo.insertSession(db, sessionValues(current.userId, token, current.remember, current.expiresAt, now, client));
  await repo.deleteSession(db, current.idHash);
  return { token, remember: current.remember };
}
