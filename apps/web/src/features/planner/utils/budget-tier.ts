import { BUDGET_TIERS, type BudgetTier } from '@escazo/contracts/planning-options';

/**
 * The quick start's budget slider: 0 to 99 in steps of a third (Economy, Moderate, Luxury, Ultra
 * Luxury); the last step stops at the maximum. The native range control moves in whole steps of 33,
 * since with a step of 33.3 it could never reach 99.
 */
export const TIER_SLIDER = { min: 0, max: 99, step: 33 } as const;
const TIER_STEP = 33.3;

export const DEFAULT_TIER: BudgetTier = 'moderate';

/** The tier under a slider value (any value from 0 to 99, whole or in steps of 33.3). */
export function tierOfSliderValue(value: number): BudgetTier {
  const clamped = Math.min(TIER_SLIDER.max, Math.max(TIER_SLIDER.min, Number.isFinite(value) ? value : 0));
  const index = Math.min(BUDGET_TIERS.length - 1, Math.round(clamped / TIER_STEP));
  return BUDGET_TIERS[index]!;
}

/** Where the slider sits for a tier: 0, 33, 66, 99. */
export function sliderValueOfTier(tier: BudgetTier): number {
  return Math.min(TIER_SLIDER.max, BUDGET_TIERS.indexOf(tier) * TIER_SLIDER.step);
}
