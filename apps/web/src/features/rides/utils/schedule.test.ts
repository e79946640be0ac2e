import { describe, expect, it } from 'vitest';
import { addDaysToKey, dayKeyIn, minutesUntil, scheduleDays, scheduleSlots } from './schedule.ts';

const labels = { today: 'Today', tomorrow: 'Tomorrow' };

describe('scheduleSlots', () => {
  it('starts at the first half hour at least 15 minutes away and ends 7 days ahead', () => {
    const now = new Date('2030-08-10T10:20:00Z');
    const slots = scheduleSlots(now);
    expect(slots[0]!.toISOString()).toBe('2030-08-10T11:00:00.000Z');
    expect(slots.at(-1)!.toISOString()).toBe('2030-08-17T10:00:00.000Z');
    expect(slots.every((s) => s.getUTCMinutes() % 30 === 0 && s.getUTCSeconds() === 0)).toBe(true);
  });

  it('keeps a slot exactly 15 minutes away', () => {
    expect(scheduleSlots(new Date('2030-08-10T10:15:00Z'))[0]!.toISOString()).toBe('2030-08-10T10:30:00.000Z');
  });

  it('offers 48 slots across the next 24 hours', () => {
    const now = new Date('2030-08-10T10:20:00Z');
    const within = scheduleSlots(now).filter((s) => s.getTime() - now.getTime() <= 24 * 3600_000);
    expect(within).toHaveLength(47);
    expect(
      scheduleSlots(new Date('2030-08-10T10:00:00Z')).filter(
        (s) => s.getTime() - Date.parse('2030-08-10T10:00:00Z') <= 24 * 3600_000,
      ),
    ).toHaveLength(48);
  });
});

describe('scheduleDays', () => {
  it('lists today and six more days in the city zone, with local times', () => {
    const now = new Date('2030-08-10T22:20:00Z'); // 18:20 in New York
    const days = scheduleDays(now, 'America/New_York', labels);
    expect(days.map((d) => d.key)).toEqual([
      '2030-08-10',
      '2030-08-11',
      '2030-08-12',
      '2030-08-13',
      '2030-08-14',
      '2030-08-15',
      '2030-08-16',
    ]);
    expect(days[0]!.label).toBe('Today');
    expect(days[1]!.label).toBe('Tomorrow');
    expect(days[2]!.label).toBe('Mon, Aug 12');
    expect(days[0]!.slots[0]!.label).toBe('7:00 PM');
    expect(days[0]!.slots.at(-1)!.label).toBe('11:30 PM');
    expect(days[1]!.slots).toHaveLength(48);
  });

  it('has no times left today just before midnight', () => {
    const days = scheduleDays(new Date('2030-08-10T23:50:00Z'), 'UTC', labels);
    expect(days[0]!.slots).toHaveLength(0);
    expect(days[1]!.slots[0]!.iso).toBe('2030-08-11T00:30:00.000Z');
  });
});

describe('day keys and minutes', () => {
  it('reads days in a zone and adds days across months', () => {
    expect(dayKeyIn(new Date('2030-08-10T23:30:00Z'), 'Asia/Tokyo')).toBe('2030-08-11');
    expect(addDaysToKey('2030-08-31', 1)).toBe('2030-09-01');
  });

  it('counts whole minutes up, never below zero', () => {
    const now = new Date('2030-08-10T10:00:00Z');
    expect(minutesUntil('2030-08-10T10:07:10Z', now)).toBe(8);
    expect(minutesUntil('2030-08-10T09:00:00Z', now)).toBe(0);
  });
});
