import type { Recommendation, RecommendationsResponse } from '@escazo/contracts/recommendations';
import type { CategoryFilter } from './filter-recommendations.ts';
import type { RecommendationTab } from './recommendations-url.ts';

type RankedTab = Exclude<RecommendationTab, 'favorites'>;
const LIST_OF: Record<RankedTab, 'forYou' | 'trending' | 'featured'> = {
  'for-you': 'forYou',
  trending: 'trending',
  featured: 'featured',
};

/**
 * The list a tab starts from before search, price, rating and sort apply. A ranked tab's category
 * shows that type's own best 12 (the top 12 of every type together may hold none of it); All shows
 * the tab's list; Favorites is every favourite, which the category filter then narrows.
 */
export function tabList(
  data: RecommendationsResponse,
  tab: RecommendationTab,
  category: CategoryFilter,
): readonly Recommendation[] {
  if (tab === 'favorites') return data.favorites;
  const key = LIST_OF[tab];
  return category === 'all' ? data[key] : data.byType[key][category];
}

/** Trending is empty, before any filter, until travellers search or book this week. */
export const nothingTrending = (data: RecommendationsResponse, tab: RecommendationTab): boolean =>
  tab === 'trending' && data.trending.length === 0;
