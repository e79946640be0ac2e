import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingTypes } from '@escazo/contracts/bookings';
import { priceBreakdown, taxRules } from './pricing.ts';

describe('priceBreakdown', () => {
  it('adds the percentage and the service fee of the product', () => {
    expect(priceBreakdown('flight', 10_000, 'USD')).toEqual({
      base: 10_000,
      taxesAndFees: 1_200 + 500,
      total: 11_700,
      currency: 'USD',
    });
    expect(priceBreakdown('hotel', 25_050, 'USD')).toEqual({
      base: 25_050,
      taxesAndFees: 3_507,
      total: 28_557,
      currency: 'USD',
    });
    expect(priceBreakdown('cruise', 0, 'USD').total).toBe(taxRules.cruise.serviceFee);
  });

  it('refuses a negative or fractional base', () => {
    expect(() => priceBreakdown('car', -1, 'USD')).toThrow(RangeError);
    expect(() => priceBreakdown('car', 10.5, 'USD')).toThrow(RangeError);
  });

  it('base + taxes and fees = total, all integers, for any base and product', () => {
    fc.assert(
      fc.property(fc.constantFrom(...bookingTypes), fc.integer({ min: 0, max: 100_000_000 }), (type, base) => {
        const price = priceBreakdown(type, base, 'USD');
        expect(price.base + price.taxesAndFees).toBe(price.total);
        expect(Number.isInteger(price.taxesAndFees)).toBe(true);
        expect(price.taxesAndFees).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
