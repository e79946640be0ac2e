import { describe, expect, it } from 'vitest';
import { parseDateRange, rangeDays } from './date-range.ts';

// A Tuesday.
const reference = new Date(2026, 10, 24, 12, 0, 0);

describe('parseDateRange', () => {
  it('reads an explicit range', () => {
    expect(parseDateRange('Dec 12 to Dec 18', reference)).toEqual({ startDate: '2026-12-12', endDate: '2026-12-18' });
    expect(parseDateRange('12/12 - 12/18', reference)).toEqual({ startDate: '2026-12-12', endDate: '2026-12-18' });
    expect(parseDateRange('December 12-18, 2026', reference)).toEqual({
      startDate: '2026-12-12',
      endDate: '2026-12-18',
    });
  });

  it('reads the ISO range another page hands over', () => {
    expect(parseDateRange('2027-03-02 to 2027-03-09', reference)).toEqual({
      startDate: '2027-03-02',
      endDate: '2027-03-09',
    });
  });

  it('reads days forward from today, across a new year', () => {
    expect(parseDateRange('Jan 3 to Jan 5', reference)).toEqual({ startDate: '2027-01-03', endDate: '2027-01-05' });
    expect(parseDateRange('Dec 30 to Jan 2', reference)).toEqual({ startDate: '2026-12-30', endDate: '2027-01-02' });
  });

  it('leaves a reversed range within a month reversed, so it reads as an end before the start', () => {
    expect(parseDateRange('Dec 18 to Dec 12', reference)).toEqual({ startDate: '2026-12-18', endDate: '2026-12-12' });
    expect(parseDateRange('12/18 - 12/12', reference)).toEqual({ startDate: '2026-12-18', endDate: '2026-12-12' });
  });

  it('reads a weekend as Saturday and Sunday', () => {
    expect(parseDateRange('next weekend', reference)).toEqual({ startDate: '2026-12-05', endDate: '2026-12-06' });
    expect(parseDateRange('this weekend', reference)).toEqual({ startDate: '2026-11-28', endDate: '2026-11-29' });
  });

  it('reads a single day as a one-day trip', () => {
    expect(parseDateRange('tomorrow', reference)).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' });
  });

  it('gives null when nothing reads as a date', () => {
    expect(parseDateRange('whenever', reference)).toBeNull();
    expect(parseDateRange('   ', reference)).toBeNull();
  });
});

describe('rangeDays', () => {
  it('counts both ends', () => {
    expect(rangeDays({ startDate: '2026-12-12', endDate: '2026-12-18' })).toBe(7);
    expect(rangeDays({ startDate: '2026-12-31', endDate: '2027-01-01' })).toBe(2);
  });
});
