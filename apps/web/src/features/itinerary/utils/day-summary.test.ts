import { describe, expect, it } from 'vitest';
import type { PlanDay, PlanItem } from '@escazo/contracts/planning';
import { countPlan, summarizeDay } from './day-summary.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const item = (id: string, type: PlanItem['type'], cost: number, extra: Partial<PlanItem> = {}): PlanItem => ({
  id,
  type,
  title: id,
  start: '09:00',
  end: '10:00',
  cost: usd(cost),
  ...extra,
});

const day: PlanDay = {
  date: '2026-06-10',
  items: [
    item('louvre', 'attraction', 3400),
    item('walk', 'transport', 0, { mode: 'walk', distanceKm: 1.24 }),
    item('lunch', 'dining', 5000, { meal: 'lunch' }),
    item('metro', 'transport', 420, { mode: 'transit', distanceKm: 3.3 }),
    item('orsay', 'attraction', 3200),
  ],
};

describe('summarizeDay', () => {
  it('counts visits and meals, sums the cost, and keeps the day’s violations', () => {
    const violations = [
      { rule: 'opening-hours' as const, day: '2026-06-10', message: 'Closed on Tuesdays' },
      { rule: 'budget' as const, message: 'Over budget' },
      { rule: 'pace' as const, day: '2026-06-11', message: 'Too many visits' },
    ];
    expect(summarizeDay(day, violations, 'USD')).toEqual({
      visits: 2,
      meals: 1,
      cost: usd(12020),
      violations: [violations[0]],
    });
  });
});

describe('countPlan', () => {
  it('counts over every day', () => {
    expect(countPlan({ days: [day, { date: '2026-06-11', items: [item('x', 'attraction', 0)] }] })).toEqual({
      days: 2,
      visits: 3,
      meals: 1,
      transfers: 2,
    });
  });
});
