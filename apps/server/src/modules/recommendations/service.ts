import {
  RECOMMENDATION_TYPES,
  type ListsByType,
  type Recommendation,
  type RecommendationsResponse,
  type Season,
} from '@escazo/contracts/recommendations';
import {
  reasonLine,
  rankRecommendations,
  scoreItem,
  seasonOf,
  type ScoringProfile,
  type Scores,
} from '@escazo/advisor/recommendations';
import type { Inventory } from '../inventory/public.ts';
import { availabilityLine } from './availability.ts';
import type { CatalogueItem } from './catalogue-types.ts';
import { countFirstShownSince, recordImpressions } from './live-repository.ts';
import { presentRecommendation } from './presenter.ts';
import { savedOfKinds } from './profile-repository.ts';
import { travelProfile, type ProfileDeps } from './profile-service.ts';
import { discountsOf, trendingCities } from './trending.ts';

export type RecommendationDeps = ProfileDeps & { inventory: Inventory };

/** "New this week": first shown to the user within this many days. */
export const NEW_WITHIN_DAYS = 7;
const DAY_MS = 86_400_000;

type Scored = CatalogueItem & Scores;

type ByType<T> = { [K in keyof ListsByType]: T };

/**
 * One tab's lists: the documented ranking applied within each type (the best 12 of each), and the
 * best 12 of every type together. The latter is ranked from the former, as any item of the overall
 * top 12 is among the top 12 of its type; so each item of the pool is scored once.
 */
function rankTab(
  items: readonly CatalogueItem[],
  profile: ScoringProfile,
  season: Season,
): { all: Scored[]; byType: ByType<Scored[]> } {
  const ofType = Object.fromEntries(RECOMMENDATION_TYPES.map((type) => [type, [] as CatalogueItem[]])) as ByType<
    CatalogueItem[]
  >;
  for (const item of items) ofType[item.type].push(item);
  const byType = Object.fromEntries(
    RECOMMENDATION_TYPES.map((type) => [type, rankRecommendations(ofType[type], profile, season)]),
  ) as ByType<Scored[]>;
  return {
    all: rankRecommendations(
      RECOMMENDATION_TYPES.flatMap((type) => byType[type]),
      profile,
      season,
    ),
    byType,
  };
}

const mapLists = <T, U>(lists: ByType<T[]>, each: (item: T) => U): ByType<U[]> =>
  Object.fromEntries(RECOMMENDATION_TYPES.map((type) => [type, lists[type].map(each)])) as ByType<U[]>;

const meanRating = (items: readonly { rating: number }[]) =>
  items.length ? Math.round((items.reduce((sum, item) => sum + item.rating, 0) / items.length) * 10) / 10 : null;

/**
 * The recommendations page for a user: For You ranks the whole catalogue by the documented formula
 * for the user's profile; Trending and Featured rank the trending and featured items the same way;
 * Favourites are every favourited item, scored, newest favourite first. Each of the first three is
 * also ranked within each type, for the category buttons. The season is the app clock's (UTC) month's.
 * Availability and discounts are computed for the returned items alone. Impressions of the (All)
 * For You items are recorded here (the first showing is kept).
 */
export async function recommendationsFor(
  deps: RecommendationDeps,
  userId: string,
  now: Date,
): Promise<RecommendationsResponse> {
  const { db, catalogue, inventory } = deps;
  const season: Season = seasonOf(now.getUTCMonth());
  const [profile, trending, saved] = await Promise.all([
    travelProfile(deps, userId, now),
    trendingCities(db, catalogue, now),
    savedOfKinds(db, userId, ['recommendation', 'bookmark']),
  ]);
  const isTrending = (item: CatalogueItem) => trending.has(item.cityId);
  const forYouTab = rankTab(catalogue.items, profile, season);
  const trendingTab = rankTab(catalogue.items.filter(isTrending), profile, season);
  const featuredTab = rankTab(
    catalogue.items.filter((item) => item.featured),
    profile,
    season,
  );
  const [forYou, trendingList, featured] = [forYouTab.all, trendingTab.all, featuredTab.all];
  const byType = { forYou: forYouTab.byType, trending: trendingTab.byType, featured: featuredTab.byType };
  const favorites = saved
    .filter((item) => item.kind === 'recommendation')
    .flatMap((item) => catalogue.byId(item.refId) ?? [])
    .map((item) => scoreItem(item, profile, season));

  // The All lists are drawn from the lists by type.
  const shown = [
    ...favorites,
    ...Object.values(byType).flatMap((lists) => RECOMMENDATION_TYPES.flatMap((type) => lists[type])),
  ];
  const discountOf = await discountsOf(db, shown, now);
  const availability = new Map<string, string>();
  const present = (item: Scored): Recommendation => {
    let line = availability.get(item.id);
    if (line === undefined)
      availability.set(item.id, (line = availabilityLine(item, inventory, catalogue.hotelIdsOfCity, now)));
    return presentRecommendation(item, {
      reason: reasonLine(item, profile, season),
      availability: line,
      discount: discountOf(item),
      trending: isTrending(item),
    });
  };

  const forYouIds = forYou.map((item) => item.id);
  await recordImpressions(db, userId, forYouIds, now);
  const newThisWeek = await countFirstShownSince(
    db,
    userId,
    forYouIds,
    new Date(now.getTime() - NEW_WITHIN_DAYS * DAY_MS),
  );

  return {
    forYou: forYou.map(present),
    trending: trendingList.map(present),
    featured: featured.map(present),
    byType: {
      forYou: mapLists(byType.forYou, present),
      trending: mapLists(byType.trending, present),
      featured: mapLists(byType.featured, present),
    },
    favorites: favorites.map(present),
    bookmarks: saved.filter((item) => item.kind === 'bookmark').map((item) => item.refId),
    stats: {
      favorites: favorites.length,
      recommendations: forYou.length,
      averageRating: meanRating(forYou),
      newThisWeek,
    },
    profile,
    season,
    generatedAt: now.toISOString(),
  };
}
