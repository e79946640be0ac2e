import { describe, expect, it } from 'vitest';
import { hotelSearchIssue, hotelSearchParams, parseHotelSearch } from './hotel-search-params.ts';

describe('hotel search in the URL', () => {
  it('needs destination, check-in and check-out', () => {
    expect(parseHotelSearch(new URLSearchParams('destination=Paris&checkIn=2030-06-01'))).toBeNull();
    expect(
      parseHotelSearch(new URLSearchParams('destination=Paris&checkIn=2030-06-01&checkOut=2030-06-04')),
    ).toMatchObject({ guests: 1, rooms: 1, sort: 'price-asc' });
  });

  it('round-trips filters and sort', () => {
    const search = parseHotelSearch(
      new URLSearchParams(
        'destination=Paris&checkIn=2030-06-01&checkOut=2030-06-04&guests=3&stars=4,5&amenities=pool,spa&priceMax=300&sort=rating-desc&page=2',
      ),
    );
    expect(search).not.toBeNull();
    expect(parseHotelSearch(hotelSearchParams(search!))).toEqual(search);
  });

  it('names the first problem of a search that cannot run, and nothing before a search', () => {
    expect(hotelSearchIssue(new URLSearchParams('tab=hotels'))).toBeNull();
    expect(
      hotelSearchIssue(new URLSearchParams('tab=hotels&destination=Paris&checkIn=2030-06-01&checkOut=2030-06-04')),
    ).toBeNull();
    expect(hotelSearchIssue(new URLSearchParams('destination=Paris&checkIn=2030-06-01'))).toBe('hotels.required');
    expect(hotelSearchIssue(new URLSearchParams('destination=Paris&checkIn=2030-06-04&checkOut=2030-06-01'))).toBe(
      'hotels.checkOutAfterCheckIn',
    );
  });
});
