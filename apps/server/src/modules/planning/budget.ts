import type { Money } from '@escazo/contracts/common';
import { convertMoney, isCurrency, type RateTable } from '@escazo/contracts/currency';
import { PLAN_MAX_BUDGET_UNITS } from '@escazo/contracts/planning';

/** The largest budget kept, in USD cents (the request's ceiling in dollars). */
export const PLAN_MAX_BUDGET_CENTS = PLAN_MAX_BUDGET_UNITS * 100;

export type BudgetResult = { cents: number | null } | { error: 'budgetPositive' | 'tooLarge' | 'currency' };

/**
 * A plan's budget in USD cents: a number is whole dollars; money in another currency converts at
 * the reference rates (read only then). Null for no budget. An error when the currency is not one
 * we convert, or when the budget in USD is below one cent or above the ceiling.
 */
export async function budgetInUsdCents(
  budget: number | Money | null | undefined,
  rates: () => Promise<RateTable>,
): Promise<BudgetResult> {
  if (budget === null || budget === undefined) return { cents: null };
  let cents: number;
  if (typeof budget === 'number') cents = Math.round(budget * 100);
  else if (budget.currency === 'USD') cents = budget.amount;
  else if (!isCurrency(budget.currency)) return { error: 'currency' };
  else cents = convertMoney(budget, 'USD', await rates()).amount;
  if (!Number.isSafeInteger(cents) || cents < 1) return { error: 'budgetPositive' };
  if (cents > PLAN_MAX_BUDGET_CENTS) return { error: 'tooLarge' };
  return { cents };
}
