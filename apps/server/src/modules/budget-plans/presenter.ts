import { budgetPlanSchema, type BudgetPlan } from '@escazo/contracts/budget';
import type { BudgetPlanRow } from './repository.ts';

/** What the result column holds: the plan less its id, time, saved flag and request. */
export type StoredResult = Omit<BudgetPlan, 'id' | 'createdAt' | 'saved' | 'request'>;

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
