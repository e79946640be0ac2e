import { describe, expect, it } from 'vitest';
import { flightsUrl, patchFlightUrl, readFlightUrl, toFlightRequest } from './flight-url.ts';
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

describe('the chosen outbound of a round trip', () => {
  const search = 'from=JFK&to=LHR&date=2030-05-01&returnDate=2030-05-08';
  const chosen = read(`${search}&outbound=BA117-20300501`);

  it('is kept in the URL, so a reload or Back shows it again', () => {
    expect(chosen.outbound).toBe('BA117-20300501');
    expect(read(search).outbound).toBe('');
    expect(read(flightsUrl(chosen).split('?')[1]!)).toEqual(chosen);
  });

  it('stays while sorting, filtering and paging the returns, and goes with a new search', () => {
    expect(patchFlightUrl(chosen, { sort: 'price-desc', stops: 'nonstop', returnPage: 2 }).outbound).toBe(
      'BA117-20300501',
    );
    expect(patchFlightUrl(chosen, { returnDate: '2030-05-08', passengers: 1 }).outbound).toBe('BA117-20300501');
    expect(patchFlightUrl(chosen, { returnDate: '2030-05-09' }).outbound).toBe('');
    expect(patchFlightUrl(chosen, { date: '2030-05-02' }).outbound).toBe('');
    expect(patchFlightUrl(chosen, { cabin: 'business' }).outbound).toBe('');
    expect(patchFlightUrl(chosen, { passengers: 2, outbound: 'AA100-20300501' }).outbound).toBe('AA100-20300501');
  });

  it('is not part of the API search', () => {
    const parsed = toFlightRequest(chosen, 'JFK', 'LHR');
    expect(parsed.success && 'outbound' in parsed.data).toBe(false);
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
