import type { BudgetTier } from '@escazo/contracts/planning-options';
import type { Minute } from './types.ts';

export type MealName = 'lunch' | 'dinner';

/** A meal lies wholly inside its window. */
export const MEAL_WINDOWS: Readonly<Record<MealName, { from: Minute; to: Minute }>> = {
  lunch: { from: 11 * 60 + 30, to: 14 * 60 + 30 },
  dinner: { from: 18 * 60, to: 21 * 60 + 30 },
};

/** Every item but flights lies between these. */
export const DAY_START: Minute = 8 * 60;
export const DAY_END: Minute = 23 * 60;

/** Restaurant price levels a tier prefers (other levels only as a fallback). */
export const TIER_PRICE_LEVELS: Readonly<Record<BudgetTier, readonly number[]>> = {
  budget: [1, 2],
  moderate: [2, 3],
  luxury: [3, 4],
  'ultra-luxury': [4],
};
