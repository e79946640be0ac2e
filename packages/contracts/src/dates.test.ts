import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  birthDateRange,
  bookingWindow,
  daysOutside,
  addMonths,
  dayOf,
  daysBetween,
  fromDayNumber,
  instantOfDayNumber,
  isIsoDay,
  isoWeekday,
  localDayOf,
  toDayNumber,
  todayIso,
} from './dates.ts';

// Any day from 1900 to 2200: spans leap years (2000 is one, 1900 and 2100 are not) and every DST rule.
const isoDay = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true })
  .map(dayOf);
const shift = fc.integer({ min: -40_000, max: 40_000 });
// Zones whose clocks change (both hemispheres) and one that never does.
const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'America/Sao_Paulo', 'UTC'];

describe('calendar days in UTC', () => {
  // The process's time zone (TZ) is switched per run: UTC days must not depend on it.
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('adds days over month, year and leap-day ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-03-01', -1)).toBe('2000-02-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
  });

  it('counts the days between two days, negative backwards', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2026-10-25', '2026-10-24')).toBe(-1);
  });

  it('adding n days then subtracting n gives the same day back, in any time zone', () => {
    for (const zone of zones) {
      vi.stubEnv('TZ', zone);
      fc.assert(fc.property(isoDay, shift, (day, n) => addDays(addDays(day, n), -n) === day));
    }
  });

  it('the days between a day and that day plus n is n, across DST changes and leap years, in any time zone', () => {
    for (const zone of zones) {
      vi.stubEnv('TZ', zone);
      fc.assert(fc.property(isoDay, shift, (day, n) => daysBetween(day, addDays(day, n)) === n));
    }
  });

  it('day numbers count days since 1970-01-01 and convert back', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(fromDayNumber(-1)).toBe('1969-12-31');
    expect(instantOfDayNumber(toDayNumber('2026-12-24'))).toBe(Date.parse('2026-12-24T00:00:00Z'));
    fc.assert(
      fc.property(
        isoDay,
        (day) => fromDayNumber(toDayNumber(day)) === day && toDayNumber(addDays(day, 1)) === toDayNumber(day) + 1,
      ),
    );
  });

  it('tells real calendar days from other text', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    for (const text of ['2023-02-29', '2026-02-30', '2026-13-01', '2026-04-31', '2026-1-5', '20260105', ''])
      expect(isIsoDay(text)).toBe(false);
    expect(toDayNumber('2026-02-30')).toBeNaN();
  });

  it('names the ISO weekday, Monday first', () => {
    expect(isoWeekday('2026-07-20')).toBe(1);
    expect(isoWeekday('2026-07-26')).toBe(7);
    fc.assert(
      fc.property(
        isoDay,
        (day) =>
          isoWeekday(addDays(day, 7)) === isoWeekday(day) && isoWeekday(addDays(day, 1)) === (isoWeekday(day) % 7) + 1,
      ),
    );
  });

  it('adds months within the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
  });

  describe('the day of an instant', () => {
    beforeAll(() => {
      vi.stubEnv('TZ', 'Pacific/Auckland');
    });

    it('is the UTC day for dayOf and todayIso, the local day for localDayOf', () => {
      const instant = Date.parse('2026-07-20T20:00:00Z'); // 08:00 on the 21st in Auckland
      expect(dayOf(instant)).toBe('2026-07-20');
      expect(dayOf(new Date(instant))).toBe('2026-07-20');
      expect(todayIso(instant)).toBe('2026-07-20');
      expect(localDayOf(new Date(instant))).toBe('2026-07-21');
    });
  });
});

describe('day ranges', () => {
  it('the booking window runs from the day before today to the last offered day', () => {
    expect(bookingWindow('2026-12-07', '2027-12-06')).toEqual({ first: '2026-12-06', last: '2027-12-06' });
  });

  it('a date of birth is within 120 years and not in the future', () => {
    expect(birthDateRange('2026-12-07')).toEqual({ first: '1906-12-07', last: '2026-12-07' });
  });

  it('names the days outside a range, arrays included, and leaves empty or absent ones to the schema', () => {
    const range = { first: '2026-12-06', last: '2027-12-06' };
    const codes = { before: 'before', after: 'after' };
    const input = {
      body: { checkIn: '9999-12-30', checkOut: '', travellers: [{ d: '0001-01-01' }, { d: '2027-01-01' }] },
    };
    expect(
      daysOutside(input, ['body.checkIn', 'body.checkOut', 'body.missing', 'body.travellers.*.d'], range, codes),
    ).toEqual([
      { path: 'body.checkIn', code: 'after' },
      { path: 'body.travellers.0.d', code: 'before' },
    ]);
  });
});
