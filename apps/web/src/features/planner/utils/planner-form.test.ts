import { describe, expect, it } from 'vitest';
import { budgetOf, emptyPlannerValues, formFieldOf, plannerFormSchema, stepOfField, toPlanRequest, travelersOf } from './planner-form.ts';

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
  it('reads whole numbers and falls back to 1', () => {
    expect(travelersOf('3')).toBe(3);
    expect(travelersOf('')).toBe(1);
    expect(travelersOf('0')).toBe(1);
    expect(travelersOf('-2')).toBe(1);
    expect(travelersOf('two')).toBe(1);
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
    expect(pipedPaths).toEqual(expect.arrayContaining(['destination:planner.destinationRequired', 'endDate:planner.endBeforeStart']));
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
});
