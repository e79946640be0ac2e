import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planTrip } from './plan.ts';
import { randomQueries } from './testing/random-queries.ts';
import { bagDropsBeforeCheckIn, planBreaches, type Breach } from './testing/plan-rules.ts';

const queries = randomQueries({ days: 10, travelers: 6 });

describe('plans a traveller would follow, over random queries', () => {
  it('repeat no restaurant while another is free, keep routes near the shortest feasible, explain every hole, check in on time, keep to seasons and rest after a long flight', () => {
    let feasible = 0;
    let days = 0;
    fc.assert(
      fc.property(queries, (query) => {
        const plan = planTrip(query);
        if (!plan.feasible) return;
        feasible++;
        days += plan.days.length;
        // A plan made cheaper to fit its budget may eat again somewhere cheap: repeats count only without a budget.
        const breaches = planBreaches(plan, query).filter(
          (b: Breach) => b.rule !== 'repeat' || query.budgetMinor === null,
        );
        expect(breaches).toEqual([]);
        expect(plan.days.every(bagDropsBeforeCheckIn)).toBe(true);
        expect(plan.days.every((day) => (day.summary ?? '').length > 0 || day.items.length === 0)).toBe(true);
      }),
      { numRuns: 1000 },
    );
    // Most random queries can be planned, so the rules are checked on real plans (thousands of days).
    expect(feasible).toBeGreaterThanOrEqual(500);
    expect(days).toBeGreaterThanOrEqual(2000);
  }, 300_000);
});
