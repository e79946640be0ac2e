import type { Money } from '@escazo/contracts/common';
import type { Plan, PlanViolation } from '@escazo/contracts/planning';

type Format = (money: Money) => string;
type Translate = (key: string, values: Record<string, string>) => string;
type PlanMoney = Pick<Plan, 'total' | 'budget'>;

/**
 * A broken rule in the traveller's words and display currency: the budget rule is written here
 * from the plan's own total and budget; every other rule keeps the engine's explanation.
 */
export function violationText(violation: PlanViolation, plan: PlanMoney, format: Format, t: Translate): string {
  if (violation.rule !== 'budget' || !plan.budget) return violation.message;
  const over = { amount: Math.max(0, plan.total.amount - plan.budget.amount), currency: plan.total.currency };
  return t('overview.budgetViolation', { total: format(plan.total), budget: format(plan.budget), over: format(over) });
}

/** The suggestion in the display currency when it names a budget; else the engine's words. */
export function suggestionText(suggestion: NonNullable<Plan['suggestion']>, format: Format, t: Translate): string {
  if (suggestion.rule !== 'budget' || !suggestion.budget) return suggestion.message;
  return t('overview.budgetSuggestion', { amount: format(suggestion.budget) });
}
