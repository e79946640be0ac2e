import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from './tokens.ts';
import { isSessionAlive, sessionCookieOptions, sessionExpiry, shouldSlide } from './sessions.ts';
import {
  ACCOUNT_POLICY,
  FIXED_LOCK_POLICY,
  LOCK_MS,
  PAIR_POLICY,
  accountKey,
  addressKey,
  delayAfter,
  lockoutMessage,
  retryAfterSeconds,
} from './throttle.ts';
import { avatarUrlFor } from './presenter.ts';

const at = (iso: string) => new Date(iso);
const HOUR = 3600_000;

describe('tokens', () => {
  it('are 256 random bits in base64url, different every time', () => {
    const a = newToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
  });

  it('are stored as their SHA-256 hex digest', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('session cookie and lifetime', () => {
  it('is httpOnly, SameSite=Lax, path=/ and a browser-session cookie without remember-me', () => {
    expect(sessionCookieOptions(false, false)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
  });

  it('lasts 30 days with remember-me and is Secure over HTTPS', () => {
    expect(sessionCookieOptions(true, true)).toMatchObject({ maxAge: 2_592_000, secure: true });
  });

  it('expires after 12 hours, or 30 days with remember-me', () => {
    const now = at('2026-01-01T00:00:00Z');
    expect(sessionExpiry(false, now).toISOString()).toBe('2026-01-01T12:00:00.000Z');
    expect(sessionExpiry(true, now).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });

  it('dies after 2 idle hours (short) or at expiry', () => {
    const start = at('2026-01-01T00:00:00Z');
    const s = { remember: false, expiresAt: sessionExpiry(false, start), lastSeenAt: start };
    expect(isSessionAlive(s, new Date(start.getTime() + 2 * HOUR - 1000))).toBe(true);
    expect(isSessionAlive(s, new Date(start.getTime() + 2 * HOUR))).toBe(false);
    const active = { ...s, lastSeenAt: new Date(start.getTime() + 11 * HOUR) };
    expect(isSessionAlive(active, new Date(start.getTime() + 12 * HOUR))).toBe(false);
    const remembered = { remember: true, expiresAt: sessionExpiry(true, start), lastSeenAt: start };
    expect(isSessionAlive(remembered, new Date(start.getTime() + 5 * 24 * HOUR))).toBe(true);
  });

  it('slides last_seen_at at most once a minute', () => {
    const t = at('2026-01-01T00:00:00Z');
    expect(shouldSlide(t, new Date(t.getTime() + 59_000))).toBe(false);
    expect(shouldSlide(t, new Date(t.getTime() + 60_000))).toBe(true);
  });
});

describe('throttle maths', () => {
  it('keys accounts case-insensitively and addresses by ip', () => {
    expect(accountKey('Ana@Example.COM')).toBe('account:ana@example.com');
    expect(addressKey('10.0.0.1')).toBe('address:10.0.0.1');
  });

  it('rounds Retry-After up to whole seconds and reports 0 when not locked', () => {
    const now = at('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds(null, now)).toBe(0);
    expect(retryAfterSeconds(new Date(now.getTime() + LOCK_MS), now)).toBe(900);
    expect(retryAfterSeconds(new Date(now.getTime() + 1500), now)).toBe(2);
    expect(retryAfterSeconds(new Date(now.getTime() - 1), now)).toBe(0);
  });

  it('waits nothing within the free allowance, then doubles the wait up to its cap', () => {
    const waits = [1, 4, 5, 6, 7, 8, 9, 10, 200].map((f) => delayAfter(PAIR_POLICY, f) / 1000);
    expect(waits).toEqual([0, 0, 60, 120, 240, 480, 900, 900, 900]);
    expect(delayAfter(ACCOUNT_POLICY, 9)).toBe(0);
    expect(delayAfter(ACCOUNT_POLICY, 10_000)).toBe(15 * 60 * 1000);
    expect(delayAfter(FIXED_LOCK_POLICY, 5)).toBe(LOCK_MS);
  });

  it('tells the wait in minutes', () => {
    expect(lockoutMessage(900)).toBe('Too many failed sign-in attempts. Please wait 15 minutes before trying again.');
    expect(lockoutMessage(30)).toBe('Too many failed sign-in attempts. Please wait 1 minute before trying again.');
  });
});

describe('avatar', () => {
  it('is a generated scene from our server, the same for any case of the e-mail', () => {
    expect(avatarUrlFor('A@b.co')).toMatch(/^\/media\/scenes\/avatar-[0-9a-f]{12}\.svg$/);
    expect(avatarUrlFor('A@b.co')).toBe(avatarUrlFor('a@B.CO'));
  });
});
