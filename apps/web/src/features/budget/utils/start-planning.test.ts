import { describe, expect, it } from 'vitest';
import type { BudgetDestination, BudgetPlan } from '@escazo/contracts/budget';
import { startPlanningState } from './start-planning.ts';
import { wholeUnitsOf } from './whole-units.ts';

describe('startPlanningState', () => {
  it('hands the quick start the destination, the whole-dollar budget, the recommended stay and the travellers', () => {
    const plan = {
      request: { totalBudget: { amount: 300_050, currency: 'USD' }, travelers: 4 },
    } as unknown as BudgetPlan;
    const destination = { name: 'Lisbon', startDate: '2031-05-10', endDate: '2031-05-16' } as BudgetDestination;
    expect(startPlanningState(plan, destination)).toEqual({
      destination: 'Lisbon',
      budget: 3001,
      startDate: '2031-05-10',
      endDate: '2031-05-16',
      travelers: 4,
    });
  });
});

describe('wholeUnitsOf', () => {
  it('reads minor units by the currency', () => {
    expect(wholeUnitsOf({ amount: 300_000, currency: 'USD' })).toBe(3000);
    expect(wholeUnitsOf({ amount: 300_000, currency: 'JPY' })).toBe(300_000);
  });
});
