import { formatMoney } from '@escazo/contracts/money-format';
import { fareFormat, plural, WHOLE, usd } from './format.ts';
import type { LengthEstimate } from './estimate.ts';
import type { DestinationInput } from './types.ts';

/** A guide sentence about getting around is the most useful one to repeat as a tip. */
const GETTING_AROUND =
  /\b(metro|trams?|bus|buses|trains?|ferry|ferries|subway|underground|tube|walk|walking|taxis?|tuk-tuks?|scooters?|cable cars?)\b/i;

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Tips for one destination: from the guide (how to get around, where to stay) and from the
 * figures (what a shorter stay saves, what a ride costs, what is left of the budget).
 */
export function tipsFor(
  destination: DestinationInput,
  chosen: LengthEstimate,
  estimates: readonly LengthEstimate[],
  budgetMinor: number,
): string[] {
  const tips: string[] = [];
  const around = sentences(destination.guide).find((s) => GETTING_AROUND.test(s));
  if (around) tips.push(around);
  const area = destination.neighbourhoods[0];
  if (area && chosen.prices.days > 1) tips.push(`Stay in or near ${area.name}: ${area.description}`);
  const shorter = estimates.find((e) => e.prices.days === chosen.prices.days - 1);
  if (shorter && shorter.totalMinor < chosen.totalMinor) {
    tips.push(
      `Staying ${plural(shorter.prices.days, 'day')} instead of ${chosen.prices.days} saves ${formatMoney(usd(chosen.totalMinor - shorter.totalMinor), WHOLE)}`,
    );
  }
  if (destination.transitFareMinor > 0)
    tips.push(
      `Public transport costs about ${formatMoney(usd(destination.transitFareMinor), fareFormat(destination.transitFareMinor))} a ride`,
    );
  const left = budgetMinor - chosen.totalMinor;
  if (left > 0) tips.push(`That leaves about ${formatMoney(usd(left), WHOLE)} of your budget for extras`);
  return tips;
}
