import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstScheduleSlot, isOnSlotBoundary, isValidScheduledTime, scheduleSlots } from './schedule.ts';

const MIN = 60_000;
const at = (iso: string) => new Date(iso);
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms));

describe('scheduleSlots', () => {
  it('starts at the next :00 or :30 at least 15 minutes away', () => {
    expect(firstScheduleSlot(at('2027-03-01T10:00:00Z')).toISOString()).toBe('2027-03-01T10:30:00.000Z');
    expect(firstScheduleSlot(at('2027-03-01T10:15:00Z')).toISOString()).toBe('2027-03-01T10:30:00.000Z');
    expect(firstScheduleSlot(at('2027-03-01T10:15:00.001Z')).toISOString()).toBe('2027-03-01T11:00:00.000Z');
    expect(firstScheduleSlot(at('2027-03-01T23:50:00Z')).toISOString()).toBe('2027-03-02T00:30:00.000Z');
  });

  it('48 half-hour slots across 24 hours, on boundaries, 30 minutes apart', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const slots = scheduleSlots(now);
        expect(slots).toHaveLength(48);
        const times = slots.map((s) => new Date(s));
        expect(times[0]!.getTime() - now.getTime()).toBeGreaterThanOrEqual(15 * MIN);
        expect(times[0]!.getTime() - now.getTime()).toBeLessThan(45 * MIN);
        times.forEach((t, i) => {
          expect(isOnSlotBoundary(t)).toBe(true);
          expect(isValidScheduledTime(t, now)).toBe(true);
          if (i > 0) expect(t.getTime() - times[i - 1]!.getTime()).toBe(30 * MIN);
        });
      }),
    );
  });

  it('other spans', () => {
    expect(scheduleSlots(at('2027-03-01T10:00:00Z'), 2)).toEqual([
      '2027-03-01T10:30:00.000Z',
      '2027-03-01T11:00:00.000Z',
      '2027-03-01T11:30:00.000Z',
      '2027-03-01T12:00:00.000Z',
    ]);
    expect(scheduleSlots(at('2027-03-01T10:00:00Z'), 0)).toEqual([]);
  });
});

describe('isValidScheduledTime', () => {
  const now = at('2027-03-01T10:00:00Z');
  it('needs a boundary, 15 minutes of lead and at most 7 days', () => {
    expect(isValidScheduledTime(at('2027-03-01T10:15:00Z'), now)).toBe(false);
    expect(isValidScheduledTime(at('2027-03-01T10:30:00Z'), now)).toBe(true);
    expect(isValidScheduledTime(at('2027-03-01T10:30:01Z'), now)).toBe(false);
    expect(isValidScheduledTime(at('2027-03-01T10:00:00Z'), now)).toBe(false);
    expect(isValidScheduledTime(at('2027-03-08T10:00:00Z'), now)).toBe(true);
    expect(isValidScheduledTime(at('2027-03-08T10:30:00Z'), now)).toBe(false);
    expect(isValidScheduledTime(new Date(Number.NaN), now)).toBe(false);
    // Exactly 15 minutes ahead is allowed.
    expect(isValidScheduledTime(at('2027-03-01T10:30:00Z'), at('2027-03-01T10:15:00Z'))).toBe(true);
  });
});
