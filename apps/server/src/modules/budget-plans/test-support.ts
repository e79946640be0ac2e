import { addDays, todayIso } from '@escazo/contracts/dates';
import type { BudgetRequestInput } from '@escazo/contracts/budget';
import type { TestContext } from '@server-test/helpers.ts';
import type { Clock } from '@server/lib/clock.ts';
import { insertBudgetPlan, type BudgetPlanRow } from './repository.ts';

/** A request the inventory answers with several destinations: London, six weeks ahead, 5 days, 2 travellers, USD 3,000. */
export function budgetRequest(clock: Clock, overrides: Partial<BudgetRequestInput> = {}): BudgetRequestInput {
  const start = addDays(todayIso(clock.now()), 42);
  return {
    totalBudget: 3000,
    travelers: 2,
    travelDates: { startDate: start, endDate: addDays(start, 4) },
    preferences: ['cultural', 'food'],
    startingLocation: 'LHR',
    ...overrides,
  };
}

/** A plan row written directly (no pricing): for the store's own rules (reading, saving, cleanup). */
export function insertTestBudgetPlan(
  ctx: TestContext,
  values: { userId?: string | null; askedBy?: string | null; createdAt: Date },
): Promise<BudgetPlanRow> {
  return insertBudgetPlan(ctx.database.db, {
    userId: values.userId ?? null,
    askedBy: values.askedBy ?? null,
    savedAt: values.userId ? values.createdAt : null,
    request: {
      totalBudget: { amount: 300_000, currency: 'USD' },
      travelers: 2,
      travelDates: { startDate: '2030-06-01', endDate: '2030-06-05' },
      preferences: [],
      startingLocation: 'LHR',
      mustVisit: [],
    },
    result: {
      destinations: [],
      mustVisit: null,
      evaluated: 0,
      transportation: [],
      accommodation: [],
      budgetBreakdown: null,
      tips: [],
    },
    createdAt: values.createdAt,
  });
}
