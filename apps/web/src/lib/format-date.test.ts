import { describe, expect, it } from 'vitest';
import { formatDay, formatDayWithWeekday, formatMoment } from './format-date.ts';

describe('formatDay', () => {
  it('reads a calendar day the same in every time zone', () => {
    expect(formatDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatDay('2026-12-14T23:30:00Z')).toBe('Dec 14, 2026');
  });

  it('returns what it cannot read as it is', () => {
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('formatDayWithWeekday', () => {
  it('adds the short weekday', () => {
    expect(formatDayWithWeekday('2026-12-14')).toBe('Mon, Dec 14, 2026');
    expect(formatDayWithWeekday('')).toBe('');
  });
});

describe('formatMoment', () => {
  it('gives the date and the time', () => {
    expect(formatMoment('2026-12-14T12:00:00Z')).toMatch(/^Dec 1[345], 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(formatMoment('not a time')).toBe('not a time');
  });
});
