import { describe, expect, it } from 'vitest';
import {
  cruiseFormValues,
  cruiseQuickSearch,
  cruiseQuickValues,
  cruiseSearchIssue,
  cruiseSearchParams,
  nextMonths,
  parseCruiseSearch,
} from './cruise-search-params.ts';

describe('cruise search in the URL', () => {
  it('needs destination and month; passengers default to 2', () => {
    expect(parseCruiseSearch(new URLSearchParams('destination=alaska'))).toBeNull();
    expect(parseCruiseSearch(new URLSearchParams('destination=alaska&month=2027-06'))).toMatchObject({
      passengers: 2,
      cruiseLine: 'any',
      duration: 'any',
    });
  });

  it('round-trips the optional fields', () => {
    const search = parseCruiseSearch(
      new URLSearchParams('destination=europe&month=2027-06&passengers=4&duration=7-9&cabin=balcony&sort=rating-desc'),
    );
    expect(parseCruiseSearch(cruiseSearchParams(search!))).toEqual(search);
  });

  it('offers twelve months from this one', () => {
    expect(nextMonths(new Date(2026, 10, 22))).toEqual(expect.arrayContaining(['2026-11', '2027-10']));
    expect(nextMonths(new Date(2026, 10, 22))).toHaveLength(12);
  });

  it("quick form: the documented defaults before a search, the URL's search after", () => {
    expect(cruiseQuickValues(new URLSearchParams('tab=cruises'), '2027-03-10')).toEqual({
      destination: 'caribbean',
      departureDate: '2027-03-10',
      duration: '7-9',
    });
    expect(
      cruiseQuickValues(new URLSearchParams('destination=alaska&month=2027-06&duration=10%2B'), '2027-03-10'),
    ).toEqual({ destination: 'alaska', departureDate: '2027-06-01', duration: '10+' });
  });

  it('quick form: the date gives the month and the earliest departure', () => {
    const fields = cruiseQuickSearch({ destination: 'europe', departureDate: '2027-06-12', duration: '4-6' });
    expect(fields).toEqual({ destination: 'europe', month: '2027-06', departureDate: '2027-06-12', duration: '4-6' });
    expect(parseCruiseSearch(new URLSearchParams(fields))).toMatchObject({
      destination: 'europe',
      month: '2027-06',
      departureDate: '2027-06-12',
      duration: '4-6',
      passengers: 2,
    });
  });

  it("takes a region's name and Search & Book's trip fields", () => {
    const params = new URLSearchParams('destination=Caribbean&checkIn=2027-06-12&checkOut=2027-06-20&guests=3');
    expect(parseCruiseSearch(params)).toMatchObject({
      destination: 'caribbean',
      month: '2027-06',
      departureDate: '2027-06-12',
      duration: '7-9',
      passengers: 3,
    });
    expect(cruiseFormValues(params)).toMatchObject({
      destination: 'caribbean',
      month: '2027-06',
      duration: '7-9',
      passengers: '3',
    });
    expect(cruiseQuickValues(params, '2027-03-10')).toEqual({
      destination: 'caribbean',
      departureDate: '2027-06-12',
      duration: '7-9',
    });
    expect(parseCruiseSearch(new URLSearchParams('destination=south+pacific&checkIn=2027-06-12'))).toMatchObject({
      destination: 'south-pacific',
      duration: 'any',
    });
    expect(parseCruiseSearch(new URLSearchParams('destination=alaska&month=2027-07&checkIn=2027-06-12'))).toMatchObject(
      { month: '2027-07' },
    );
    expect(cruiseSearchIssue(new URLSearchParams('destination=Atlantis&checkIn=2027-06-12'))).toBe(
      'cruises.destination',
    );
  });

  it('says why a search in the URL cannot run, and nothing before a search', () => {
    expect(cruiseSearchIssue(new URLSearchParams('tab=cruises'))).toBeNull();
    expect(cruiseSearchIssue(new URLSearchParams('destination=caribbean'))).toBe('cruises.month');
    expect(cruiseSearchIssue(new URLSearchParams('destination=caribbean&month=2027-06'))).toBeNull();
  });
});
