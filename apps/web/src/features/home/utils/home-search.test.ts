import { describe, expect, it } from 'vitest';
import { homeSearchUrl, initialHomeSearch } from './home-search.ts';

describe('homeSearchUrl', () => {
  it('carries every flight field under its documented name, in order', () => {
    const url = homeSearchUrl('flights', {
      from: 'Boston',
      to: 'Lisbon',
      departureDate: '2030-05-01',
      returnDate: '2030-05-09',
      passengers: '3',
      class: 'business',
      fromLabel: 'Boston',
      toLabel: 'Lisbon',
    });
    expect(url).toBe(
      '/flights?from=Boston&to=Lisbon&departureDate=2030-05-01&returnDate=2030-05-09&passengers=3&class=business',
    );
  });

  it('carries a picked place with the label its field showed', () => {
    const url = homeSearchUrl('flights', {
      ...initialHomeSearch.flights,
      from: 'GB-london',
      fromLabel: 'London, United Kingdom',
      to: 'JFK',
      toLabel: 'New York (JFK)',
    });
    expect(url).toBe(
      '/flights?from=GB-london&to=JFK&passengers=1&class=economy&fromLabel=London%2C+United+Kingdom&toLabel=New+York+%28JFK%29',
    );
  });

  it('leaves out blank and whitespace-only values and trims the rest', () => {
    const url = homeSearchUrl('flights', {
      ...initialHomeSearch.flights,
      from: '  Boston ',
      fromLabel: '  Boston ',
      to: '   ',
      toLabel: '   ',
    });
    expect(url).toBe('/flights?from=Boston&passengers=1&class=economy');
  });

  it('sends hotels to /hotels and stays to /short-stays with the same fields', () => {
    const stay = { destination: 'New York', checkIn: '2030-06-01', checkOut: '' };
    expect(homeSearchUrl('hotels', stay)).toBe('/hotels?destination=New+York&checkIn=2030-06-01');
    expect(homeSearchUrl('stays', stay)).toBe('/short-stays?destination=New+York&checkIn=2030-06-01');
  });

  it('builds car and ride searches with their own parameter names', () => {
    expect(
      homeSearchUrl('cars', { pickupLocation: 'Denver Airport', pickupDate: '2030-07-02', returnDate: '2030-07-05' }),
    ).toBe('/cars?pickupLocation=Denver+Airport&pickupDate=2030-07-02&returnDate=2030-07-05');
    expect(homeSearchUrl('rides', { pickup: 'Downtown', destination: 'Airport', date: '', passengers: 4 })).toBe(
      '/rides?pickup=Downtown&destination=Airport&passengers=4',
    );
  });

  it('encodes characters that would break the query string', () => {
    const url = homeSearchUrl('hotels', { destination: 'Rock & Roll?=#', checkIn: '', checkOut: '' });
    expect(new URL(url, 'http://x').searchParams.get('destination')).toBe('Rock & Roll?=#');
  });

  it('goes to the bare target when nothing was entered', () => {
    expect(homeSearchUrl('cars', initialHomeSearch.cars)).toBe('/cars');
    expect(homeSearchUrl('stays', initialHomeSearch.stays)).toBe('/short-stays');
  });
});
