import { describe, expect, it } from 'vitest';
import { checkContextOf, checkPlan, planBase } from './check.ts';
import { weekdayOf } from './dates.ts';
import { planTrip } from './plan.ts';
import { baseQuery, everyDay, hotel, near, restaurant, sight } from './testing/fixtures.ts';
import type { FlightOption, PlanQuery } from './types.ts';

const airport = { ...near(-8, -9), code: 'BCN' };
const flight = (direction: FlightOption['direction'], atDestination: number): FlightOption => ({
  direction,
  title: direction === 'outbound' ? 'VY 1001 London → Barcelona' : 'VY 1002 Barcelona → London',
  departLabel: direction === 'outbound' ? '07:10' : '18:40',
  arriveLabel: direction === 'outbound' ? '10:25' : '20:05',
  departDate: direction === 'outbound' ? '2026-06-01' : '2026-06-03',
  arriveDate: direction === 'outbound' ? '2026-06-01' : '2026-06-03',
  atDestination,
  airport,
  totalMinor: 45000,
  ref: { flight: direction },
});

const sightsOf = (query: PlanQuery, day: { items: { type: string; placeId?: string }[] }) =>
  day.items.filter((i) => i.type === 'attraction').map((i) => query.places.find((p) => p.id === i.placeId)!);

