import { describe, expect, it } from 'vitest';
import { parseStaySearch, stayApiQuery, staySearchParams } from './stay-search-params.ts';

describe('stay search in the URL', () => {
  it('reads the home panel destination as the text and applies the documented fallbacks', () => {
    const search = parseStaySearch(
      new URLSearchParams('destination=Lisbon&guests=abc&priceMin=-5&priceMax=x&minBeds=9&type=castle'),
    );
    expect(search).toMatchObject({
      q: 'Lisbon',
      guests: 1,
      priceMin: 0,
      priceMax: 1000,
      minBeds: 'any',
      type: 'any',
      sort: 'recommended',
      page: 1,
    });
  });

  it('round-trips a refined search and leaves defaults out', () => {
    const search = parseStaySearch(
      new URLSearchParams('destination=Porto&guests=3&priceMin=100&priceMax=400&minBeds=2&type=villa&sort=price-asc'),
    );
    expect(parseStaySearch(staySearchParams(search))).toEqual(search);
    expect(staySearchParams(parseStaySearch(new URLSearchParams()))).toEqual(new URLSearchParams());
  });

  it('sends the text to the API as q', () => {
    const query = new URLSearchParams(stayApiQuery(parseStaySearch(new URLSearchParams('destination=Rome'))));
    expect(query.get('q')).toBe('Rome');
    expect(query.has('destination')).toBe(false);
  });
});
