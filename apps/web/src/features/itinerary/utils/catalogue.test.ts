import { describe, expect, it } from 'vitest';
import type { PlanningPlace } from '@escazo/contracts/planning';
import { hoursOn, placesToAdd } from './catalogue.ts';

const week = {
  mon: [],
  tue: ['09:00-18:00'],
  wed: ['09:00-18:00'],
  thu: ['09:00-21:45'],
  fri: ['09:00-18:00'],
  sat: ['09:00-18:00'],
  sun: ['09:00-18:00'],
};
const place = (
  id: string,
  name: string,
  kind: PlanningPlace['kind'],
  extra: Partial<PlanningPlace> = {},
): PlanningPlace => ({
  id,
  name,
  kind,
  lat: 48.86,
  lon: 2.34,
  neighbourhood: 'Louvre',
  hours: week,
  visitMinutes: 120,
  price: { amount: 2200, currency: 'USD' },
  tags: ['Art'],
  description: '',
  priceLevel: null,
  cuisine: null,
  meals: [],
  ...extra,
});

describe('hoursOn', () => {
  it('gives the hours of the weekday of a calendar day, none when closed', () => {
    expect(hoursOn(place('a', 'A', 'attraction'), '2026-06-11')).toEqual(['09:00-21:45']); // a Thursday
    expect(hoursOn(place('a', 'A', 'attraction'), '2026-06-08')).toEqual([]); // a Monday
  });
});

describe('placesToAdd', () => {
  const places = [
    place('orsay', 'Musée d’Orsay', 'attraction', { neighbourhood: 'Saint-Germain' }),
    place('louvre', 'Louvre', 'attraction'),
    place('cruise', 'Seine Cruise', 'experience', { tags: ['Photography'], neighbourhood: 'Eiffel Tower' }),
    place('bistro', 'Le Bistro', 'restaurant', { tags: ['Food'] }),
  ];
  const plan = {
    days: [
      {
        date: '2026-06-10',
        items: [
          {
            id: '1',
            type: 'attraction' as const,
            placeId: 'louvre',
            title: 'Louvre',
            start: '09:00',
            end: '11:00',
            cost: { amount: 0, currency: 'USD' },
          },
        ],
      },
    ],
  };

  it('offers attractions and experiences not in the plan, by name', () => {
    expect(placesToAdd(places, plan, '').map((p) => p.id)).toEqual(['orsay', 'cruise']);
  });

  it('matches every search word in the name, neighbourhood or interests, ignoring accents', () => {
    expect(placesToAdd(places, plan, 'musee').map((p) => p.id)).toEqual(['orsay']);
    expect(placesToAdd(places, plan, 'photography eiffel').map((p) => p.id)).toEqual(['cruise']);
    expect(placesToAdd(places, plan, 'bistro')).toEqual([]);
  });
});
