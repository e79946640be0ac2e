import type { Money } from '@escazo/contracts/common';
import { convertMoney, isCurrency, type RateTable } from '@escazo/contracts/currency';

/**
 * A plan's budget in USD cents: a number is whole dollars; money in another currency converts at
 * the reference rates (read only then). Null for no budget; undefined for a currency we do not convert.
 */
export async function budgetInUsdCents(budget: number | Money | null | undefined, rates: () => Promise<RateTable>): Promise<number | null | undefined> {
  if (budget === null || budget === undefined) return null;
  if (typeof budget === 'number') return Math.round(budget * 100);
  if (budget.currency === 'USD') return budget.amount;
  if (!isCurrency(budget.currency)) return undefined;
  return Math.max(1, convertMoney(budget, 'USD', await rates()).amount);
}
