import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContextOf, checkPlan, planBase } from './check.ts';
import { tripDates } from './dates.ts';
import { planTrip } from './plan.ts';
import { retimeDay } from './retime.ts';
import { randomQueries } from './testing/random-queries.ts';
import type { PlanDay } from './types.ts';

const stopStarts = (day: PlanDay) =>
  day.items.filter((i) => i.type !== 'transport').map((i) => [i.title, i.start, i.end]);
const costs = (day: PlanDay) => day.items.map((i) => [i.type, i.mode, i.start, i.end, i.costMinor]);

const queries = randomQueries({ days: 14, travelers: 8 });

describe('planTrip over random catalogues', () => {
  it('returns plans that hold every rule, or the nearest plan with its violations and a suggestion', () => {
    let feasible = 0;
    fc.assert(
      fc.property(queries, (query) => {
        const plan = planTrip(query);
        if (plan.feasible) feasible++;
        const context = checkContextOf(query, planBase(plan.days));
        const violations = checkPlan(plan.days, context);
        expect(plan.days.map((d) => d.date)).toEqual(tripDates(query.startDate, query.endDate));
        expect(plan.totalMinor).toBe(
          plan.days.reduce((sum, d) => sum + d.items.reduce((s, i) => s + i.costMinor, 0), 0),
        );
        if (plan.feasible) {
          expect(violations).toEqual([]);
          expect(plan.violations).toEqual([]);
          expect(plan.suggestion).toBeUndefined();
          // Retiming an unedited day (given without its transfers, as after an edit) keeps every item
          // where it is, the same costs, and every rule held.
          const retimeContext = { ...context, transportTier: plan.transportTier };
          const retimed = plan.days.map((day) =>
            retimeDay({ ...day, items: day.items.filter((i) => i.type !== 'transport') }, retimeContext),
          );
          expect(retimed.map(stopStarts)).toEqual(plan.days.map(stopStarts));
          expect(retimed.map(costs)).toEqual(plan.days.map(costs));
          expect(checkPlan(retimed, context)).toEqual([]);
          return;
        }
        expect(plan.violations.length).toBeGreaterThan(0);
        expect(plan.violations).toEqual(violations);
        expect(plan.suggestion).toBeDefined();
        const minimum = plan.suggestion!.minimumBudgetMinor;
        if (minimum !== undefined) {
          const again = planTrip({ ...query, budgetMinor: minimum });
          expect(again.feasible).toBe(true);
          expect(again.totalMinor).toBeLessThanOrEqual(minimum);
        }
      }),
      { numRuns: 1000 },
    );
    // Most random queries can be planned (about four in five), so the rules above are exercised on
    // real plans rather than holding vacuously.
    expect(feasible).toBeGreaterThanOrEqual(500);
  }, 120_000);
});