describe('planTrip', () => {
  it('plans every day with a check-in, meals, sights and transfers, holding every rule', () => {
    const query = baseQuery();
    const plan = planTrip(query);
    expect(plan.feasible).toBe(true);
    expect(plan.violations).toEqual([]);
    expect(plan.days.map((d) => d.date)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    const [first, second, last] = plan.days;
    const lodging = query.lodging[1]!;
    // Without a flight the bags are left at 08:00 and the check-in (priced, booked) is on the way back.
    expect(first!.items[0]).toMatchObject({
      type: 'accommodation',
      title: `Drop bags: ${lodging.name}`,
      start: 480,
      end: 495,
      costMinor: 0,
    });
    const checkIn = first!.items[first!.items.length - 1]!;
    expect(checkIn).toMatchObject({
      type: 'accommodation',
      title: `Check in: ${lodging.name}`,
      costMinor: lodging.totalMinor,
      ref: lodging.ref,
    });
    expect(checkIn.start).toBeGreaterThanOrEqual(15 * 60);
    expect(first!.items[first!.items.length - 2]!).toMatchObject({ type: 'transport', end: checkIn.start });
    expect(last!.items[0]).toMatchObject({
      type: 'accommodation',
      title: `Check out: ${lodging.name}`,
      start: 480,
      end: 495,
      costMinor: 0,
    });
    expect(second!.items[0]!.type).toBe('transport');
    for (const day of plan.days) {
      expect(day.items.filter((i) => i.meal === 'lunch')).toHaveLength(1);
      expect(day.items.filter((i) => i.meal === 'dinner')).toHaveLength(1);
      expect(sightsOf(query, day).length).toBeGreaterThanOrEqual(2);
      expect(sightsOf(query, day).some((p) => p.tags.includes('History'))).toBe(true);
    }
    expect(plan.totalMinor).toBe(plan.days.flatMap((d) => d.items).reduce((sum, i) => sum + i.costMinor, 0));
  });

  it('is deterministic', () => {
    expect(planTrip(baseQuery())).toEqual(planTrip(baseQuery()));
  });

  it('keeps each day to one area', () => {
    // Three neighbourhoods 6 km apart, three sights and two restaurants in each, listed interleaved.
    const areas = [
      ['north', near(6, 0)],
      ['east', near(0, 6)],
      ['south', near(-6, 0)],
    ] as const;
    const tags = ['Culture', 'Nature', 'Art'] as const;
    const places = [0, 1, 2].flatMap((i) =>
      areas.flatMap(([area, centre]) => [
        sight(`${area}-${i}`, { lat: centre.lat + i * 0.003, lon: centre.lon, neighbourhood: area, tags: [tags[i]!] }),
        ...(i < 2
          ? [restaurant(`${area}-r${i}`, { lat: centre.lat - 0.002, lon: centre.lon + i * 0.003, neighbourhood: area })]
          : []),
      ]),
    );
    const query = baseQuery({ places, pace: 'relaxed', interests: [], lodging: [hotel('central', 50000, near(0, 0))] });
    const plan = planTrip(query);
    expect(plan.feasible).toBe(true);
    for (const day of plan.days) {
      const neighbourhoods = new Set(sightsOf(query, day).map((p) => p.neighbourhood));
      expect(sightsOf(query, day)).toHaveLength(3);
      expect(neighbourhoods.size).toBe(1);
    }
  });

  it('uses rides on the luxury tiers and no rides on the budget tier', () => {
    const luxury = planTrip(baseQuery({ tier: 'luxury' }));
    const budget = planTrip(baseQuery({ tier: 'budget' }));
    const modes = (plan: typeof luxury) =>
      new Set(plan.days.flatMap((d) => d.items.filter((i) => i.type === 'transport').map((i) => i.mode)));
    expect(modes(luxury).has('ride')).toBe(true);
    expect(modes(luxury).has('transit')).toBe(false);
    expect(modes(budget).has('ride')).toBe(false);
  });

  it('starts with the outbound flight and ends with the return flight two hours after reaching the airport', () => {
    const plan = planTrip(
      baseQuery({ flights: { outbound: flight('outbound', 10 * 60 + 25), return: flight('return', 18 * 60 + 40) } }),
    );
    expect(plan.feasible).toBe(true);
    const first = plan.days[0]!.items;
    expect(first[0]).toMatchObject({
      type: 'flight',
      start: 624,
      end: 625,
      labels: { depart: '07:10', arrive: '10:25', departDate: '2026-06-01', arriveDate: '2026-06-01' },
      costMinor: 45000,
    });
    expect(first[1]).toMatchObject({ type: 'transport', start: 625 });
    expect(first[2]).toMatchObject({ type: 'accommodation', start: first[1]!.end });
    const last = plan.days[2]!.items;
    const toAirport = last[last.length - 2]!;
    expect(toAirport.type).toBe('transport');
    expect(toAirport.end).toBeLessThanOrEqual(18 * 60 + 40 - 120);
    expect(last[last.length - 1]).toMatchObject({
      type: 'flight',
      start: 18 * 60 + 40,
      labels: { depart: '18:40', arrive: '20:05' },
    });
  });

  it("keeps an overnight outbound's local dates: it leaves the day before the first day and lands on it", () => {
    const overnight = { ...flight('outbound', 6 * 60 + 10), departLabel: '18:15', arriveLabel: '06:10' };
    const plan = planTrip(
      baseQuery({ flights: { outbound: { ...overnight, departDate: '2026-05-31' }, return: null } }),
    );
    expect(plan.days[0]!.date).toBe('2026-06-01');
    expect(plan.days[0]!.items[0]).toMatchObject({
      type: 'flight',
      labels: { depart: '18:15', arrive: '06:10', departDate: '2026-05-31', arriveDate: '2026-06-01' },
    });
  });

  it('cuts the check-in at midnight after a late landing, infeasible for the travel rule with a suggestion', () => {
    const plan = planTrip(
      baseQuery({ flights: { outbound: flight('outbound', 23 * 60 + 10), return: flight('return', 18 * 60 + 40) } }),
    );
    const first = plan.days[0]!.items;
    expect(first.map((i) => i.type)).toEqual(['flight', 'transport', 'accommodation']);
    expect(first[2]).toMatchObject({ start: first[1]!.end, end: 24 * 60 });
    expect(plan.feasible).toBe(false);
    expect(plan.violations).toEqual([
      expect.objectContaining({
        rule: 'travel',
        day: '2026-06-01',
        message: expect.stringContaining('cut short at midnight'),
      }),
    ]);
    expect(plan.suggestion).toMatchObject({ rule: 'travel' });
  });

  it('never places an item past midnight when the transfer from a late landing cannot arrive before it', () => {
    const plan = planTrip(
      baseQuery({ flights: { outbound: flight('outbound', 23 * 60 + 55), return: flight('return', 18 * 60 + 40) } }),
    );
    for (const item of plan.days.flatMap((day) => day.items)) {
      expect(item.start).toBeLessThan(item.end);
      expect(item.end).toBeLessThanOrEqual(24 * 60);
    }
    const first = plan.days[0]!.items;
    expect(first.map((i) => i.type)).toEqual(['flight', 'accommodation']);
    expect(first[1]).toMatchObject({ type: 'accommodation', start: 23 * 60 + 55, end: 24 * 60 });
    // The lodging is still paid for and booked from its check-in.
    expect(first[1]!.costMinor).toBeGreaterThan(0);
    expect(plan.feasible).toBe(false);
    expect(plan.violations.every((v) => v.rule === 'travel' && v.day === '2026-06-01')).toBe(true);
    expect(plan.violations.map((v) => v.message).join(' ')).toMatch(/No transfer to Check in/);
    expect(plan.suggestion).toMatchObject({ rule: 'travel' });
  });

  it('checks out early for a dawn return flight', () => {
    const plan = planTrip(
      baseQuery({ flights: { outbound: flight('outbound', 10 * 60 + 25), return: flight('return', 6 * 60 + 30) } }),
    );
    expect(plan.feasible).toBe(true);
    const last = plan.days[2]!.items;
    expect(last.map((i) => i.type)).toEqual(['accommodation', 'transport', 'flight']);
    expect(last[1]!.end).toBeLessThanOrEqual(6 * 60 + 30 - 120);
  });

  it('still builds the days when no lodging has rooms, infeasible for the catalogue rule', () => {
    const plan = planTrip(baseQuery({ lodging: [] }));
    expect(plan.feasible).toBe(false);
    expect(plan.days).toHaveLength(3);
    expect(plan.violations).toEqual([
      { rule: 'catalogue', message: 'No hotel or stay has rooms for these nights and travelers' },
    ]);
    expect(plan.suggestion?.rule).toBe('catalogue');
  });

  it('names the day and the rule when every restaurant is closed that weekday', () => {
    const query = baseQuery();
    const tuesday = '2026-06-02';
    const closedTuesday = everyDay([11 * 60, 23 * 60]);
    closedTuesday[weekdayOf(tuesday)] = [];
    const closed = {
      ...query,
      places: query.places.map((p) => (p.kind === 'restaurant' ? { ...p, opening: closedTuesday } : p)),
    };
    const plan = planTrip(closed);
    expect(plan.feasible).toBe(false);
    expect(plan.violations.length).toBeGreaterThan(0);
    expect(plan.violations.every((v) => v.rule === 'meals' && v.day === tuesday)).toBe(true);
    expect(plan.suggestion).toMatchObject({ rule: 'meals' });
    expect(plan.suggestion!.message).toContain('Tuesday 2026-06-02');
    expect(plan.suggestion!.message).toContain('other dates');
    expect(plan.violations).toEqual(checkPlan(plan.days, checkContextOf(closed, planBase(plan.days))));
  });

  it('fits a budget by getting cheaper step by step', () => {
    const best = planTrip(baseQuery());
    const budgetMinor = best.totalMinor - 20000;
    const fitted = planTrip(baseQuery({ budgetMinor }));
    expect(fitted.feasible).toBe(true);
    expect(fitted.totalMinor).toBeLessThanOrEqual(budgetMinor);
  });

  it('reports the minimum budget of an impossible budget, and that budget plans feasibly', () => {
    const tight = planTrip(baseQuery({ budgetMinor: 10000 }));
    expect(tight.feasible).toBe(false);
    expect(tight.violations.map((v) => v.rule)).toEqual(['budget']);
    const minimum = tight.suggestion!.minimumBudgetMinor!;
    expect(minimum).toBe(tight.totalMinor);
    expect(minimum).toBeGreaterThan(10000);
    const exact = planTrip(baseQuery({ budgetMinor: minimum }));
    expect(exact.feasible).toBe(true);
    expect(exact.totalMinor).toBe(minimum);
    expect(planTrip(baseQuery({ budgetMinor: minimum - 1 })).feasible).toBe(false);
  });

  it('takes the cheapest lodging and restaurants before dropping sights', () => {
    const query = baseQuery({ lodging: [hotel('hostel', 9000), hotel('palace', 400000)], tier: 'ultra-luxury' });
    const best = planTrip(query);
    expect(best.days[0]!.items.at(-1)!.title).toBe('Check in: Hotel palace');
    const fitted = planTrip({ ...query, budgetMinor: best.totalMinor - 300000 });
    expect(fitted.feasible).toBe(true);
    expect(fitted.days[0]!.items.at(-1)!.title).toBe('Check in: Hotel hostel');
    const sights = (plan: typeof best) =>
      plan.days.flatMap((d) => d.items).filter((i) => i.type === 'attraction').length;
    expect(sights(fitted)).toBe(sights(best));
  });

  it('prefers restaurants at the tier price levels, going outside them rather than eat at one place twice', () => {
    // Eight restaurants open every day for both meals, two at each price level; six meals to plan.
    const levels = (tier: PlanQuery['tier']) => {
      const ids = planTrip(baseQuery({ tier }))
        .days.flatMap((d) => d.items)
        .filter((i) => i.type === 'dining')
        .map((i) => i.placeId!);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      return ids.map((id) => baseQuery().places.find((p) => p.id === id)!.priceLevel!);
    };
    // Every restaurant at the tier's levels is used before any other.
    expect(levels('budget').filter((level) => level <= 2)).toHaveLength(4);
    expect(levels('ultra-luxury').filter((level) => level === 4)).toHaveLength(2);
  });

  it('plans a one-day trip without lodging', () => {
    const plan = planTrip(baseQuery({ endDate: '2026-06-01', lodging: [] }));
    expect(plan.feasible).toBe(true);
    expect(plan.days).toHaveLength(1);
    expect(plan.days[0]!.items.some((i) => i.type === 'accommodation')).toBe(false);
  });

  it('varies restaurants when it can', () => {
    const query = baseQuery({ places: [...baseQuery().places, restaurant('extra', { ...near(0, 0) })] });
    const plan = planTrip(query);
    const meals = plan.days.flatMap((d) => d.items.filter((i) => i.type === 'dining').map((i) => i.placeId));
    expect(new Set(meals).size).toBeGreaterThanOrEqual(4);
  });
});
