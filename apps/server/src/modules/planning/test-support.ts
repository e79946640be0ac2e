import type { TestContext } from '@server-test/helpers.ts';
import { insertPlan, type PlanRow } from './repository.ts';
import type { StoredOptions } from './stored-plan.ts';

const noOptions: StoredOptions = {
  lodgingCandidates: [],
  lodging: null,
  flights: null,
  originAirports: [],
  base: null,
};

/** A plan row written directly (no planning): for the store's own rules (claims, cleanup, ownership). */
export function insertTestPlan(
  ctx: TestContext,
  values: { userId?: string | null; createdAt: Date; destinationId?: string },
): Promise<PlanRow> {
  const destinationId = values.destinationId ?? ctx.app.planningCatalogue.destinations[0]!.id;
  return insertPlan(ctx.database.db, {
    userId: values.userId ?? null,
    destinationId,
    name: 'Test trip',
    startDate: '2030-06-01',
    endDate: '2030-06-02',
    travelers: 1,
    interests: [],
    pace: 'moderate',
    tier: 'moderate',
    budgetMinor: null,
    days: [
      { date: '2030-06-01', items: [] },
      { date: '2030-06-02', items: [] },
    ],
    totalMinor: 0,
    feasible: true,
    violations: [],
    suggestion: null,
    options: noOptions,
    createdAt: values.createdAt,
    updatedAt: values.createdAt,
  });
}
