import { describe, expect, it } from 'vitest';
import { isPlanId, selectTripId } from './select-trip.ts';

const plans = [
  { id: 'past', endDate: '2026-01-05' },
  { id: 'soon', endDate: '2026-03-10' },
  { id: 'later', endDate: '2026-05-01' },
];

describe('selectTripId', () => {
  it('opens the trip the address names', () => {
    expect(selectTripId(plans, 'later', '2026-02-01')).toBe('later');
  });

  it('otherwise opens the first trip that has not ended', () => {
    expect(selectTripId(plans, null, '2026-02-01')).toBe('soon');
    expect(selectTripId(plans, null, '2026-03-10')).toBe('soon');
  });

  it('falls back to the latest trip when all have ended, and to none without trips', () => {
    expect(selectTripId(plans, null, '2026-09-01')).toBe('later');
    expect(selectTripId([], null, '2026-09-01')).toBeNull();
  });
});

describe('isPlanId', () => {
  it('accepts a UUID and nothing else', () => {
    expect(isPlanId('0b0f8f6e-52a4-4c1e-9d6e-0d3c1f2a7b11')).toBe(true);
    expect(isPlanId('not-a-trip')).toBe(false);
    expect(isPlanId('123')).toBe(false);
    expect(isPlanId('')).toBe(false);
  });
});
