import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cruiseDurationForNights, cruiseDurationNights, cruiseDurations } from './search-cruises.ts';

describe('cruise duration bands (nights)', () => {
  it.each([
    [1, '1-3'],
    [3, '1-3'],
    [4, '4-6'],
    [6, '4-6'],
    [7, '7-9'],
    [9, '7-9'],
    [10, '10+'],
    [21, '10+'],
  ] as const)('puts a sailing of %i nights in the %s band', (nights, band) => {
    expect(cruiseDurationForNights(nights)).toBe(band);
    expect(nights).toBeGreaterThanOrEqual(cruiseDurationNights[band].min);
    expect(nights).toBeLessThanOrEqual(cruiseDurationNights[band].max);
  });

  it('has no band for less than one night', () => {
    expect(cruiseDurationForNights(0)).toBeNull();
    expect(cruiseDurationForNights(-2)).toBeNull();
  });

  it('gives every length of one night or more exactly one band, whose label contains it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (nights) => {
        const bands = cruiseDurations.filter(
          (b) => nights >= cruiseDurationNights[b].min && nights <= cruiseDurationNights[b].max,
        );
        expect(bands).toEqual([cruiseDurationForNights(nights)]);
        const [low, high] = bands[0]!.split(/[-+]/).map(Number);
        expect(nights).toBeGreaterThanOrEqual(low!);
        if (high) expect(nights).toBeLessThanOrEqual(high);
      }),
    );
  });
});
