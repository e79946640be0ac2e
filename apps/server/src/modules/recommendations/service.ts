import type { Recommendation, RecommendationsResponse, Season } from '@escazo/contracts/recommendations';
import { reasonLine } from '@escazo/advisor/recommendations/reason';
import { rankRecommendations, scoreItem, seasonOf, type Scores } from '@escazo/advisor/recommendations/scoring';
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

const meanRating = (items: readonly { rating: number }[]) =>
  items.length ? Math.round((items.reduce((sum, item) => sum + item.rating, 0) / items.length) * 10) / 10 : null;

/**
 * The recommendations page for a user: For You ranks the whole catalogue by the documented formula
 * for the user's profile; Trending and Featured rank the trending and featured items the same way;
 * Favourites are every favourited item, scored, newest favourite first. The season is the app
 * clock's (UTC) month's. Impressions of the For You items are recorded here (the first showing is kept).
 */
export async function recommendationsFor(deps: RecommendationDeps, userId: string, now: Date): Promise<RecommendationsResponse> {
  const { db, catalogue, inventory } = deps;
  const season: Season = seasonOf(now.getUTCMonth());
  const [profile, trending, saved] = await Promise.all([
    travelProfile(deps, userId, now),
    trendingCities(db, catalogue, now),
    savedOfKinds(db, userId, ['recommendation', 'bookmark']),
  ]);
  const isTrending = (item: CatalogueItem) => trending.has(item.cityId);
  const forYou = rankRecommendations(catalogue.items, profile, season);
  const trendingList = rankRecommendations(catalogue.items.filter(isTrending), profile, season);
  const featured = rankRecommendations(
    catalogue.items.filter((item) => item.featured),
    profile,
    season,
  );
  const favorites = saved
    .filter((item) => item.kind === 'recommendation')
    .flatMap((item) => catalogue.byId(item.refId) ?? [])
    .map((item) => scoreItem(item, profile, season));

  const shown = [...forYou, ...trendingList, ...featured, ...favorites];
  const discountOf = await discountsOf(db, shown, now);
  const availability = new Map<string, string>();
  const present = (item: Scored): Recommendation => {
    let line = availability.get(item.id);
    if (line === undefined) availability.set(item.id, (line = availabilityLine(item, inventory, catalogue.hotelIdsOfCity, now)));
    return presentRecommendation(item, { reason: reasonLine(item, profile, season), availability: line, discount: discountOf(item), trending: isTrending(item) });
  };

  const forYouIds = forYou.map((item) => item.id);
  await recordImpressions(db, userId, forYouIds, now);
  const newThisWeek = await countFirstShownSince(db, userId, forYouIds, new Date(now.getTime() - NEW_WITHIN_DAYS * DAY_MS));

  return {
    forYou: forYou.map(present),
    trending: trendingList.map(present),
    featured: featured.map(present),
    favorites: favorites.map(present),
    bookmarks: saved.filter((item) => item.kind === 'bookmark').map((item) => item.refId),
    stats: { favorites: favorites.length, recommendations: forYou.length, averageRating: meanRating(forYou), newThisWeek },
    profile,
    season,
    generatedAt: now.toISOString(),
  };
}
