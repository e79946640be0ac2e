import { describe, expect, it } from 'vitest';
import { emptyPlannerValues } from './planner-form.ts';
import { plannerValuesOf, prefillQuery, quickStartValuesOf, readPrefill } from './prefill.ts';

describe('readPrefill', () => {
  it('reads the query string', () => {
    expect(readPrefill(new URLSearchParams('destination=Paris&startDate=2030-05-01&endDate=2030-05-04'), null)).toEqual(
      {
        destination: 'Paris',
        startDate: '2030-05-01',
        endDate: '2030-05-04',
      },
    );
  });

  it('prefers navigation state and reads a budget', () => {
    expect(readPrefill(new URLSearchParams('destination=Rome'), { destination: 'Tokyo', budget: 2999.5 })).toEqual({
      destination: 'Tokyo',
      budget: 3000,
    });
  });

  it("reads the travellers the budget page priced for, within the planner's limit", () => {
    expect(readPrefill(new URLSearchParams(''), { destination: 'Lisbon', travelers: 4 })).toEqual({
      destination: 'Lisbon',
      travelers: 4,
    });
    expect(readPrefill(new URLSearchParams('travelers=3'), null)).toEqual({ travelers: 3 });
    expect(readPrefill(new URLSearchParams('travelers=12'), null)).toEqual({});
  });

  it('leaves out what it cannot read', () => {
    expect(
      readPrefill(new URLSearchParams('destination=%20&startDate=soon&budget=-3'), { endDate: '2030-02-30' }),
    ).toEqual({});
  });
});

describe('prefillQuery', () => {
  it('writes the query string the planner reads', () => {
    const query = prefillQuery({ destination: 'New York City', startDate: '2030-05-01' });
    expect(query).toBe('?destination=New+York+City&startDate=2030-05-01');
    expect(readPrefill(new URLSearchParams(query.slice(1)), undefined)).toEqual({
      destination: 'New York City',
      startDate: '2030-05-01',
    });
    expect(prefillQuery({})).toBe('');
  });
});

describe('plannerValuesOf', () => {
  it('fills the planner with what was handed over, the budget as the field shows it', () => {
    expect(plannerValuesOf({ destination: 'Kyoto', startDate: '2030-05-01', budget: 2500 })).toEqual({
      ...emptyPlannerValues,
      destination: 'Kyoto',
      startDate: '2030-05-01',
      budget: '2500',
    });
    expect(plannerValuesOf({})).toEqual(emptyPlannerValues);
  });
});

describe('the travellers handed over', () => {
  it('fill the planner and the quick start', () => {
    expect(plannerValuesOf({ destination: 'Lisbon', travelers: 4 }).travelers).toBe('4');
    expect(quickStartValuesOf({ destination: 'Lisbon', travelers: 4 })).toEqual({
      destination: 'Lisbon',
      travelers: '4',
    });
  });
});

describe('quickStartValuesOf', () => {
  it('writes both dates as a range the dates field reads, and keeps the budget', () => {
    expect(
      quickStartValuesOf({ destination: 'Rome', startDate: '2030-05-01', endDate: '2030-05-04', budget: 3000 }),
    ).toEqual({
      destination: 'Rome',
      dates: '2030-05-01 to 2030-05-04',
      budget: 3000,
    });
  });

  it('leaves the dates out when only one end is known', () => {
    expect(quickStartValuesOf({ startDate: '2030-05-01' })).toEqual({});
  });
});
