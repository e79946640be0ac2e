import { describe, expect, it } from 'vitest';
import { dealsSearchParams, hasAdvancedFilters, parseDealsQuery } from './deals-url.ts';

const parse = (query: string) => parseDealsQuery(new URLSearchParams(query));

describe('deals URL state', () => {
  it('reads the contract defaults from an empty query', () => {
    expect(parse('')).toEqual({ sort: 'popular', priceCurrency: 'USD', page: 1, pageSize: 9 });
  });

  it('reads every field and writes it back in a short, stable form', () => {
    const query = parse(
      'type=hotel&sort=discount&priceMin=10000&priceMax=50000&priceCurrency=EUR&destination=Paris&minRating=4&validUntil=2030-05-01&page=2',
    );
    expect(query).toMatchObject({
      type: 'hotel',
      sort: 'discount',
      priceMin: 10000,
      priceMax: 50000,
      priceCurrency: 'EUR',
      destination: 'Paris',
      minRating: 4,
      validUntil: '2030-05-01',
      page: 2,
    });
    expect(dealsSearchParams(query).toString()).toBe(
      'type=hotel&sort=discount&priceMin=10000&priceMax=50000&priceCurrency=EUR&destination=Paris&minRating=4&validUntil=2030-05-01&page=2',
    );
  });

  it('leaves defaults out, and the currency out when no price bound is set', () => {
    expect(dealsSearchParams(parse('sort=popular&page=1&priceCurrency=GBP')).toString()).toBe('');
    expect(dealsSearchParams(parse('priceMax=900')).toString()).toBe('priceMax=900&priceCurrency=USD');
  });

  it('drops only the fields the schema refuses', () => {
    expect(parse('type=boat&page=abc&sort=price&minRating=9')).toEqual({
      sort: 'price',
      priceCurrency: 'USD',
      page: 1,
      pageSize: 9,
    });
    expect(parse('type=cruise&validUntil=2030-02-30')).toEqual({
      type: 'cruise',
      sort: 'popular',
      priceCurrency: 'USD',
      page: 1,
      pageSize: 9,
    });
  });

  it('drops the upper bound when it is below the lower one', () => {
    expect(parse('priceMin=500&priceMax=100')).toEqual({
      priceMin: 500,
      sort: 'popular',
      priceCurrency: 'USD',
      page: 1,
      pageSize: 9,
    });
  });

  it('knows when the advanced filters narrow the list', () => {
    expect(hasAdvancedFilters(parse('type=car&sort=price&page=3'))).toBe(false);
    expect(hasAdvancedFilters(parse('destination=Lima'))).toBe(true);
    expect(hasAdvancedFilters(parse('minRating=3.5'))).toBe(true);
  });
});
