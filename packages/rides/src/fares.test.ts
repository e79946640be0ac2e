import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rideBasePrices, rideTypes } from '@escazo/contracts/ride-options';
import { fareFor } from './fares.ts';

const route = fc.record({
  distanceKm: fc.integer({ min: 0, max: 1500 }).map((tenths) => tenths / 10),
  minutes: fc.integer({ min: 1, max: 300 }),
});

describe('fareFor', () => {
  it('adds the base price, the distance and the time; the total is fare × 1.15 to the cent', () => {
    // Economy: 12.00 + 1.20 × 10 km + 0.25 × 20 min = 29.00; fee 15 % = 4.35; total 33.35.
    expect(fareFor('economy', { distanceKm: 10, minutes: 20 })).toEqual({
      basePrice: 1200,
      fare: 2900,
      fees: 435,
      total: 3335,
      currency: 'USD',
      range: { low: 2300, high: 3500 },
    });
    expect(fareFor('shared', { distanceKm: 0, minutes: 13 }).fare).toBe(800 + 15 * 13);
    expect(fareFor('shared', { distanceKm: 2.5, minutes: 0 })).toMatchObject({ fare: 1000, total: 1150, fees: 150 });
    // To the nearest cent: 9.95 × 1.15 = 11.4425 → 11.44.
    expect(fareFor('shared', { distanceKm: 0, minutes: 13 })).toMatchObject({ fare: 995, total: 1144, fees: 149 });
  });

  it('starts from the documented base prices', () => {
    expect(rideTypes.map((type) => fareFor(type, { distanceKm: 0, minutes: 0 }).fare)).toEqual([
      1200, 1800, 3500, 800, 2500,
    ]);
    for (const type of rideTypes)
      expect(fareFor(type, { distanceKm: 5, minutes: 9 }).basePrice).toBe(rideBasePrices[type]);
  });

  it('total = fare × 1.15 to the cent, fees = total − fare, range around the fare', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rideTypes), route, (type, r) => {
        const price = fareFor(type, r);
        expect(Number.isInteger(price.fare)).toBe(true);
        expect(price.total).toBeGreaterThanOrEqual(price.fare);
        expect(Number.isInteger(price.total)).toBe(true);
        expect(price.fees).toBe(price.total - price.fare);
        // Within half a cent of fare × 1.15, compared in integers (× 100) so float error cannot tip it.
        expect(Math.abs(price.total * 100 - price.fare * 115)).toBeLessThanOrEqual(50);
        expect(price.range.low).toBeLessThanOrEqual(price.fare);
        expect(price.range.high).toBeGreaterThanOrEqual(price.fare);
        expect(price.range.low % 100).toBe(0);
        expect(price.range.high % 100).toBe(0);
      }),
    );
  });

  it('never cheaper for a longer or slower trip', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rideTypes),
        route,
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 60 }),
        (type, r, moreTenths, moreMinutes) => {
          const longer = {
            distanceKm: (Math.round(r.distanceKm * 10) + moreTenths) / 10,
            minutes: r.minutes + moreMinutes,
          };
          const a = fareFor(type, r);
          const b = fareFor(type, longer);
          expect(b.fare).toBeGreaterThanOrEqual(a.fare);
          expect(b.total).toBeGreaterThanOrEqual(a.total);
        },
      ),
    );
  });
});
