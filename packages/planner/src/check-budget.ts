import { describe, isVisit, type RuleCheck } from './check-common.ts';
import type { PlanDay } from './types.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { usd } from './money-text.ts';

/** The sum of every item's cost of a plan. */
export function planTotal(days: readonly PlanDay[]): number {
  return days.reduce((sum, day) => sum + day.items.reduce((daySum, item) => daySum + item.costMinor, 0), 0);
}

/** Visits cost the place's price for the whole party; the plan's total stays within the budget. */
export function checkBudget(days: readonly PlanDay[], { context, placeById, report }: RuleCheck): void {
  for (const day of days) {
    for (const item of day.items) {
      if (!Number.isInteger(item.costMinor) || item.costMinor < 0)
        report('budget', day.date, `${describe(item)} has an invalid cost`);
      if (!isVisit(item)) continue;
      const place = item.placeId ? placeById.get(item.placeId) : undefined;
      if (place && item.costMinor !== place.priceMinor * context.travelers) {
        report(
          'budget',
          day.date,
          `${describe(item)} costs ${formatMoney(usd(item.costMinor))} instead of ${formatMoney(usd(place.priceMinor * context.travelers))}`,
        );
      }
    }
  }
  const total = planTotal(days);
  if (context.budgetMinor !== null && total > context.budgetMinor) {
    report(
      'budget',
      undefined,
      `The plan costs ${formatMoney(usd(total))}, over the budget of ${formatMoney(usd(context.budgetMinor))}`,
    );
  }
}
