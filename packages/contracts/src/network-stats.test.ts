import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundedDownCount } from './network-stats.ts';

describe('roundedDownCount', () => {
  it('keeps the two leading digits', () => {
    expect(roundedDownCount(321)).toBe(320);
    expect(roundedDownCount(3186)).toBe(3100);
    expect(roundedDownCount(7944)).toBe(7900);
    expect(roundedDownCount(400)).toBe(400);
    expect(roundedDownCount(1000)).toBe(1000);
    expect(roundedDownCount(99)).toBe(99);
    expect(roundedDownCount(0)).toBe(0);
  });

  it('never claims more than there is, and never less than 90 % of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        const shown = roundedDownCount(n);
        expect(shown).toBeLessThanOrEqual(n);
        expect(shown).toBeGreaterThanOrEqual(n * 0.9);
      }),
    );
  });
});
