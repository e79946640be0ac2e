import type { BudgetPreference, BudgetSplit } from '@escazo/contracts/budget';
import type { BudgetTier } from '@escazo/contracts/planning-options';
import { recommendedLodging } from './accommodation.ts';
import { usd } from './format.ts';
import { transportOptions, type TransportEstimate } from './local-transport.ts';
import { airportTransfers, type TransferCost } from './transfers.ts';
import type { DestinationInput, LodgingPrice, PricesAtLength } from './types.ts';

/** The estimate of one stay length: every part in USD cents for the whole party. */
export type LengthEstimate = {
  prices: PricesAtLength;
  flightsMinor: number;
  lodging: LodgingPrice | null;
  transport: TransportEstimate;
  /** The airport rides "other" pays for; null when the traveller starts there. */
  transfers: TransferCost | null;
  split: BudgetSplit;
  totalMinor: number;
};

/**
 * A stay of `prices.days` days, item by item: the round-trip fares, the lodging for every night,
 * the local transport the estimate uses, and per person per day the cost index's food and
 * activities at the trip's tier. "Other" is the airport transfers (an economy ride each way between
 * the main airport and the centre, per car), nothing when the traveller starts there.
 * Null when the stay cannot be priced (no flights for those dates, or nowhere free to sleep),
 * unless `partial`: then what is missing counts as nothing (a must-visit reported anyway).
 */
export function estimateLength(
  destination: DestinationInput,
  prices: PricesAtLength,
  travelers: number,
  preferences: readonly BudgetPreference[],
  tier: BudgetTier,
  partial = false,
): LengthEstimate | null {
  if (!partial && !destination.home && !prices.flights) return null;
  const nights = prices.days - 1;
  const lodging = nights > 0 ? recommendedLodging(prices.lodging, tier) : null;
  if (!partial && nights > 0 && !lodging) return null;
  const flightsMinor = destination.home ? 0 : (prices.flights?.totalMinor ?? 0);
  const transport = transportOptions(destination, prices.days, travelers, prices.rental, preferences, tier);
  const personDays = prices.days * travelers;
  const daily = destination.dailyCosts[tier];
  const transfers = airportTransfers(destination, travelers);
  const parts = {
    accommodation: lodging?.totalMinor ?? 0,
    transportation: flightsMinor + transport.recommendedMinor,
    food: daily.food * personDays,
    activities: daily.activities * personDays,
    other: transfers?.totalMinor ?? 0,
  };
  const split: BudgetSplit = {
    accommodation: usd(parts.accommodation),
    transportation: usd(parts.transportation),
    food: usd(parts.food),
    activities: usd(parts.activities),
    other: usd(parts.other),
  };
  const totalMinor = parts.accommodation + parts.transportation + parts.food + parts.activities + parts.other;
  return { prices, flightsMinor, lodging, transport, transfers, split, totalMinor };
}

/**
 * The stay to recommend: the longest priced length within the advice whose total fits the budget;
 * when none fits, the shortest priced one (reported as not fitting). Null when none can be priced.
 */
export function chooseLength(estimates: readonly LengthEstimate[], budgetMinor: number): LengthEstimate | null {
  const byDays = [...estimates].sort((a, b) => a.prices.days - b.prices.days);
  const fitting = byDays.filter((e) => e.totalMinor <= budgetMinor);
  return fitting.at(-1) ?? byDays[0] ?? null;
}
