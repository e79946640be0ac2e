import { describe, expect, it } from 'vitest';
import { flightsUrl, readFlightUrl, toFlightRequest } from './flight-url.ts';
import { dayOffset, localTime, splitMinutes } from './format-flight.ts';

const read = (query: string) => readFlightUrl(new URLSearchParams(query));

describe('readFlightUrl', () => {
  it("reads the home panel's names (departureDate, class) and destination cards' destination", () => {
    const state = read('from=Boston&to=Lisbon&departureDate=2030-05-01&passengers=3&class=business');
    expect(state).toMatchObject({
      from: 'Boston',
      fromLabel: 'Boston',
      to: 'Lisbon',
      date: '2030-05-01',
      passengers: 3,
      cabin: 'business',
    });
    expect(read('destination=Paris').to).toBe('Paris');
  });

  it("reads Search & Book's trip fields", () => {
    const state = read(
      'origin=JFK&destination=LHR&checkIn=2030-05-01&checkOut=2030-05-08&guests=2&class=first&toLabel=London+(LHR)',
    );
    expect(state).toMatchObject({
      from: 'JFK',
      to: 'LHR',
      toLabel: 'London (LHR)',
      date: '2030-05-01',
      returnDate: '2030-05-08',
      passengers: 2,
      cabin: 'first',
    });
  });

  it('falls back to defaults on bad values instead of failing the page', () => {
    const state = read(
      'passengers=12&cabin=rocket&stops=maybe&sort=x&page=-1&departFrom=30&priceMin=abc&airlines=AA,b,toolong',
    );
    expect(state).toMatchObject({
      passengers: 1,
      cabin: 'economy',
      stops: 'any',
      sort: 'price-asc',
      page: 1,
      departFrom: 0,
      airlines: ['AA'],
    });
    expect(state.priceMin).toBeUndefined();
  });
});

describe('flightsUrl', () => {
  it('round-trips a state and leaves defaults out', () => {
    const state = {
      ...read(''),
      from: 'JFK',
      fromLabel: 'JFK',
      to: 'US-los-angeles',
      toLabel: 'Los Angeles, United States',
      date: '2030-05-01',
      stops: 'nonstop' as const,
      airlines: ['AA', 'DL'],
      priceMax: 400,
    };
    const url = flightsUrl(state);
    expect(url).toBe(
      '/flights?from=JFK&to=US-los-angeles&date=2030-05-01&stops=nonstop&priceMax=400&airlines=AA%2CDL&toLabel=Los+Angeles%2C+United+States',
    );
    expect(read(url.split('?')[1]!)).toEqual(state);
  });
});

describe('toFlightRequest', () => {
  it('validates with the contracts schema: same place and return before departure are refused', () => {
    const base = { ...read(''), date: '2030-05-01' };
    expect(toFlightRequest(base, 'JFK', 'LHR').success).toBe(true);
    expect(toFlightRequest(base, 'JFK', 'jfk').error?.issues[0]?.message).toBe('flights.samePlace');
    expect(toFlightRequest({ ...base, returnDate: '2030-04-01' }, 'JFK', 'LHR').error?.issues[0]?.message).toBe(
      'flights.returnBeforeDeparture',
    );
  });
});

describe('format-flight', () => {
  it('shows local times, the day marker and durations', () => {
    expect(localTime('2030-05-01T08:05')).toBe('08:05');
    expect(dayOffset('2030-05-01T22:00', '2030-05-02T06:10')).toBe(1);
    expect(dayOffset('2030-12-31T22:00', '2031-01-01T06:10')).toBe(1);
    expect(dayOffset('2030-05-01T08:00', '2030-05-01T11:00')).toBe(0);
    expect(splitMinutes(395)).toEqual({ hours: 6, minutes: 35 });
  });
});
