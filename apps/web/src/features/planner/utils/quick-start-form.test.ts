import { describe, expect, it } from 'vitest';
import { emptyQuickStart, quickStartFieldOf, quickStartSchema, toQuickStartRequest } from './quick-start-form.ts';

const now = new Date(2026, 10, 24, 12);

describe('toQuickStartRequest', () => {
  it('reads the dates, the styles and the tier into a planner request', () => {
    expect(
      toQuickStartRequest(
        {
          ...emptyQuickStart,
          destination: ' Kyoto ',
          dates: 'Dec 12 to Dec 18',
          travelers: '2',
          styles: ['culture', 'food'],
          tier: 'luxury',
        },
        now,
      ),
    ).toEqual({
      destination: 'Kyoto',
      startDate: '2026-12-12',
      endDate: '2026-12-18',
      travelers: 2,
      interests: ['Culture', 'History', 'Art', 'Food'],
      tier: 'luxury',
    });
  });

  it('sends a budget handed over by the budget page', () => {
    expect(
      toQuickStartRequest({ ...emptyQuickStart, destination: 'Rome', dates: 'next weekend', budget: 3000 }, now),
    ).toMatchObject({ budget: 3000, startDate: '2026-12-05', endDate: '2026-12-06' });
  });

  it('gives null for dates that do not read as dates', () => {
    expect(toQuickStartRequest({ ...emptyQuickStart, destination: 'Rome', dates: 'someday' }, now)).toBeNull();
  });
});

describe('quickStartSchema', () => {
  const schema = quickStartSchema(() => now);
  const issues = (values: typeof emptyQuickStart) =>
    schema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

  it('accepts a complete quick start', () => {
    expect(issues({ ...emptyQuickStart, destination: 'Paris', dates: 'Dec 12 to Dec 18' })).toEqual([]);
  });

  it('says when the dates are missing or unreadable, and when the destination is missing', () => {
    expect(issues({ ...emptyQuickStart, destination: '', dates: '' })).toEqual(
      expect.arrayContaining(['dates:quickStart.datesRequired', 'destination:planner.destinationRequired']),
    );
    expect(issues({ ...emptyQuickStart, destination: 'Paris', dates: 'whenever' })).toEqual([
      'dates:quickStart.invalidDates',
    ]);
  });

  it('puts the API date rules on the dates field', () => {
    expect(issues({ ...emptyQuickStart, destination: 'Paris', dates: 'Dec 1 to Jan 31' })).toEqual([
      'dates:planner.tooLong',
    ]);
    expect(issues({ ...emptyQuickStart, destination: 'Paris', dates: 'Dec 18 to Dec 12' })).toEqual([
      'dates:planner.endBeforeStart',
    ]);
  });

  it('says Invalid Travelers below 1 traveler, rather than planning for one', () => {
    expect(issues({ ...emptyQuickStart, destination: 'Paris', dates: 'Dec 12 to Dec 18', travelers: '0' })).toEqual([
      'travelers:quickStart.invalidTravelers',
    ]);
    expect(issues({ ...emptyQuickStart, destination: 'Paris', dates: 'Dec 12 to Dec 18', travelers: '' })).toEqual([
      'travelers:quickStart.invalidTravelers',
    ]);
    expect(issues({ ...emptyQuickStart, destination: 'Paris', dates: 'Dec 12 to Dec 18', travelers: '21' })).toEqual([
      'travelers:planner.travelersMax',
    ]);
  });
});

describe('quickStartFieldOf', () => {
  it('lands both dates on the dates field', () => {
    expect(quickStartFieldOf('startDate')).toBe('dates');
    expect(quickStartFieldOf('endDate')).toBe('dates');
    expect(quickStartFieldOf('destination')).toBe('destination');
    expect(quickStartFieldOf('interests.0')).toBe('styles');
    expect(quickStartFieldOf('tier')).toBe('tier');
    expect(quickStartFieldOf('budget')).toBe('budget');
    expect(quickStartFieldOf('origin')).toBeNull();
  });
});
