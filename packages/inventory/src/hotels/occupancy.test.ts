import { stayTypes } from '@escazo/contracts/search-stays';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../imagery/random.ts';
import { ROOMS, roomIsConsistent, stayIsConsistent, stayLayout } from './occupancy.ts';
import { roomCodes } from './types.ts';

describe('occupancy rules', () => {
  it('draws only consistent stay layouts: a 1-bedroom has 1 bath and sleeps 2', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...stayTypes), (seed, type) => {
        const layout = stayLayout(seededRng(seed, 'layout'), type);
        expect(stayIsConsistent({ type, ...layout })).toBe(true);
        if (layout.beds === 1) expect(layout).toEqual({ beds: 1, baths: 1, guests: 2 });
        expect(layout.baths).toBeLessThanOrEqual(layout.beds);
        expect(layout.guests).toBeLessThanOrEqual(2 * layout.beds);
      }),
      { seed: 5101, numRuns: 500 },
    );
  });

  it('refuses the layouts travellers laugh at', () => {
    expect(stayIsConsistent({ type: 'apartment', beds: 1, baths: 2, guests: 1 })).toBe(false);
    expect(stayIsConsistent({ type: 'apartment', beds: 1, baths: 1, guests: 5 })).toBe(false);
    expect(stayIsConsistent({ type: 'villa', beds: 6, baths: 1, guests: 12 })).toBe(false);
    expect(stayIsConsistent({ type: 'house', beds: 3, baths: 2, guests: 6 })).toBe(true);
    expect(stayIsConsistent({ type: 'house', beds: 5, baths: 1, guests: 7 })).toBe(false);
  });

  it('makes a room sleep what its beds hold', () => {
    for (const code of roomCodes) expect(roomIsConsistent({ code, capacity: ROOMS[code].sleeps })).toBe(true);
    expect(roomIsConsistent({ code: 'single', capacity: 2 })).toBe(false);
  });
});
