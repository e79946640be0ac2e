import { z } from 'zod';
import {
  PRICE_FILTERS,
  RATING_FILTERS,
  RECOMMENDATION_SORTS,
  RECOMMENDATION_TABS,
  RECOMMENDATION_TYPES,
} from '@escazo/contracts/recommendations';
import type { ListFilters } from './filter-recommendations.ts';

export type RecommendationTab = (typeof RECOMMENDATION_TABS)[number];
export type PageFilters = ListFilters & { tab: RecommendationTab };

export const CATEGORY_FILTERS = ['all', ...RECOMMENDATION_TYPES] as const;

export const defaultFilters: PageFilters = {
  tab: 'for-you',
  search: '',
  price: 'all',
  rating: 'all',
  category: 'all',
  sort: 'relevance',
};

/** Each key on its own, so one unreadable value falls back to its default alone. */
const fields = {
  tab: z.enum(RECOMMENDATION_TABS),
  search: z.string().max(100),
  price: z.enum(PRICE_FILTERS),
  rating: z.enum(RATING_FILTERS),
  category: z.enum(CATEGORY_FILTERS),
  sort: z.enum(RECOMMENDATION_SORTS),
};

/** The URL keys: the search box is `q`. */
const KEY_OF: Record<keyof PageFilters, string> = {
  tab: 'tab',
  search: 'q',
  price: 'price',
  rating: 'rating',
  category: 'category',
  sort: 'sort',
};
const NAMES = Object.keys(KEY_OF) as (keyof PageFilters)[];

/** The page's tab and filters from the address; missing or unknown values read as the defaults. */
export function parseFilters(params: URLSearchParams): PageFilters {
  const out: Record<string, unknown> = { ...defaultFilters };
  for (const name of NAMES) {
    const parsed = fields[name].safeParse(params.get(KEY_OF[name]));
    if (parsed.success) out[name] = parsed.data;
  }
  return out as PageFilters;
}

/** `params` with the filters written in (defaults left out); other keys are kept. */
export function writeFilters(params: URLSearchParams, filters: PageFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of NAMES) {
    const value = filters[name];
    if (value === defaultFilters[name] || value === '') next.delete(KEY_OF[name]);
    else next.set(KEY_OF[name], value);
  }
  return next;
}

/** True when something beyond the tab narrows the list (the empty state offers to clear it). */
export const hasActiveFilters = (filters: PageFilters): boolean =>
  filters.search.trim() !== '' || filters.price !== 'all' || filters.rating !== 'all' || filters.category !== 'all';
