import { describe, expect, it } from 'vitest';
import { clock, minutesBetween, nextAction } from './ride-figures.ts';

describe('minutesBetween', () => {
  it('rounds to whole minutes and never goes below zero', () => {
    expect(minutesBetween('2026-01-01T10:00:00Z', '2026-01-01T10:12:20Z')).toBe(12);
    expect(minutesBetween('2026-01-01T10:30:00Z', '2026-01-01T10:00:00Z')).toBe(0);
  });
});

describe('nextAction', () => {
  it('offers one next step per state', () => {
    expect(nextAction('offered')).toBe('accept');
    expect(nextAction('assigned')).toBe('arrived');
    expect(nextAction('arriving')).toBe('arrived');
    expect(nextAction('arrived')).toBe('start');
    expect(nextAction('on_trip')).toBe('complete');
    expect(nextAction('completed')).toBeNull();
    expect(nextAction('cancelled')).toBeNull();
  });
});

describe('clock', () => {
  it('shows minutes and zero-padded seconds, rounding up', () => {
    expect(clock(119.2)).toBe('2:00');
    expect(clock(65)).toBe('1:05');
    expect(clock(-3)).toBe('0:00');
  });
});
