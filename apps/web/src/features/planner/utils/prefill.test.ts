import { describe, expect, it } from 'vitest';
import { prefillQuery, readPrefill } from './prefill.ts';

describe('readPrefill', () => {
  it('reads the query string', () => {
    expect(readPrefill(new URLSearchParams('destination=Paris&startDate=2030-05-01&endDate=2030-05-04'), null)).toEqual({
      destination: 'Paris',
      startDate: '2030-05-01',
      endDate: '2030-05-04',
    });
  });

  it('prefers navigation state and reads a budget', () => {
    expect(readPrefill(new URLSearchParams('destination=Rome'), { destination: 'Tokyo', budget: 2999.5 })).toEqual({ destination: 'Tokyo', budget: 3000 });
  });

  it('leaves out what it cannot read', () => {
    expect(readPrefill(new URLSearchParams('destination=%20&startDate=soon&budget=-3'), { endDate: '2030-02-30' })).toEqual({});
  });
});

describe('prefillQuery', () => {
  it('writes the query string the planner reads', () => {
    const query = prefillQuery({ destination: 'New York City', startDate: '2030-05-01' });
    expect(query).toBe('?destination=New+York+City&startDate=2030-05-01');
    expect(readPrefill(new URLSearchParams(query.slice(1)), undefined)).toEqual({ destination: 'New York City', startDate: '2030-05-01' });
    expect(prefillQuery({})).toBe('');
  });
});
