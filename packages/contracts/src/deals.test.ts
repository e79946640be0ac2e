import { describe, expect, it } from 'vitest';
import {
  dealSchema,
  dealsQuerySchema,
  featuredDealsSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
} from './deals.ts';
import { schemaErrors } from './test-support/factories.ts';

const deal = {
  id: 'hotel:h-1:2026-12-01',
  type: 'hotel',
  title: 'Grand Lisboa',
  description: '3 nights, 2 guests',
  location: 'Lisbon, Portugal',
  originalPrice: { amount: 50000, currency: 'USD' },
  discountedPrice: { amount: 40000, currency: 'USD' },
  discountPercentage: 20,
  rating: 4.5,
  imageUrl: '/media/hotels/h-1.jpg',
  validUntil: '2026-12-01T00:00:00.000Z',
  featured: true,
};

describe('deals query schema', () => {
  it('applies the documented defaults', () => {
    expect(dealsQuerySchema.parse({})).toEqual({ sort: 'popular', priceCurrency: 'USD', page: 1, pageSize: 9 });
  });

  it('coerces query-string text and treats blanks as absent', () => {
    const q = dealsQuerySchema.parse({
      type: 'cruise',
      sort: 'discount',
      priceMin: '1000',
      priceMax: '',
      minRating: '4.5',
      page: '2',
      pageSize: '24',
      priceCurrency: 'JPY',
      validUntil: '2026-12-01',
      destination: ' Lisbon ',
    });
    expect(q).toEqual({
      type: 'cruise',
      sort: 'discount',
      priceMin: 1000,
      minRating: 4.5,
      page: 2,
      pageSize: 24,
      priceCurrency: 'JPY',
      validUntil: '2026-12-01',
      destination: 'Lisbon',
    });
  });

  it('refuses unknown values, fractional or negative bounds, crossed bounds and big pages', () => {
    const errorsOf = (input: Record<string, unknown>) => Object.keys(schemaErrors(dealsQuerySchema, input));
    expect(errorsOf({ type: 'train' })).toEqual(['type']);
    expect(errorsOf({ sort: 'newest' })).toEqual(['sort']);
    expect(errorsOf({ priceMin: '10.5' })).toEqual(['priceMin']);
    expect(errorsOf({ priceMin: '-1' })).toEqual(['priceMin']);
    expect(errorsOf({ priceMin: '500', priceMax: '100' })).toEqual(['priceMax']);
    expect(errorsOf({ priceCurrency: 'CHF' })).toEqual(['priceCurrency']);
    expect(errorsOf({ minRating: '6' })).toEqual(['minRating']);
    expect(errorsOf({ validUntil: '2026-02-30' })).toEqual(['validUntil']);
    expect(errorsOf({ pageSize: '25' })).toEqual(['pageSize']);
    expect(errorsOf({ page: '0' })).toEqual(['page']);
  });
});

describe('deal schemas', () => {
  it('accepts a deal and a featured list of at most six', () => {
    expect(dealSchema.safeParse(deal).success).toBe(true);
    expect(featuredDealsSchema.safeParse({ items: Array.from({ length: 6 }, () => deal) }).success).toBe(true);
    expect(featuredDealsSchema.safeParse({ items: Array.from({ length: 7 }, () => deal) }).success).toBe(false);
  });

  it('needs whole minor units and a whole percentage', () => {
    expect(dealSchema.safeParse({ ...deal, discountedPrice: { amount: 399.5, currency: 'USD' } }).success).toBe(false);
    expect(dealSchema.safeParse({ ...deal, discountPercentage: 20.5 }).success).toBe(false);
  });
});

describe('newsletter schemas', () => {
  it('trims the e-mail and needs a token', () => {
    expect(newsletterSubscribeSchema.parse({ email: ' ana@example.com ' }).email).toBe('ana@example.com');
    expect(newsletterSubscribeSchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(newsletterTokenSchema.safeParse({ token: '' }).success).toBe(false);
    expect(newsletterTokenSchema.safeParse({ token: 'abc' }).success).toBe(true);
  });
});
