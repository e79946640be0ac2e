import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config.ts';
import { flowKey, openFlow, sealFlow, type OAuthFlow } from './flow-cookie.ts';
import { isLoopbackHttp } from './providers.ts';
import { safeReturnTo } from './return-to.ts';
import { placeholderEmail } from './service.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/bookings', '/bookings'],
    ['/bookings?tab=upcoming#top', '/bookings?tab=upcoming#top'],
    ['/a/../profile', '/profile'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    '',
    'bookings',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
  ])('falls back to /dashboard for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/dashboard');
  });
});

describe('sealed flow cookie', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const flow: OAuthFlow = {
    provider: 'google',
    state: 'state-1',
    nonce: 'nonce-1',
    verifier: 'verifier-1',
    redirectUri: 'https://escazo.com/api/auth/oauth/google/callback',
    returnTo: '/dashboard',
    remember: true,
    expiresAt: now.getTime() + 600_000,
  };
  const key = flowKey('a-secret-of-at-least-thirty-two-characters');

  it('opens what it sealed, and hides its content', () => {
    const sealed = sealFlow(key, flow);
    expect(sealed).not.toContain('verifier');
    expect(openFlow(key, sealed, now)).toEqual(flow);
  });

  it('refuses a tampered, foreign, expired or missing cookie', () => {
    const sealed = sealFlow(key, flow);
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(openFlow(key, flipped, now)).toBeNull();
    expect(openFlow(flowKey('another-secret-of-at-least-thirty-two-chars'), sealed, now)).toBeNull();
    expect(openFlow(key, sealed, new Date(flow.expiresAt))).toBeNull();
    expect(openFlow(key, undefined, now)).toBeNull();
    expect(openFlow(key, 'not-base64!', now)).toBeNull();
  });

  it('uses a random key per process when no secret is configured', () => {
    expect(flowKey(undefined).equals(flowKey(undefined))).toBe(false);
    expect(
      flowKey('same-secret-of-at-least-thirty-two-chars').equals(flowKey('same-secret-of-at-least-thirty-two-chars')),
    ).toBe(true);
  });
});

describe('configuration', () => {
  it('configures a provider only when both its client id and secret are set', () => {
    const none = loadConfig({ NODE_ENV: 'test' }).oauth;
    expect(none).toEqual({ google: undefined, facebook: undefined, x: undefined, stateSecret: undefined });
    const some = loadConfig({
      NODE_ENV: 'test',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      X_CLIENT_ID: 'only-id',
    }).oauth;
    expect(some.google).toEqual({ clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' });
    expect(some.x).toBeUndefined();
  });

  it('allows plain HTTP only on loopback', () => {
    expect(isLoopbackHttp('http://127.0.0.1:4000')).toBe(true);
    expect(isLoopbackHttp('http://localhost:4000/token')).toBe(true);
    expect(isLoopbackHttp('http://accounts.example.com')).toBe(false);
    expect(isLoopbackHttp('https://127.0.0.1')).toBe(false);
  });
});

describe('placeholderEmail', () => {
  it('is stable per identity, distinct across identities, and never deliverable', () => {
    expect(placeholderEmail('x', '42')).toBe(placeholderEmail('x', '42'));
    expect(placeholderEmail('x', '42')).not.toBe(placeholderEmail('x', '43'));
    expect(placeholderEmail('x', '42')).toMatch(/@users\.escazo\.invalid$/);
  });
});
