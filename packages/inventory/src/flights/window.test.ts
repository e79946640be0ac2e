import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDITY_DAYS } from './generate.ts';
import { dayOrThrow, formatDay } from './time.ts';
import type { FlightNetwork } from './types.ts';
import { offeredWindow, WINDOW_DAYS_BEHIND } from './window.ts';

const network = (validFrom: string): FlightNetwork =>
  ({
    seed: 1,
    validFrom,
    validTo: formatDay(dayOrThrow(validFrom) + VALIDITY_DAYS - 1),
    airports: [],
    airlines: [],
    aircraft: [],
    patterns: [],
  }) as FlightNetwork;

describe('offeredWindow', () => {
  it('is the generated year on the first day', () => {
    const generated = network('2026-11-22');
    expect(offeredWindow(generated, '2026-11-22')).toEqual(generated);
  });

  it('rolls to the year ahead of today, keeping a couple of days behind', () => {
    expect(offeredWindow(network('2026-11-22'), '2027-06-01')).toMatchObject({
      validFrom: '2027-05-30',
      validTo: '2028-05-30',
    });
  });

  it('always offers today and the 364 days after it, never before the first generated day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (daysLater) => {
        const generated = network('2026-11-22');
        const today = dayOrThrow('2026-11-22') + daysLater;
        const window = offeredWindow(generated, formatDay(today));
        const from = dayOrThrow(window.validFrom);
        expect(from).toBeLessThanOrEqual(today);
        expect(from).toBeGreaterThanOrEqual(Math.max(dayOrThrow(generated.validFrom), today - WINDOW_DAYS_BEHIND));
        expect(dayOrThrow(window.validTo)).toBe(today + VALIDITY_DAYS - 1);
      }),
      { seed: 99, numRuns: 200 },
    );
  });
});
