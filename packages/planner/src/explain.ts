import { weekdayName } from './dates.ts';
import type { Suggestion, Violation } from './types.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { usd } from './money-text.ts';

/** What would make an over-budget trip feasible: a budget of at least the cheapest plan's total. */
export function budgetSuggestion(budgetMinor: number, minimumBudgetMinor: number): Suggestion {
  return {
    rule: 'budget',
    message: `The cheapest plan the engine can build costs ${formatMoney(usd(minimumBudgetMinor))}, over the budget of ${formatMoney(usd(budgetMinor))}; a budget of at least ${formatMoney(usd(minimumBudgetMinor))}, fewer travelers or fewer days would make it feasible.`,
    minimumBudgetMinor,
  };
}

const REMEDIES: Readonly<Record<Violation['rule'], string>> = {
  catalogue: 'other dates or fewer travelers',
  'opening-hours': 'other dates, when the places are open',
  travel: 'a flight at another time or other dates',
  meals: 'other dates, when restaurants are open for that meal',
  pace: 'a faster pace, more interests or other dates',
  budget: 'a larger budget',
};

/** Which rule cannot hold, on which day and why, and what would help. */
export function ruleSuggestion(violation: Violation): Suggestion {
  const when = violation.day ? ` on ${weekdayName(violation.day)} ${violation.day}` : '';
  return {
    rule: violation.rule,
    message: `No plan can hold the ${violation.rule} rule${when}: ${violation.message}. Try ${REMEDIES[violation.rule]}.`,
  };
}
