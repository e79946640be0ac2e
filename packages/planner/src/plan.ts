import { buildPlanDays } from './build-plan.ts';
import { planTotal } from './check-budget.ts';
import { checkContextOf, checkPlan } from './check.ts';
import { hasNights } from './dates.ts';
import { budgetSteps } from './budget-steps.ts';
import { budgetSuggestion, ruleSuggestion } from './explain.ts';
import type { BudgetTier } from '@escazo/contracts/planning-options';
import type { Plan, PlanDay, PlanQuery, Violation } from './types.ts';

type Attempt = { days: PlanDay[]; totalMinor: number; violations: Violation[]; transportTier: BudgetTier };

/**
 * The day-by-day plan for a query: every rule held and `feasible`, or, when no plan can hold them
 * all, the nearest plan with its `violations` and a `suggestion` of what would make it feasible.
 * Over budget, the plan gets cheaper step by step (lodging, restaurants, transfers, sights, pace)
 * until it fits; when even the cheapest does not, that one is returned with its total as the
 * minimum budget (planning again with exactly that budget gives it, feasible).
 */
export function planTrip(query: PlanQuery): Plan {
  const attempts: Attempt[] = [];
  for (const settings of budgetSteps(query)) {
    const days = buildPlanDays(query, settings);
    const base = hasNights(query) ? settings.lodging : null;
    const violations = checkPlan(days, checkContextOf(query, base));
    const attempt = { days, totalMinor: planTotal(days), violations, transportTier: settings.transport };
    if (violations.length === 0) return { ...attempt, feasible: true };
    attempts.push(attempt);
    // Only money can be saved by the further steps.
    if (query.budgetMinor === null || attempt.totalMinor <= query.budgetMinor) break;
  }

  const onlyBudget = attempts.filter((a) => a.violations.every((v) => v.rule === 'budget'));
  if (onlyBudget.length > 0 && query.budgetMinor !== null) {
    const cheapest = onlyBudget.reduce((best, a) => (a.totalMinor < best.totalMinor ? a : best));
    return { ...cheapest, feasible: false, suggestion: budgetSuggestion(query.budgetMinor, cheapest.totalMinor) };
  }
  const nearest = attempts[0]!;
  const cause = nearest.violations.find((v) => v.rule !== 'budget') ?? nearest.violations[0]!;
  return { ...nearest, feasible: false, suggestion: ruleSuggestion(cause) };
}
