import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@escazo/contracts/dates';
import { parseDateRange, rangeDays, readTripDates } from './date-range.ts';

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

  it('refuses a reversed range within a month: the end is before the start', () => {
    expect(readTripDates('Dec 18 to Dec 12', reference)).toEqual({ ok: false, problem: 'endBeforeStart' });
    expect(readTripDates('12/18 - 12/12', reference)).toEqual({ ok: false, problem: 'endBeforeStart' });
    expect(parseDateRange('Dec 18 to Dec 12', reference)).toBeNull();
  });

  it('reads a dash between two numeric days as a range', () => {
    expect(parseDateRange('12/20-12/24', reference)).toEqual({ startDate: '2026-12-20', endDate: '2026-12-24' });
    expect(parseDateRange('12/20 – 12/24/2026', reference)).toEqual({ startDate: '2026-12-20', endDate: '2026-12-24' });
  });

  it('reads a start and a length: days, nights and weeks, in figures or words', () => {
    expect(parseDateRange('tomorrow for 3 days', reference)).toEqual({
      startDate: '2026-11-25',
      endDate: '2026-11-27',
    });
    expect(parseDateRange('3 days in May', reference)).toEqual({ startDate: '2027-05-01', endDate: '2027-05-03' });
    expect(parseDateRange('a week from Jan 5', reference)).toEqual({ startDate: '2027-01-05', endDate: '2027-01-11' });
    expect(parseDateRange('Dec 20 for 4 nights', reference)).toEqual({
      startDate: '2026-12-20',
      endDate: '2026-12-24',
    });
    expect(parseDateRange('two weeks from Feb 1', reference)).toEqual({
      startDate: '2027-02-01',
      endDate: '2027-02-14',
    });
  });

  it('refuses a day that is not on the calendar, naming it', () => {
    expect(readTripDates('Feb 30 to Mar 2', reference)).toEqual({ ok: false, problem: 'notADay', text: 'Feb 30' });
    expect(readTripDates('4/31 - 5/2', reference)).toEqual({ ok: false, problem: 'notADay', text: '4/31' });
    // Feb 29 is a day in a leap year only: 2028 is the next one.
    expect(readTripDates('Feb 29 2027', reference)).toMatchObject({ ok: false, problem: 'notADay' });
  });

  it('refuses a trip longer than a plan can be, and dates already passed', () => {
    expect(readTripDates('Jan 1 to Mar 1', reference)).toEqual({ ok: false, problem: 'tooLong' });
    expect(readTripDates('2026-01-02 to 2026-01-05', reference)).toEqual({ ok: false, problem: 'past' });
  });

  it('reads a weekend as Saturday and Sunday', () => {
    expect(parseDateRange('next weekend', reference)).toEqual({ startDate: '2026-12-05', endDate: '2026-12-06' });
    expect(parseDateRange('this weekend', reference)).toEqual({ startDate: '2026-11-28', endDate: '2026-11-29' });
  });

  it('reads a single day as a one-day trip', () => {
    expect(parseDateRange('tomorrow', reference)).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' });
  });

  it('says when nothing reads as a date, and gives null for no text', () => {
    expect(readTripDates('whenever', reference)).toEqual({ ok: false, problem: 'unreadable' });
    expect(readTripDates('for 3 days', reference)).toEqual({ ok: false, problem: 'unreadable' });
    expect(readTripDates('   ', reference)).toBeNull();
  });
});

describe('readTripDates over any start and length', () => {
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  it('"<Mon> <day> for <n> days" and "<m>/<d> to <m>/<d>" read as the days they name, within a year ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 360 }), fc.integer({ min: 1, max: 30 }), (ahead, days) => {
        const start = addDays('2026-11-24', ahead);
        const end = addDays(start, days - 1);
        const [, month, day] = start.split('-').map(Number) as [number, number, number];
        const [, endMonth, endDay] = end.split('-').map(Number) as [number, number, number];
        expect(readTripDates(`${MONTHS[month - 1]} ${day} for ${days} days`, reference)).toEqual({
          ok: true,
          startDate: start,
          endDate: end,
        });
        expect(readTripDates(`${month}/${day} - ${endMonth}/${endDay}`, reference)).toEqual({
          ok: true,
          startDate: start,
          endDate: end,
        });
      }),
    );
  });
});

describe('rangeDays', () => {
  it('counts both ends', () => {
    expect(rangeDays({ startDate: '2026-12-12', endDate: '2026-12-18' })).toBe(7);
    expect(rangeDays({ startDate: '2026-12-31', endDate: '2027-01-01' })).toBe(2);
  });
});
