import { describe, expect, it } from 'vitest';
import type { Plan } from '@escazo/contracts/planning';
import {
  PLANNER_STEPS,
  budgetOf,
  plannerValuesOfPlan,
  emptyPlannerValues,
  formFieldOf,
  plannerFields,
  plannerFormSchema,
  stepOfField,
  toPlanRequest,
  travelersOf,
} from './planner-form.ts';

const values = {
  ...emptyPlannerValues,
  destination: ' Paris ',
  startDate: '2030-05-01',
  endDate: '2030-05-05',
  travelers: '2',
  budget: '$2,500',
  interests: ['Art' as const, 'Food' as const],
  notes: '  ',
};

describe('travelersOf', () => {
  it('reads the number as typed, and 0 when nothing reads as one', () => {
    expect(travelersOf('3')).toBe(3);
    expect(travelersOf(' 2 ')).toBe(2);
    expect(travelersOf('0')).toBe(0);
    expect(travelersOf('-2')).toBe(-2);
    expect(travelersOf('')).toBe(0);
    expect(travelersOf('two')).toBe(0);
  });

  it('leaves travelers below 1 to the request check rather than changing them', () => {
    const result = plannerFormSchema.safeParse({ ...values, travelers: '0' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)).toEqual([
      'travelers:planner.travelersMin',
    ]);
  });
});

describe('budgetOf', () => {
  it('reads whole dollars with or without $ and separators', () => {
    expect(budgetOf('2500')).toBe(2500);
    expect(budgetOf('$2,500')).toBe(2500);
    expect(budgetOf('99.50')).toBe(100);
    expect(budgetOf(' ')).toBeNull();
    expect(budgetOf('lots')).toBeNaN();
    expect(budgetOf('-5')).toBeNaN();
  });
});

describe('toPlanRequest', () => {
  it('builds the API request', () => {
    expect(toPlanRequest({ ...values, origin: { value: 'JFK', label: 'New York (JFK)' } })).toEqual({
      destination: 'Paris',
      startDate: '2030-05-01',
      endDate: '2030-05-05',
      travelers: 2,
      budget: 2500,
      interests: ['Art', 'Food'],
      pace: 'moderate',
      origin: 'JFK',
    });
  });
});

describe('plannerFormSchema', () => {
  it('accepts a complete form', () => {
    expect(plannerFormSchema.safeParse(values).success).toBe(true);
  });

  it('puts the API rules on the fields', () => {
    const result = plannerFormSchema.safeParse({ ...values, destination: '', endDate: '2030-04-01', budget: 'lots' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(paths).toContain('budget:planner.budgetPositive');
    const piped = plannerFormSchema.safeParse({ ...values, destination: '', endDate: '2030-04-01' });
    const pipedPaths = piped.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(pipedPaths).toEqual(
      expect.arrayContaining(['destination:planner.destinationRequired', 'endDate:planner.endBeforeStart']),
    );
  });
});

describe('stepOfField and formFieldOf', () => {
  it('finds the step and the field of an API path', () => {
    expect(stepOfField('destination')).toBe(0);
    expect(stepOfField('origin')).toBe(0);
    expect(stepOfField('budget')).toBe(1);
    expect(stepOfField('interests.3')).toBe(2);
    expect(stepOfField('notes')).toBe(3);
    expect(stepOfField('tier')).toBeNull();
    expect(formFieldOf('interests.3')).toBe('interests');
    expect(formFieldOf('version')).toBeNull();
  });

  it('lists every field once, in step order', () => {
    expect(PLANNER_STEPS.map((step) => step.key)).toEqual(['where', 'who', 'interests', 'notes']);
    expect(plannerFields).toEqual([
      'destination',
      'startDate',
      'endDate',
      'origin',
      'travelers',
      'budget',
      'interests',
      'pace',
      'notes',
    ]);
  });
});

describe('plannerValuesOfPlan', () => {
  it('fills the form with what the plan was made from, reading back as the same request', () => {
    const plan = {
      destination: { id: 'paris', name: 'Paris', country: 'France' },
      startDate: '2030-05-01',
      endDate: '2030-05-05',
      travelers: 2,
      budget: { amount: 250_050, currency: 'USD' },
      interests: ['Art', 'Food'],
      pace: 'relaxed',
      notes: null,
      origin: 'JFK',
    } as unknown as Plan;
    const values = plannerValuesOfPlan(plan);
    expect(values).toEqual({
      destination: 'Paris',
      startDate: '2030-05-01',
      endDate: '2030-05-05',
      origin: { value: 'JFK', label: 'JFK' },
      travelers: '2',
      budget: '2501',
      interests: ['Art', 'Food'],
      pace: 'relaxed',
      notes: '',
    });
    expect(toPlanRequest(values)).toEqual({
      destination: 'Paris',
      startDate: '2030-05-01',
      endDate: '2030-05-05',
      travelers: 2,
      budget: 2501,
      interests: ['Art', 'Food'],
      pace: 'relaxed',
      origin: 'JFK',
    });
  });
});
