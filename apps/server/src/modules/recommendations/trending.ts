import { dayOf } from '@escazo/contracts/dates';
import type { Db } from '@server/db/client.ts';
import type { CatalogueItem, RecommendationCatalogue } from './catalogue-types.ts';
import { activeDealsIn, bookingsMadeSince, searchesSince } from './live-repository.ts';

/** Trending looks back this many days (today included). */
export const TRENDING_DAYS = 7;
/** At most this many cities trend at once. */
export const TRENDING_CITIES = 10;
/** A booking made shows more intent than a search: it counts as this many searches. */
export const BOOKING_WEIGHT = 5;
const DAY_MS = 86_400_000;

/**
 * The trending cities: the catalogue's cities ranked by searches over the last 7 days plus five per
 * booking made in them over the same days; the top 10 with any activity (ties by city id).
 */
export async function trendingCities(db: Db, catalogue: RecommendationCatalogue, now: Date): Promise<Set<string>> {
  const [searches, booked] = await Promise.all([
    searchesSince(db, dayOf(now.getTime() - (TRENDING_DAYS - 1) * DAY_MS)),
    bookingsMadeSince(db, new Date(now.getTime() - TRENDING_DAYS * DAY_MS)),
  ]);
  const activity = new Map<string, number>();
  for (const [cityId, count] of searches) activity.set(cityId, (activity.get(cityId) ?? 0) + count);
  for (const [destination, count] of booked) {
    const cityId = catalogue.cityOfLabel(destination);
    if (cityId) activity.set(cityId, (activity.get(cityId) ?? 0) + BOOKING_WEIGHT * count);
  }
  const catalogueCities = new Set(catalogue.items.map((item) => item.cityId));
  const ranked = [...activity]
    .filter(([cityId, score]) => score > 0 && catalogueCities.has(cityId))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, TRENDING_CITIES);
  return new Set(ranked.map(([cityId]) => cityId));
}

/** Deals that include a stay in their city (a package is a flight and a hotel there): the ones a destination shows. */
const LODGING_DEAL_TYPES: ReadonlySet<string> = new Set(['hotel', 'package']);

/**
 * Percent off from a current deal: a hotel's best active hotel deal, a destination's best active
 * lodging deal in its city (a flight, car or cruise deal is not a cheaper stay there); places have none.
 */
export async function discountsOf(
  db: Db,
  items: readonly CatalogueItem[],
  now: Date,
): Promise<(item: CatalogueItem) => number | null> {
  const cities = [
    ...new Set(items.filter((item) => item.type === 'hotel' || item.type === 'destination').map((item) => item.cityId)),
  ];
  const deals = await activeDealsIn(db, cities, now);
  const byHotel = new Map<string, number>();
  const byCity = new Map<string, number>();
  for (const deal of deals) {
    if (deal.cityId && LODGING_DEAL_TYPES.has(deal.type))
      byCity.set(deal.cityId, Math.max(byCity.get(deal.cityId) ?? 0, deal.discount));
    if (deal.type === 'hotel' && deal.hotelId)
      byHotel.set(deal.hotelId, Math.max(byHotel.get(deal.hotelId) ?? 0, deal.discount));
  }
  return (item) => {
    if (item.live.kind === 'hotel') return byHotel.get(item.live.hotelId) ?? null;
    if (item.type === 'destination') return byCity.get(item.cityId) ?? null;
    return null;
  };
}
