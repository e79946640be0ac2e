import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fareCalendarRequestSchema, flightSearchDefaults, flightSearchRequestSchema } from './search-flights.ts';
import { validationMessages } from './messages.ts';
import { schemaErrors } from './test-support/factories.ts';

const base = { from: 'JFK', to: 'LHR', date: '2026-12-10' };

describe('flight search request', () => {
  it('fills the documented defaults', () => {
    expect(flightSearchRequestSchema.parse(base)).toEqual({
      ...base,
      passengers: 1,
      cabin: 'economy',
      stops: 'any',
      airlines: [],
      departFrom: 0,
      departTo: 24,
      sort: 'price-asc',
      page: 1,
      pageSize: 20,
      returnPage: 1,
    });
    // The engine applies the same defaults to queries built in code.
    expect(flightSearchRequestSchema.parse(base)).toMatchObject(flightSearchDefaults);
  });

  it('reads a query string: numbers coerced, airlines as comma text, empty return date = one way', () => {
    const parsed = flightSearchRequestSchema.parse({
      ...base,
      returnDate: '',
      passengers: '3',
      airlines: 'ba,AA',
      priceMax: '450',
      sort: 'rating-desc',
    });
    expect(parsed).toMatchObject({ passengers: 3, airlines: ['BA', 'AA'], priceMax: 450, sort: 'rating-desc' });
    expect(parsed.returnDate).toBeUndefined();
  });

  it('requires from, to and date with the documented message', () => {
    const errors = schemaErrors(flightSearchRequestSchema, { from: ' ', to: '', date: '' });
    expect(errors).toEqual({ from: ['flights.required'], to: ['flights.required'], date: ['flights.required'] });
    expect(validationMessages['flights.required']).toBe('Please fill in all required fields');
  });

  it('accepts passengers 1-9 only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), (n) => {
        expect(flightSearchRequestSchema.safeParse({ ...base, passengers: n }).success).toBe(n >= 1 && n <= 9);
      }),
    );
  });

  it('rejects a return before departure, the same place twice, a reversed price range or time window', () => {
    expect(schemaErrors(flightSearchRequestSchema, { ...base, returnDate: '2026-12-09' })).toEqual({
      returnDate: ['flights.returnBeforeDeparture'],
    });
    expect(schemaErrors(flightSearchRequestSchema, { ...base, to: 'jfk' })).toEqual({ to: ['flights.samePlace'] });
    expect(schemaErrors(flightSearchRequestSchema, { ...base, priceMin: 500, priceMax: 100 })).toEqual({
      priceMax: ['lodging.priceRange'],
    });
    expect(schemaErrors(flightSearchRequestSchema, { ...base, departFrom: 18, departTo: 6 })).toEqual({
      departTo: ['flights.departWindow'],
    });
    expect(
      flightSearchRequestSchema.safeParse({ ...base, returnDate: '2026-12-10', priceMin: 100, priceMax: 100 }).success,
    ).toBe(true);
    expect(flightSearchRequestSchema.safeParse({ ...base, cabin: 'luxury' }).success).toBe(false);
    expect(flightSearchRequestSchema.safeParse({ ...base, date: '2026-02-30' }).success).toBe(false);
  });

  it('the fare calendar takes the same fields', () => {
    expect(fareCalendarRequestSchema.parse({ ...base, returnDate: '2026-12-17', cabin: 'business' })).toMatchObject({
      cabin: 'business',
      passengers: 1,
    });
  });
});
