import { describe, expect, it } from 'vitest';
import { dayFromToday } from './dates.ts';
import { isPlaceId } from './place.ts';
import { tripSearchUrl, initialTripSearch } from './trip-search.ts';
import { keepParams, toSearchParams, withQuery } from './url-state.ts';

describe('toSearchParams', () => {
  it('drops blanks, empty lists and defaults; joins lists with commas', () => {
    const params = toSearchParams({ a: '', b: undefined, c: [], d: ['x', 'y'], e: 1, f: 'keep' }, { e: 1 });
    expect(params.toString()).toBe('d=x%2Cy&f=keep');
    expect(withQuery('/p', new URLSearchParams())).toBe('/p');
  });
});

describe('keepParams', () => {
  it("puts the page's own pairs first and overrides the search's", () => {
    const search = new URLSearchParams('destination=caribbean&tab=hotels&month=2030-05');
    expect(keepParams({ tab: 'cruises' }, search).toString()).toBe('tab=cruises&destination=caribbean&month=2030-05');
    expect(keepParams({}, search).toString()).toBe(search.toString());
  });
});

describe('tripSearchUrl', () => {
  const values = {
    ...initialTripSearch,
    origin: { value: 'JFK', label: 'New York (JFK)' },
    destination: { value: 'FR-paris', label: 'Paris, France' },
    checkIn: '2030-05-01',
    checkOut: '2030-05-08',
    guests: 2,
  };
  it('flights: every field, with the picked codes and their labels', () => {
    expect(tripSearchUrl('flights', values)).toBe(
      '/flights?origin=JFK&destination=FR-paris&checkIn=2030-05-01&checkOut=2030-05-08&guests=2&class=economy&fromLabel=New+York+%28JFK%29&toLabel=Paris%2C+France',
    );
  });
  it('other tabs: the destination as text, no origin or class', () => {
    expect(tripSearchUrl('hotels', values)).toBe(
      '/hotels?destination=Paris%2C+France&checkIn=2030-05-01&checkOut=2030-05-08&guests=2',
    );
  });
});

describe('helpers', () => {
  it('knows codes and city ids from typed text', () => {
    expect(isPlaceId('JFK')).toBe(true);
    expect(isPlaceId('US-new-york')).toBe(true);
    expect(isPlaceId('New York')).toBe(false);
    expect(isPlaceId('jfk')).toBe(false);
  });
  it('counts days from the local today, across month and year ends', () => {
    expect(dayFromToday(3, new Date(2030, 11, 30, 23, 30))).toBe('2031-01-02');
    expect(dayFromToday(0, new Date(2030, 0, 1, 0, 5))).toBe('2030-01-01');
  });
});
