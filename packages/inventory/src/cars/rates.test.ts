import fc from 'fast-check';
import { carCategories, carDailyPriceRanges } from '@escazo/contracts/search-cars';
import { describe, expect, it } from 'vitest';
import { toDay } from '../hotels/calendar.ts';
import { carDailyRate, carDayFactor, carRateWithFactor, carRentalAmount } from './rates.ts';

const climates = ['north', 'south', 'tropical'] as const;

describe('car-day rates', () => {
  it('are whole dollars inside the category range, whatever the base rate and day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...carCategories),
        fc.integer({ min: 0, max: 50_000 }),
        fc.constantFrom(...climates),
        fc.integer({ min: toDay('2026-01-01'), max: toDay('2029-12-31') }),
        (category, base, climate, day) => {
          const rate = carDailyRate(category, base, climate, day);
          expect(rate % 100).toBe(0);
          expect(rate).toBeGreaterThanOrEqual(carDailyPriceRanges[category].min * 100);
          expect(rate).toBeLessThanOrEqual(carDailyPriceRanges[category].max * 100);
        },
      ),
      { seed: 7101, numRuns: 500 },
    );
  });

  it('follow the season and the weekday: a northern July Saturday costs more than a February Tuesday', () => {
    expect(carDayFactor('north', toDay('2027-07-10'))).toBeGreaterThan(carDayFactor('north', toDay('2027-02-09')));
    expect(carDayFactor('south', toDay('2027-01-09'))).toBeGreaterThan(carDayFactor('south', toDay('2027-07-13')));
    expect(carRateWithFactor('economy', 3500, 1.2)).toBe(4200);
    expect(carRateWithFactor('economy', 3500, 0.5)).toBe(2500);
    expect(carRateWithFactor('economy', 4000, 1.3)).toBe(4500);
  });

  it('sum the charged days from the pickup day', () => {
    const first = toDay('2027-03-04');
    const expected = [0, 1, 2].reduce((sum, i) => sum + carDailyRate('suv', 9000, 'tropical', first + i), 0);
    expect(carRentalAmount('suv', 9000, 'tropical', first, 3)).toBe(expected);
    expect(carRentalAmount('suv', 9000, 'tropical', first, 0)).toBe(0);
  });
});
