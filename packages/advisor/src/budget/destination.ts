import type { BudgetDestination, BudgetPreference } from '@escazo/contracts/budget';
import { addDays } from '@escazo/contracts/dates';
import type { BudgetTier } from '@escazo/contracts/planning-options';
import { accommodationOptions, lodgingHeadline } from './accommodation.ts';
import { chooseLength, estimateLength, type LengthEstimate } from './estimate.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { formatDay, monthRanges, plural, usd, WHOLE } from './format.ts';
import { matchOf, seasonFit } from './preferences.ts';
import { tipsFor } from './tips.ts';
import { transferReason } from './transfers.ts';
import type { BudgetQuery, DestinationInput, PricesAtLength } from './types.ts';

const TIER_WORDS: Readonly<Record<BudgetTier, string>> = {
  budget: 'budget',
  moderate: 'mid-range',
  luxury: 'upscale',
  'ultra-luxury': 'top-end',
};

export type Evaluated = { destination: BudgetDestination; totalMinor: number };

/**
 * Why a stay cannot be priced, as a sentence: the flight that is missing ("No flights from London to
 * Tokyo land on 12 Dec for 2 travelers"), else the nights nowhere is free.
 */
function unpricedReason(destination: DestinationInput, prices: PricesAtLength, query: BudgetQuery): string {
  const party = plural(query.travelers, 'traveler');
  const endDate = addDays(query.startDate, prices.days - 1);
  if (!destination.home && !prices.flights) {
    return prices.missingLeg === 'return'
      ? `No flights from ${destination.name} back to ${query.originLabel} leave on ${formatDay(endDate)} for ${party}`
      : `No flights from ${query.originLabel} to ${destination.name} land on ${formatDay(query.startDate)} for ${party}`;
  }
  return `No hotel or rental in ${destination.name} is free every night from ${formatDay(query.startDate)} to ${formatDay(endDate)} for ${party}`;
}

function reasonings(
  destination: DestinationInput,
  chosen: LengthEstimate,
  query: BudgetQuery,
  tier: BudgetTier,
  matchReasons: string[],
  unpriced: string | null,
): string[] {
  const lines: string[] = [];
  const { flights } = chosen.prices;
  if (unpriced) lines.push(unpriced);
  if (destination.home) lines.push('You start here: no flights needed');
  else if (flights)
    lines.push(
      `Return fares from ${flights.from} from ${formatMoney(usd(Math.round(flights.totalMinor / query.travelers)), WHOLE)} per person on those dates`,
    );
  if (chosen.lodging) lines.push(lodgingHeadline(chosen.lodging, query.travelers));
  else if (chosen.prices.days === 1) lines.push('A day trip: no nights to pay for');
  if (chosen.transfers) lines.push(transferReason(chosen.transfers));
  const daily = destination.dailyCosts[tier];
  lines.push(`Food about ${formatMoney(usd(daily.food), WHOLE)} per person a day at ${TIER_WORDS[tier]} prices`);
  lines.push(`Sights and activities about ${formatMoney(usd(daily.activities), WHOLE)} per person a day`);
  const best = monthRanges(destination.bestMonths);
  if (best)
    lines.push(
      `Best in ${best}${seasonFit(destination.bestMonths, query.startDate) === 1 ? ', and your dates fall in that season' : ''}`,
    );
  lines.push(...matchReasons);
  return lines;
}

/**
 * One destination priced for the request: the recommended stay, its total, split, options, tips and
 * match score. Null when no stay length can be priced (no flights, or nowhere to sleep), except for
 * a must-visit, which is then priced from what is known and reported as not fitting.
 */
export function evaluateDestination(
  destination: DestinationInput,
  query: BudgetQuery,
  tier: BudgetTier,
): Evaluated | null {
  const preferences: readonly BudgetPreference[] = query.preferences;
  const estimates = destination.lengths
    .map((prices) => estimateLength(destination, prices, query.travelers, preferences, tier))
    .filter((e): e is LengthEstimate => e !== null);
  let chosen = chooseLength(estimates, query.budgetMinor);
  let unpriced: string | null = null;
  if (!chosen) {
    const shortest = destination.lengths[0];
    if (!destination.mustVisit || !shortest) return null;
    // A must-visit is still reported: priced without what is missing, never fitting, and saying why.
    unpriced = unpricedReason(destination, shortest, query);
    chosen = estimateLength(destination, shortest, query.travelers, preferences, tier, true)!;
  }
  const fits = unpriced === null && chosen.totalMinor <= query.budgetMinor;
  const match = matchOf(destination, preferences, query.startDate);
  const days = chosen.prices.days;
  const reasons = reasonings(destination, chosen, query, tier, match.reasons, unpriced);
  const left = query.budgetMinor - chosen.totalMinor;
  // A trip that cannot be priced has no total to compare with the budget.
  if (unpriced === null) {
    reasons.push(
      fits
        ? `${plural(days, 'day')} for ${formatMoney(usd(chosen.totalMinor), WHOLE)}, ${formatMoney(usd(left), WHOLE)} under your ${formatMoney(usd(query.budgetMinor), WHOLE)} budget`
        : `${plural(days, 'day')} for ${formatMoney(usd(chosen.totalMinor), WHOLE)}, ${formatMoney(usd(-left), WHOLE)} over your ${formatMoney(usd(query.budgetMinor), WHOLE)} budget`,
    );
  }
  return {
    totalMinor: chosen.totalMinor,
    destination: {
      id: destination.id,
      name: destination.name,
      country: destination.country,
      image: destination.image,
      estimatedTotalCost: usd(chosen.totalMinor),
      recommendedStayLength: days,
      startDate: query.startDate,
      endDate: addDays(query.startDate, days - 1),
      fits,
      shortfall: fits || unpriced !== null ? null : usd(chosen.totalMinor - query.budgetMinor),
      unpricedReason: unpriced,
      matchScore: match.score,
      mustVisit: destination.mustVisit,
      reasonings: reasons,
      budget: chosen.split,
      transportation: chosen.transport.options,
      accommodation: accommodationOptions(chosen.prices.lodging, chosen.lodging, query.travelers),
      tips: fits
        ? tipsFor(destination, chosen, estimates, query.budgetMinor)
        : unpriced
          ? []
          : [`A budget of ${formatMoney(usd(chosen.totalMinor), WHOLE)} would cover ${plural(days, 'day')} here`],
    },
  };
}
