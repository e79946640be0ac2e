import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('follows same-origin paths', () => {
    expect(redirectTarget('/my-bookings')).toBe('/my-bookings');
    expect(redirectTarget('/search?to=Paris#top')).toBe('/search?to=Paris#top');
  });
  it('falls back to /dashboard for anything else', () => {
    for (const bad of [
      null,
      '',
      'dashboard',
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/.//evil.example',
      '/\t/evil.example',
    ]) {
      expect(redirectTarget(bad)).toBe('/dashboard');
    }
  });
});
