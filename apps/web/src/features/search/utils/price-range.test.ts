import { describe, expect, it } from 'vitest';
import { fullPriceRange, priceBoundsOf, priceRangeOf } from './price-range.ts';

describe('price slider and search bounds', () => {
  it('ends of the slider are no bounds', () => {
    expect(priceBoundsOf(fullPriceRange)).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(priceRangeOf({})).toEqual(fullPriceRange);
  });
  it('inner thumbs are bounds, and back', () => {
    expect(priceBoundsOf({ min: 40, max: 120 })).toEqual({ priceMin: 40, priceMax: 120 });
    expect(priceRangeOf({ priceMin: 40, priceMax: 120 })).toEqual({ min: 40, max: 120 });
  });
  it('bounds outside the slider are held at its ends', () => {
    expect(priceRangeOf({ priceMin: -5, priceMax: 2500 })).toEqual(fullPriceRange);
  });
});
