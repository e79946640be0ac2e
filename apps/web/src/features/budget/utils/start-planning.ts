import type { BudgetDestination, BudgetPlan } from '@escazo/contracts/budget';
import { wholeUnitsOf } from './whole-units.ts';

/** What 'Start Planning This Trip' hands the quick start (read by its prefill). */
export type StartPlanningState = {
  destination: string;
  budget: number;
  startDate: string;
  endDate: string;
  travelers: number;
};

/**
 * The destination with the plan's whole budget in whole units of its currency, the recommended
 * stay's dates and the party the budget was priced for.
 */
export function startPlanningState(plan: BudgetPlan, destination: BudgetDestination): StartPlanningState {
  return {
    destination: destination.name,
    budget: Math.round(wholeUnitsOf(plan.request.totalBudget)),
    startDate: destination.startDate,
    endDate: destination.endDate,
    travelers: plan.request.travelers,
  };
}
