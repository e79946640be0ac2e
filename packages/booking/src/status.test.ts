import { describe, expect, it } from 'vitest';
import { confirmationCodeFrom, CONFIRMATION_ALPHABET } from './confirmation-code.ts';
import { isCompleted, isUpcoming } from './status.ts';

describe('status derivation', () => {
  it('upcoming is confirmed with the start ahead; completed follows the end date', () => {
    expect(isUpcoming('confirmed', '2027-01-02', '2027-01-01')).toBe(true);
    expect(isUpcoming('confirmed', '2027-01-01', '2027-01-01')).toBe(false);
    expect(isUpcoming('pending', '2027-01-02', '2027-01-01')).toBe(false);
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
