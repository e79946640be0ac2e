import { describe, expect, it } from 'vitest';
import { dealsQuerySchema } from '@escazo/contracts/deals';
import { filterFormOf, readFilterForm } from './filter-form.ts';

const blank = { priceMin: '', priceMax: '', destination: '', minRating: '', validUntil: '' };

describe('Advanced Filters form', () => {
  it('turns the fields into filters in minor units of the form currency', () => {
    expect(
      readFilterForm(
        { priceMin: '50', priceMax: '250.75', destination: '  Lisbon ', minRating: '4.5', validUntil: '2030-06-01' },
        'EUR',
      ),
    ).toEqual({
      ok: true,
      filters: {
        priceMin: 5000,
        priceMax: 25075,
        priceCurrency: 'EUR',
        destination: 'Lisbon',
        minRating: 4.5,
        validUntil: '2030-06-01',
      },
    });
  });

  it('reads blank fields as no filter', () => {
    expect(readFilterForm(blank, 'USD')).toEqual({
      ok: true,
      filters: {
        priceMin: undefined,
        priceMax: undefined,
        priceCurrency: 'USD',
        destination: undefined,
        minRating: undefined,
        validUntil: undefined,
      },
    });
  });

  it('names the price field that is wrong', () => {
    expect(readFilterForm({ ...blank, priceMin: 'ten' }, 'USD')).toEqual({
      ok: false,
      errors: { priceMin: 'priceInvalid' },
    });
    expect(readFilterForm({ ...blank, priceMin: '300', priceMax: '200' }, 'USD')).toEqual({
      ok: false,
      errors: { priceMax: 'priceOrder' },
    });
  });

  it('fills the fields from the query in the URL', () => {
    const query = dealsQuerySchema.parse({
      priceMin: '1999',
      priceCurrency: 'GBP',
      destination: 'Rome',
      minRating: '3',
      validUntil: '2030-01-15',
    });
    expect(filterFormOf(query, 'GBP')).toEqual({
      priceMin: '19.99',
      priceMax: '',
      destination: 'Rome',
      minRating: '3',
      validUntil: '2030-01-15',
    });
  });
});
