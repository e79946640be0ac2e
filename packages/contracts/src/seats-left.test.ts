import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEW_SEATS_LEFT, seatsLeftToShow } from './seats-left.ts';

describe('seatsLeftToShow', () => {
  it('shows the fewest seats of the legs when nine or fewer remain, and nothing otherwise', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 4 }), (counts) => {
        const fewest = Math.min(...counts);
        expect(seatsLeftToShow(...counts)).toBe(fewest <= FEW_SEATS_LEFT ? fewest : null);
      }),
    );
  });

  it('draws the line at nine', () => {
    expect(seatsLeftToShow(9)).toBe(9);
    expect(seatsLeftToShow(10)).toBeNull();
    expect(seatsLeftToShow(132, 4)).toBe(4);
  });
});
