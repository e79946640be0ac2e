import { describe, expect, it } from 'vitest';
import { cruiseSearchParams, nextMonths, parseCruiseSearch } from './cruise-search-params.ts';

describe('cruise search in the URL', () => {
  it('needs destination and month; passengers default to 2', () => {
    expect(parseCruiseSearch(new URLSearchParams('destination=alaska'))).toBeNull();
    expect(parseCruiseSearch(new URLSearchParams('destination=alaska&month=2027-06'))).toMatchObject({ passengers: 2, cruiseLine: 'any', duration: 'any' });
  });

  it('round-trips the optional fields', () => {
    const search = parseCruiseSearch(new URLSearchParams('destination=europe&month=2027-06&passengers=4&duration=7-9&cabin=balcony&sort=rating-desc'));
    expect(parseCruiseSearch(cruiseSearchParams(search!))).toEqual(search);
  });

  it('offers twelve months from this one', () => {
    expect(nextMonths(new Date(2026, 10, 22))).toEqual(expect.arrayContaining(['2026-11', '2027-10']));
    expect(nextMonths(new Date(2026, 10, 22))).toHaveLength(12);
  });
});
