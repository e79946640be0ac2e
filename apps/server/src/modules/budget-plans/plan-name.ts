import { formatMoney } from '@escazo/contracts/money-format';
import type { BudgetPlan } from '@escazo/contracts/budget';

/** Destinations named in a saved plan's name before "and N more". */
const NAMED = 2;

/**
 * How a saved plan is listed: "Budget plan: Lisbon, Porto and 3 more · $3,000 for 2"; with nothing
 * that fits, the must-visit, or where it starts from ("from London", named by `origin`).
 */
export function budgetPlanName(
  plan: Pick<BudgetPlan, 'destinations' | 'mustVisit' | 'request'>,
  origin: string,
): string {
  const names = plan.destinations.map((d) => d.name);
  const more = names.length - NAMED;
  const where =
    names.length === 0
      ? (plan.mustVisit?.name ?? `from ${origin}`)
      : more > 0
        ? `${names.slice(0, NAMED).join(', ')} and ${more} more`
        : names.join(' and ');
  return `Budget plan: ${where} · ${formatMoney(plan.request.totalBudget, { whole: true })} for ${plan.request.travelers}`;
}
