import type { Interest } from '@escazo/contracts/planning-options';
import { describe, expect, it } from 'vitest';
import { planTrip } from './plan.ts';
import { baseQuery, cityPlaces, near, sight } from './testing/fixtures.ts';
import { neighbourhoodWalks } from './walks.ts';
import type { FlightOption, PlanItem } from './types.ts';

const airport = { ...near(-8, -9), code: 'BCN' };
const flight = (direction: FlightOption['direction'], at: number, extra: Partial<FlightOption> = {}): FlightOption => ({
  direction,
  title: direction === 'outbound' ? 'UA 1 Newark → Barcelona' : 'IB 2 Barcelona → Madrid',
  departLabel: '18:00',
  arriveLabel: '07:30',
  departDate: '2026-05-31',
  arriveDate: '2026-06-01',
  atDestination: at,
  airport,
  totalMinor: 90000,
  ref: { flight: direction },
  ...extra,
});
const titled = (items: readonly PlanItem[], prefix: string) => items.find((i) => i.title.startsWith(prefix));

describe('finishing the days', () => {
  it('after an overnight flight: bags dropped on arrival, one nearby place at most, check-in at 15:00, then dinner', () => {
    const plan = planTrip(baseQuery({ flights: { outbound: flight('outbound', 7 * 60 + 30), return: null } }));
    expect(plan.feasible).toBe(true);
    const first = plan.days[0]!.items;
    const drop = titled(first, 'Drop bags: ')!;
    const checkIn = titled(first, 'Check in: ')!;
    expect(first.indexOf(drop)).toBeLessThan(first.indexOf(checkIn));
    expect(drop).toMatchObject({ costMinor: 0, note: 'Check-in from 15:00' });
    expect(checkIn.start).toBe(15 * 60);
    expect(checkIn.costMinor).toBeGreaterThan(0);
    expect(first.filter((i) => i.type === 'attraction').length).toBeLessThanOrEqual(1);
    expect(first.some((i) => i.meal === 'dinner' && i.start > checkIn.end)).toBe(true);
    expect(plan.days[0]!.summary).toMatch(
      /^Arrival: bags left at the lodging at \d\d:\d\d, check-in at 15:00; a light day/,
    );
  });

  it("waits for a stay's later check-in time when arriving within the hour before it", () => {
    const query = baseQuery({ flights: { outbound: flight('outbound', 15 * 60 + 10), return: null } });
    const lodging = query.lodging.map((option) => ({ ...option, checkInFrom: 16 * 60 }));
    const first = planTrip({ ...query, lodging }).days[0]!.items;
    expect(titled(first, 'Drop bags: ')).toBeUndefined();
    expect(titled(first, 'Check in: ')!.start).toBe(16 * 60);
  });

  it('reaches the airport 1.5 hours before a domestic flight and 2 before an international one', () => {
    for (const international of [false, true]) {
      const back = flight('return', 18 * 60, { departDate: '2026-06-03', arriveDate: '2026-06-03', international });
      const plan = planTrip(baseQuery({ flights: { outbound: null, return: back } }));
      const last = plan.days[2]!;
      const home = last.items.findIndex((i) => i.type === 'flight');
      const buffer = international ? 120 : 90;
      expect(last.items[home]!.start - last.items[home - 1]!.end).toBeGreaterThanOrEqual(buffer);
      expect(last.summary).toContain(
        `${buffer / 60} hours before the ${international ? 'international' : 'domestic'} flight`,
      );
      expect(plan.feasible).toBe(true);
    }
  });

  it('keeps a beach out of season unless the traveller asked for beaches, and then says so', () => {
    const beach = sight('beach', {
      ...near(0.2, 0.2),
      name: 'City Beach',
      tags: ['Beaches', 'Culture', 'History'],
      seasonMonths: [7, 8],
    });
    const places = [beach, ...cityPlaces()];
    const visits = (interests: Interest[]) =>
      planTrip(baseQuery({ places, interests })).days.flatMap((d) => d.items.filter((i) => i.placeId === 'beach'));
    expect(visits(['History'])).toEqual([]);
    const asked = planTrip(baseQuery({ places, interests: ['Beaches'] }));
    const day = asked.days.find((d) => d.items.some((i) => i.placeId === 'beach'))!;
    expect(day.summary).toContain('City Beach is out of season in June, planned as you asked for Beaches');
  });

  it('eats at every restaurant once before any twice', () => {
    const meals = planTrip(baseQuery()).days.flatMap((d) => d.items.filter((i) => i.type === 'dining'));
    expect(new Set(meals.map((m) => m.placeId)).size).toBe(meals.length);
  });
});

describe('neighbourhood walks', () => {
  it('one per neighbourhood with two or more sights, from its most central sight, never a restaurant', () => {
    const places = [
      sight('a', { ...near(0, 0), neighbourhood: 'Old Town', tags: ['History'] }),
      sight('b', { ...near(0, 1), neighbourhood: 'Old Town', tags: ['History', 'Art'] }),
      sight('c', { ...near(0, 2), neighbourhood: 'Old Town', tags: ['History'] }),
      sight('d', { ...near(5, 5), neighbourhood: 'Harbour' }),
    ];
    const walks = neighbourhoodWalks(places);
    expect(walks).toHaveLength(1);
    expect(walks[0]).toMatchObject({
      id: 'walk-old-town',
      name: 'Walk around Old Town',
      kind: 'experience',
      walk: true,
      priceMinor: 0,
      lat: places[1]!.lat,
      lon: places[1]!.lon,
      tags: ['History', 'Art'],
    });
  });
});
