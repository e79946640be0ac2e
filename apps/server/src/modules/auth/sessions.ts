import type { CookieSerializeOptions } from '@fastify/cookie';
import { REMEMBER_ME_DAYS, SHORT_SESSION_HOURS } from '@escazo/contracts/auth';

export const SESSION_COOKIE = 'escazo_session';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A session unused this long is dead, whatever its expiry. */
export const IDLE_TIMEOUT_MS = { short: 2 * HOUR, remember: REMEMBER_ME_DAYS * DAY };
/** last_seen_at is written at most this often. */
export const SLIDE_INTERVAL_MS = 60 * 1000;

export function sessionExpiry(remember: boolean, now: Date): Date {
  return new Date(now.getTime() + (remember ? REMEMBER_ME_DAYS * DAY : SHORT_SESSION_HOURS * HOUR));
}

/** httpOnly, SameSite=Lax, Secure over HTTPS; remember-me: a 30-day cookie, else a browser-session cookie. */
export function sessionCookieOptions(remember: boolean, secure: boolean): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    ...(remember ? { maxAge: REMEMBER_ME_DAYS * 24 * 60 * 60 } : {}),
  };
}

export type SessionTimes = { remember: boolean; expiresAt: Date; lastSeenAt: Date };

export function isSessionAlive(s: SessionTimes, now: Date): boolean {
  if (s.expiresAt.getTime() <= now.getTime()) return false;
  const idle = s.remember ? IDLE_TIMEOUT_MS.remember : IDLE_TIMEOUT_MS.short;
  return now.getTime() - s.lastSeenAt.getTime() < idle;
}

export function shouldSlide(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SLIDE_INTERVAL_MS;
}
