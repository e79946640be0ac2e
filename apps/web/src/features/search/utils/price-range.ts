import { searchPriceSlider } from '@escazo/contracts/search-hotels';

export type PriceRangeValue = { min: number; max: number };
export type PriceBounds = { priceMin?: number | undefined; priceMax?: number | undefined };

/** The whole slider (0-1000): no price filter. */
export const fullPriceRange: PriceRangeValue = { min: searchPriceSlider.min, max: searchPriceSlider.max };

/** The slider's thumbs for a search's bounds; an absent bound sits at its end, one past it is held there. */
export function priceRangeOf({ priceMin, priceMax }: PriceBounds): PriceRangeValue {
  const clamp = (n: number) => Math.min(Math.max(n, searchPriceSlider.min), searchPriceSlider.max);
  return { min: clamp(priceMin ?? searchPriceSlider.min), max: clamp(priceMax ?? searchPriceSlider.max) };
}

/**
 * The search's bounds for the slider's thumbs. A thumb at its end means no bound: the top end is
 * open ('$1000+'), so leaving it there keeps dearer results.
 */
export function priceBoundsOf({ min, max }: PriceRangeValue): {
  priceMin: number | undefined;
  priceMax: number | undefined;
} {
  return {
    priceMin: min > searchPriceSlider.min ? min : undefined,
    priceMax: max < searchPriceSlider.max ? max : undefined,
  };
}
