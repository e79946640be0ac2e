import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Db } from '@server/db/client.ts';
import { cookieSecure } from '@server/lib/secure-cookies.ts';
import { knownDevices } from './schema/users.ts';
import { hashToken, newToken } from './tokens.ts';

/** The browser's device token: httpOnly, sent only to the auth API, kept a year. */
export const DEVICE_COOKIE = 'escazo_device';
const DEVICE_DAYS = 365;
/** A device unused this long is forgotten (its cookie has expired too). */
export const DEVICE_MS = DEVICE_DAYS * 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const deviceCookieOptions = (request: FastifyRequest): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/api/auth',
  secure: cookieSecure(request),
  maxAge: DEVICE_DAYS * 24 * 60 * 60,
});

/** The device token the browser sent, when it has the shape of one. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[DEVICE_COOKIE];
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/**
 * After a successful sign-in: the browser's device token (its own, or a new one) is recorded for
 * the account in one upsert and the cookie is (re)set for another year.
 */
export async function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  userId: string,
  now: Date,
): Promise<void> {
  const token = deviceTokenOf(request) ?? newToken();
  await db
    .insert(knownDevices)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [knownDevices.tokenHash, knownDevices.userId],
      set: { lastUsedAt: sql`excluded.last_used_at` },
    });
  reply.setCookie(DEVICE_COOKIE, token, deviceCookieOptions(request));
}

/**
 * The id the throttle keys a known device by (a prefix of its hash), when the token was recorded
 * for this account by a sign-in within the last year; undefined otherwise.
 */
export async function knownDeviceId(
  db: Db,
  token: string | undefined,
  userId: string | undefined,
  now: Date,
): Promise<string | undefined> {
  if (!token || !userId) return undefined;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.tokenHash, tokenHash),
        eq(knownDevices.userId, userId),
        gt(knownDevices.lastUsedAt, new Date(now.getTime() - DEVICE_MS)),
      ),
    );
  return row ? tokenHash.slice(0, 16) : undefined;
}
