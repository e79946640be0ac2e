import type { Money } from '@escazo/contracts/common';
import type { BudgetSplit } from '@escazo/contracts/budget';

/** The split's five categories, in the order they are shown. */
export const BREAKDOWN_CATEGORIES = [
  'accommodation',
  'transportation',
  'food',
  'activities',
  'other',
] as const satisfies readonly (keyof BudgetSplit)[];
export type BreakdownCategory = (typeof BREAKDOWN_CATEGORIES)[number];

export type BreakdownRow = { category: BreakdownCategory; amount: Money; percent: number };

/**
 * Each category's share of the split's own total, as whole percentages that add up to exactly 100
 * (largest remainder: the rounding goes to the shares that lost the most). All zero when the total is.
 */
export function breakdownRows(split: BudgetSplit): BreakdownRow[] {
  const total = splitTotal(split).amount;
  const exact = BREAKDOWN_CATEGORIES.map((category) => (total > 0 ? (split[category].amount * 100) / total : 0));
  const percents = exact.map(Math.floor);
  let left = total > 0 ? 100 - percents.reduce((a, b) => a + b, 0) : 0;
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    percents[index]! += 1;
    left -= 1;
  }
  return BREAKDOWN_CATEGORIES.map((category, index) => ({
    category,
    amount: split[category],
    percent: percents[index]!,
  }));
}

/** The sum of the five parts (in the split's currency). */
export function splitTotal(split: BudgetSplit): Money {
  return {
    amount: BREAKDOWN_CATEGORIES.reduce((sum, category) => sum + split[category].amount, 0),
    currency: split.accommodation.currency,
  };
}
