import { describe, expect, it } from 'vitest';
import type { BudgetPlan } from '@escazo/contracts/budget';
import {
  budgetFieldOf,
  budgetFormSchema,
  budgetValuesOfPlan,
  defaultBudgetValues,
  toBudgetRequest,
  type BudgetFormValues,
} from './budget-form.ts';

const filled = (overrides: Partial<BudgetFormValues> = {}): BudgetFormValues => ({
  ...defaultBudgetValues,
  travelDates: { startDate: '2031-05-10', endDate: '2031-05-16' },
  startingLocation: { value: 'LIS', label: 'Lisbon (LIS)' },
  ...overrides,
});

const messagesOf = (values: BudgetFormValues) => {
  const result = budgetFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the budget form', () => {
  it('starts at the documented defaults: 3000 for 2 travelers', () => {
    expect(defaultBudgetValues).toMatchObject({
      totalBudget: '3000',
      travelers: '2',
      preferences: [],
      mustVisit: [''],
    });
  });

  it('makes the request from the values: numbers, the place value, preferences in the documented order, one must-visit', () => {
    const request = toBudgetRequest(
      filled({ totalBudget: ' 2500 ', travelers: '3', preferences: ['food', 'beach'], mustVisit: [' Tokyo '] }),
    );
    expect(request).toEqual({
      totalBudget: 2500,
      currency: 'USD',
      travelers: 3,
      travelDates: { startDate: '2031-05-10', endDate: '2031-05-16' },
      preferences: ['beach', 'food'],
      startingLocation: 'LIS',
      mustVisit: ['Tokyo'],
    });
    expect(toBudgetRequest(filled()).mustVisit).toEqual([]);
  });

  it('accepts any budget above 0, also under the input minimum of 100', () => {
    expect(budgetFormSchema.safeParse(filled({ totalBudget: '50' })).success).toBe(true);
  });

  it('refuses an empty, zero or negative budget and fewer than 1 traveler with the documented messages', () => {
    expect(messagesOf(filled({ totalBudget: '' }))).toMatchObject({ totalBudget: 'budget.invalid' });
    expect(messagesOf(filled({ totalBudget: '0' }))).toMatchObject({ totalBudget: 'budget.invalid' });
    expect(messagesOf(filled({ totalBudget: '-5' }))).toMatchObject({ totalBudget: 'budget.invalid' });
    expect(messagesOf(filled({ travelers: '0' }))).toMatchObject({ travelers: 'budget.travelersMin' });
    expect(messagesOf(filled({ travelers: '' }))).toMatchObject({ travelers: 'budget.travelersMin' });
  });

  it('refuses a budget over the maximum with its own message', () => {
    expect(budgetFormSchema.safeParse(filled({ totalBudget: '10000000' })).success).toBe(true);
    expect(messagesOf(filled({ totalBudget: '10000001' }))).toMatchObject({ totalBudget: 'budget.tooLarge' });
  });

  it('names the form fields in its errors: the dates and the starting location', () => {
    const messages = messagesOf(
      filled({
        travelDates: { startDate: '2031-05-10', endDate: '2031-05-01' },
        startingLocation: { value: '', label: '' },
      }),
    );
    expect(messages).toMatchObject({
      'travelDates.endDate': 'planner.endBeforeStart',
      startingLocation: 'budget.startingLocationRequired',
    });
  });
});

describe('budgetFieldOf', () => {
  it('lands the API field paths on the form fields', () => {
    expect(budgetFieldOf('travelDates.startDate')).toBe('travelDates.startDate');
    expect(budgetFieldOf('startingLocation')).toBe('startingLocation');
    expect(budgetFieldOf('mustVisit.0')).toBe('mustVisit.0');
    expect(budgetFieldOf('mustVisit')).toBe('mustVisit.0');
    expect(budgetFieldOf('preferences.2')).toBe('preferences');
    expect(budgetFieldOf('currency')).toBeNull();
  });
});

describe('budgetValuesOfPlan', () => {
  it('fills the form with what a plan was made from, the budget in whole dollars', () => {
    const plan = {
      request: {
        totalBudget: { amount: 450_000, currency: 'USD' },
        travelers: 4,
        travelDates: { startDate: '2031-06-01', endDate: '2031-06-07' },
        preferences: ['nature'],
        startingLocation: 'LIS',
        mustVisit: ['Kyoto'],
      },
    } as unknown as BudgetPlan;
    expect(budgetValuesOfPlan(plan)).toEqual({
      totalBudget: '4500',
      travelers: '4',
      travelDates: { startDate: '2031-06-01', endDate: '2031-06-07' },
      preferences: ['nature'],
      startingLocation: { value: 'LIS', label: 'LIS' },
      mustVisit: ['Kyoto'],
    });
  });
});
