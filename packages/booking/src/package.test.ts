import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACKAGE_DISCOUNT_PERCENT, packageBase } from './package.ts';

describe('packageBase', () => {
  it('takes 10 % off the sum, the discount in whole dollars rounded half up', () => {
    expect(PACKAGE_DISCOUNT_PERCENT).toBe(10);
    expect(packageBase(40_000, 60_000)).toBe(90_000);
    expect(packageBase(12_345, 0)).toBe(12_345 - 1_200);
    expect(packageBase(12_500, 0)).toBe(12_500 - 1_300);
    expect(packageBase(12_499, 0)).toBe(12_499 - 1_200);
    expect(packageBase(0, 0)).toBe(0);
  });

  it('refuses a negative or fractional base', () => {
    expect(() => packageBase(-1, 100)).toThrow(RangeError);
    expect(() => packageBase(100, 10.5)).toThrow(RangeError);
  });

  it('is an integer, never negative, within half a dollar of 90 % of the sum and below the sum from $10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 0, max: 50_000_000 }), (flight, hotel) => {
        const sum = flight + hotel;
        const base = packageBase(flight, hotel);
        expect(Number.isSafeInteger(base)).toBe(true);
        expect(base).toBeGreaterThanOrEqual(0);
        expect(base).toBeLessThanOrEqual(sum);
        expect((sum - base) % 100).toBe(0);
        expect(Math.abs(sum - base - sum / 10)).toBeLessThanOrEqual(50);
        if (sum >= 1_000) expect(base).toBeLessThan(sum);
      }),
    );
  });
});
