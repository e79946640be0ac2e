import { describe, expect, it } from 'vitest';
import { defaultFilters, hasActiveFilters, parseFilters, writeFilters } from './recommendations-url.ts';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('recommendations URL state', () => {
  it('reads the defaults from an empty address', () => {
    expect(parse('')).toEqual(defaultFilters);
    expect(hasActiveFilters(parse(''))).toBe(false);
  });

  it('reads every key and writes it back, defaults left out and other keys kept', () => {
    const filters = parse('tab=trending&q=paris&price=luxury&rating=4.5&category=hotel&sort=price-high');
    expect(filters).toEqual({
      tab: 'trending',
      search: 'paris',
      price: 'luxury',
      rating: '4.5',
      category: 'hotel',
      sort: 'price-high',
    });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(writeFilters(new URLSearchParams('x=1'), filters).toString()).toBe(
      'x=1&tab=trending&q=paris&price=luxury&rating=4.5&category=hotel&sort=price-high',
    );
    expect(writeFilters(new URLSearchParams('tab=featured&q=rome'), defaultFilters).toString()).toBe('');
  });

  it('drops an unreadable value alone', () => {
    expect(parse('tab=nope&price=cheap&rating=4.5&sort=random')).toEqual({ ...defaultFilters, rating: '4.5' });
  });

  it('counts the tab and the sort as no filter', () => {
    expect(hasActiveFilters({ ...defaultFilters, tab: 'favorites', sort: 'rating' })).toBe(false);
    expect(hasActiveFilters({ ...defaultFilters, search: ' ' })).toBe(false);
  });
});
