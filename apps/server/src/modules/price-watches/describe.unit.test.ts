import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TITLE_MAX } from '@escazo/contracts/notifications';
import { formatDay, formatDayRange, watchKey, watchLink } from './describe.ts';
import { dropTitle, nextRepriceAt } from './reprice-job.ts';

describe('price watch descriptions', () => {
  it('writes days and stays the short way', () => {
    expect(formatDay('2027-01-12')).toBe('12 Jan 2027');
    expect(formatDayRange('2027-01-12', '2027-01-15')).toBe('12–15 Jan 2027');
    expect(formatDayRange('2027-01-30', '2027-02-02')).toBe('30 Jan – 2 Feb 2027');
    expect(formatDayRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
  });

  it('keys a selection without the case of its place codes', () => {
    const base = {
      kind: 'flight',
      from: 'JFK',
      to: 'US-los-angeles',
      date: '2027-01-12',
      cabin: 'economy',
      passengers: 2,
    } as const;
    expect(watchKey({ ...base, from: 'jfk', to: 'us-los-angeles' })).toBe(watchKey(base));
    expect(watchKey({ ...base, passengers: 3 })).not.toBe(watchKey(base));
    expect(
      watchKey({ kind: 'hotel', hotelId: 'h', checkIn: '2027-01-12', checkOut: '2027-01-15', guests: 2, rooms: 1 }),
    ).not.toBe(
      watchKey({ kind: 'hotel', hotelId: 'h', checkIn: '2027-01-12', checkOut: '2027-01-15', guests: 2, rooms: 2 }),
    );
  });

  it('links a stay with its dates and party', () => {
    expect(watchLink({ kind: 'stay', stayId: 'st/1', checkIn: '2027-01-12', checkOut: '2027-01-15', guests: 2 })).toBe(
      '/stays/st%2F1?checkIn=2027-01-12&checkOut=2027-01-15&guests=2',
    );
  });

  it('fits a long label into a notification title', () => {
    expect(dropTitle('JFK → LAX')).toBe('Price drop: JFK → LAX');
    const long = dropTitle('A very long hotel name '.repeat(10));
    expect(long.length).toBe(NOTIFICATION_TITLE_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('re-prices at the next 6-hour slot', () => {
    expect(nextRepriceAt(new Date('2027-01-12T05:59:59Z')).toISOString()).toBe('2027-01-12T06:00:00.000Z');
    expect(nextRepriceAt(new Date('2027-01-12T06:00:00Z')).toISOString()).toBe('2027-01-12T12:00:00.000Z');
    expect(nextRepriceAt(new Date('2027-01-12T23:10:00Z')).toISOString()).toBe('2027-01-13T00:00:00.000Z');
  });
});
