import { describe, expect, it } from 'vitest';
import { initialTripSearch, tripSearchFromUrl, tripSearchUrl } from './trip-search.ts';

describe('tripSearchFromUrl', () => {
  it("fills the destination from Explore's card (destination) or search text (q)", () => {
    expect(tripSearchFromUrl(new URLSearchParams('destination=New+York')).destination).toEqual({
      value: 'New York',
      label: 'New York',
    });
    expect(tripSearchFromUrl(new URLSearchParams('q=+Paris+')).destination).toEqual({ value: 'Paris', label: 'Paris' });
    expect(tripSearchFromUrl(new URLSearchParams('destination=Lisbon&q=Paris')).destination.label).toBe('Lisbon');
  });

  it('starts empty without them, with the documented defaults', () => {
    expect(tripSearchFromUrl(new URLSearchParams(''))).toEqual(initialTripSearch);
    expect(tripSearchFromUrl(new URLSearchParams('q=+++'))).toEqual(initialTripSearch);
  });

  it("carries a cruise region's name and the trip fields to /cruises", () => {
    const values = {
      ...initialTripSearch,
      destination: { value: 'Caribbean', label: 'Caribbean' },
      checkIn: '2030-05-01',
      checkOut: '2030-05-08',
      guests: 2,
    };
    expect(tripSearchUrl('cruises', values)).toBe(
      '/cruises?destination=Caribbean&checkIn=2030-05-01&checkOut=2030-05-08&guests=2',
    );
  });
});
