import { budgetPlanSchema, type BudgetPlan } from '@escazo/contracts/budget';
import type { BudgetPlanRow } from './repository.ts';

/**
 * What the result column holds: the plan less its id, time, saved flag and request, and how the
 * plan names where it starts ('London' for 'GB-london'; the saved name uses it, the API does not).
 */
export type StoredResult = Omit<BudgetPlan, 'id' | 'createdAt' | 'saved' | 'request'> & { originLabel?: string };

/** The stored origin label, or the starting location as typed for a plan stored without one. */
export function storedOriginLabel(row: BudgetPlanRow): string {
  const label = (row.result as StoredResult).originLabel;
  return typeof label === 'string' ? label : String(row.request.startingLocation);
}

/** A stored plan as the API answers it; saved once it belongs to a user. */
export function presentBudgetPlan(row: BudgetPlanRow): BudgetPlan {
  return budgetPlanSchema.parse({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    saved: row.userId !== null,
    request: row.request,
    ...(row.result as StoredResult),
  });
}
