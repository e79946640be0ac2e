import { describe, expect, it } from 'vitest';
import { emailLinkOrigin } from './link-origin.ts';

const config = (host: string, port = 3000, publicUrl?: string) => ({ host, port, publicUrl });

describe('emailLinkOrigin', () => {
  it('is PUBLIC_URL when set', () => {
    expect(
      emailLinkOrigin(config('0.0.0.0', 3000, 'https://escazo.com'), {
        address: '0.0.0.0',
        family: 'IPv4',
        port: 8080,
      }),
    ).toBe('https://escazo.com');
  });

  it('is localhost for a wildcard host, with the port the server listens on', () => {
    expect(emailLinkOrigin(config('0.0.0.0'), { address: '0.0.0.0', family: 'IPv4', port: 41234 })).toBe(
      'http://localhost:41234',
    );
    expect(emailLinkOrigin(config('::'), { address: '::', family: 'IPv6', port: 3001 })).toBe('http://localhost:3001');
  });

  it('is the configured host otherwise (IPv6 in brackets), with the configured port before listening', () => {
    expect(emailLinkOrigin(config('127.0.0.1', 4321), null)).toBe('http://127.0.0.1:4321');
    expect(emailLinkOrigin(config('escazo.internal', 80))).toBe('http://escazo.internal:80');
    expect(emailLinkOrigin(config('::1', 3000))).toBe('http://[::1]:3000');
  });
});
