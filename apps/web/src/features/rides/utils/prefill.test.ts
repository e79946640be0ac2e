import { describe, expect, it } from 'vitest';
import { readPrefill } from './prefill.ts';

describe('readPrefill', () => {
  it('reads the home ride search', () => {
    expect(
      readPrefill(new URLSearchParams('pickup=Downtown&destination=Airport&date=2030-08-10&passengers=2')),
    ).toEqual({
      city: null,
      pickup: 'Downtown',
      destination: 'Airport',
      schedule: true,
      date: '2030-08-10',
      passengers: 2,
    });
  });

  it('books now without a date and keeps passengers within 1–4', () => {
    const prefill = readPrefill(new URLSearchParams('city=US-new-york&passengers=9'));
    expect(prefill).toMatchObject({ city: 'US-new-york', schedule: false, date: null, passengers: 1 });
    expect(readPrefill(new URLSearchParams('passengers=2.5')).passengers).toBe(1);
  });

  it('opens Schedule for an unreadable date without choosing a day', () => {
    expect(readPrefill(new URLSearchParams('date=soon'))).toMatchObject({ schedule: true, date: null });
  });
});
