import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextDailyRun } from './daily.ts';

describe('nextDailyRun', () => {
  it('is the hour today when still ahead, else tomorrow (fractional hours too)', () => {
    expect(nextDailyRun(new Date('2030-03-10T02:59:00Z'), 3).toISOString()).toBe('2030-03-10T03:00:00.000Z');
    expect(nextDailyRun(new Date('2030-03-10T03:00:00Z'), 3).toISOString()).toBe('2030-03-11T03:00:00.000Z');
    expect(nextDailyRun(new Date('2030-12-31T23:00:00Z'), 3.25).toISOString()).toBe('2031-01-01T03:15:00.000Z');
  });

  it('is always strictly after now, within a day, at the hour', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 95 }).map((q) => q / 4),
        (now, hour) => {
          const run = nextDailyRun(now, hour);
          expect(run.getTime()).toBeGreaterThan(now.getTime());
          expect(run.getTime() - now.getTime()).toBeLessThanOrEqual(24 * 3_600_000);
          expect(run.getUTCHours() + run.getUTCMinutes() / 60).toBe(hour);
        },
      ),
    );
  });
});
