import { describe, expect, it } from 'vitest';
import { confirmationCodeFrom, CONFIRMATION_ALPHABET } from './confirmation-code.ts';
import { isCompleted, isUpcoming } from './status.ts';

describe('status derivation', () => {
  it('upcoming is confirmed with the start ahead (a later day or later today); completed follows the end date', () => {
    const now = { today: '2027-01-01', at: new Date('2027-01-01T12:00:00Z') };
    expect(isUpcoming('confirmed', { date: '2027-01-02', at: new Date('2027-01-02T00:00:00Z') }, now)).toBe(true);
    expect(isUpcoming('confirmed', { date: '2027-01-01', at: new Date('2027-01-01T18:30:00Z') }, now)).toBe(true);
    expect(isUpcoming('confirmed', { date: '2027-01-01', at: new Date('2027-01-01T09:00:00Z') }, now)).toBe(false);
    expect(isUpcoming('pending', { date: '2027-01-02', at: new Date('2027-01-02T00:00:00Z') }, now)).toBe(false);
    expect(isCompleted('confirmed', '2026-12-31', '2027-01-01')).toBe(true);
    expect(isCompleted('confirmed', '2027-01-01', '2027-01-01')).toBe(false);
    expect(isCompleted('cancelled', '2020-01-01', '2027-01-01')).toBe(false);
  });
});

describe('confirmation codes', () => {
  it('8 characters without 0, O, 1 or I', () => {
    expect(CONFIRMATION_ALPHABET).not.toMatch(/[0O1I]/);
    expect(new Set(CONFIRMATION_ALPHABET).size).toBe(32);
    expect(confirmationCodeFrom(new Uint8Array([0, 1, 2, 3, 31, 32, 255, 100]))).toBe('ABCD9A9E');
    expect(() => confirmationCodeFrom(new Uint8Array(4))).toThrow(RangeError);
  });
});
