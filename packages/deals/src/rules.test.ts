import fc from 'fast-check';
import { dealTypes, FEATURED_DEALS_MAX, type DealType } from '@escazo/contracts/deals';
import { describe, expect, it } from 'vitest';
import { median } from './baseline.ts';
import { discountPercentage, isDeal } from './discount.ts';
import { featuredIds, FEATURED_PER_TYPE } from './featured.ts';
import { DEAL_THRESHOLD_PERCENT } from './threshold.ts';

const amount = fc.integer({ min: 1, max: 50_000_000 });

describe('median', () => {
  it('is the middle price, or the mean of the two middle ones rounded half up', () => {
    expect(median([5])).toBe(5);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3); // (2 + 3) / 2 = 2.5 → 3
    expect(median([10, 20, 30, 40])).toBe(25);
    expect(() => median([])).toThrow(RangeError);
  });

  it('lies between the lowest and highest price and ignores their order', () => {
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 60 }), (values) => {
        const m = median(values);
        expect(Number.isInteger(m)).toBe(true);
        expect(m).toBeGreaterThanOrEqual(Math.min(...values));
        expect(m).toBeLessThanOrEqual(Math.max(...values));
        expect(median([...values].reverse())).toBe(m);
      }),
      { seed: 1201 },
    );
  });
});

describe('isDeal and discountPercentage', () => {
  it('uses the 15 % threshold, in integers', () => {
    expect(DEAL_THRESHOLD_PERCENT).toBe(15);
    expect(isDeal(8_500, 10_000)).toBe(true);
    expect(isDeal(8_501, 10_000)).toBe(false);
    expect(discountPercentage(10_000, 8_500)).toBe(15);
    expect(discountPercentage(10_000, 8_501)).toBe(14);
    expect(discountPercentage(30_000, 10_000)).toBe(66);
    expect(() => discountPercentage(0, 0)).toThrow(RangeError);
  });

  it('a deal is always at least the threshold below its baseline, its percentage in [15, 99]', () => {
    fc.assert(
      fc.property(amount, amount, (baseline, current) => {
        if (!isDeal(current, baseline)) {
          expect(current * 100).toBeGreaterThan(baseline * (100 - DEAL_THRESHOLD_PERCENT));
          return;
        }
        expect(current * 100).toBeLessThanOrEqual(baseline * (100 - DEAL_THRESHOLD_PERCENT));
        const pct = discountPercentage(baseline, current);
        expect(pct).toBeGreaterThanOrEqual(DEAL_THRESHOLD_PERCENT);
        expect(pct).toBeLessThanOrEqual(99);
        expect(pct).toBe(Math.floor(((baseline - current) * 100) / baseline));
      }),
      { seed: 1202, numRuns: 1000 },
    );
  });
});

const dealArb = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  type: fc.constantFrom(...dealTypes),
  title: fc.constantFrom('Hôtel Étoile', 'Inn Aurora', 'Paris → Zürich', 'Harbour View'),
  location: fc.constantFrom('Paris, France', 'Zürich, Switzerland', 'São Paulo, Brazil', 'Lisbon, Portugal'),
  discountedPrice: fc.record({ amount: fc.integer({ min: 1_000, max: 200_000 }) }),
  discountPercentage: fc.integer({ min: 15, max: 99 }),
  rating: fc.integer({ min: 0, max: 50 }).map((r) => r / 10),
  validUntil: fc
    .integer({ min: Date.UTC(2026, 11, 1), max: Date.UTC(2027, 5, 1) })
    .map((ms) => new Date(ms).toISOString()),
});
const dealsArb = fc.uniqueArray(dealArb, { selector: (d) => d.id, maxLength: 40 });

describe('featuredIds', () => {
  it('takes the best by discount then rating, at most two of a type while others are left, at most six', () => {
    const deal = (id: string, type: DealType, discountPercentage: number, rating = 4) => ({
      id,
      type,
      discountPercentage,
      rating,
    });
    const deals = [
      deal('c1', 'cruise', 40),
      deal('c2', 'cruise', 39),
      deal('c3', 'cruise', 38),
      deal('h1', 'hotel', 20, 4.5),
      deal('h2', 'hotel', 20, 4.9),
      deal('h3', 'hotel', 20, 4.1),
      deal('f1', 'flight', 18),
      deal('k1', 'car', 16),
    ];
    expect([...featuredIds(deals)].sort()).toEqual(['c1', 'c2', 'f1', 'h1', 'h2', 'k1']);
    expect([...featuredIds([deal('a', 'hotel', 20), deal('b', 'hotel', 30), deal('c', 'hotel', 25)])].sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('never exceeds the maximum, and every unpicked deal of a type under its quota ranks below the picked ones', () => {
    fc.assert(
      fc.property(dealsArb, (deals) => {
        const ids = featuredIds(deals);
        expect(ids.size).toBe(Math.min(FEATURED_DEALS_MAX, deals.length));
        const picked = deals.filter((d) => ids.has(d.id));
        const worst = Math.min(...picked.map((d) => d.discountPercentage));
        for (const d of deals) {
          const sameType = picked.filter((p) => p.type === d.type).length;
          if (!ids.has(d.id) && sameType < FEATURED_PER_TYPE) expect(d.discountPercentage).toBeLessThanOrEqual(worst);
        }
      }),
      { seed: 1206 },
    );
  });
});
