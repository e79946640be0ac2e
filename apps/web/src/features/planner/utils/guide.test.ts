import { describe, expect, it } from 'vitest';
import type { PlanningPlace } from '@escazo/contracts/planning';
import { formatList, groupSights, monthNames, restaurantsOf } from './guide.ts';

const place = (
  name: string,
  kind: PlanningPlace['kind'],
  tags: PlanningPlace['tags'],
  priceLevel: number | null = null,
) => ({ id: name, name, kind, tags, priceLevel }) as PlanningPlace;

const places = [
  place('Louvre', 'attraction', ['Art', 'History']),
  place('Orsay', 'attraction', ['Art']),
  place('Catacombs', 'attraction', ['History']),
  place('Seine cruise', 'experience', ['Photography', 'Culture']),
  place('Bistro', 'restaurant', ['Food'], 2),
  place('Brasserie', 'restaurant', ['Food'], 1),
  place('Square', 'attraction', []),
];

describe('groupSights', () => {
  it('groups attractions and experiences by their main interest, in the interests order', () => {
    expect(groupSights(places).map((g) => [g.interest, g.places.map((p) => p.name)])).toEqual([
      ['Culture', ['Square']],
      ['History', ['Catacombs']],
      ['Art', ['Louvre', 'Orsay']],
      ['Photography', ['Seine cruise']],
    ]);
  });
});

describe('restaurantsOf', () => {
  it('lists restaurants cheapest first', () => {
    expect(restaurantsOf(places).map((p) => p.name)).toEqual(['Brasserie', 'Bistro']);
  });
});

describe('monthNames', () => {
  it('names months in the given language', () => {
    expect(monthNames([4, 5, 13], 'en')).toEqual(['April', 'May']);
    expect(monthNames([4], 'fr')).toEqual(['avril']);
  });
});

describe('formatList', () => {
  it('joins items the way the language does', () => {
    expect(formatList(['April', 'May', 'June'], 'en')).toBe('April, May, and June');
    expect(formatList(['Breakfast', 'Lunch'], 'en', 'unit')).toBe('Breakfast, Lunch');
    expect(formatList(['avril', 'mai'], 'fr')).toBe('avril et mai');
  });
});
