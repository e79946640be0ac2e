import type { RecommendationTag, Season } from '@escazo/contracts/recommendations';
import { INTERESTS, type Interest } from '@escazo/contracts/planning-options';
import type { DestinationData, PlaceData } from '@escazo/knowledge';
import { sceneImageUrl, type CatalogueEntry } from '../planning/public.ts';
import type { CatalogueItem } from './catalogue-types.ts';
import { destinationTier } from './price-tier.ts';
import { CHIP_OF_INTEREST, orderedTags, wholeUsd } from './tags.ts';

/** An interest becomes a destination's tag when at least this share of its places carry it. */
const INTEREST_SHARE = 0.15;
/** Without the guide's advice on how long to stay, the card says this. */
export const DEFAULT_STAY = '3-5 days';
const HIGHLIGHTS = 3;
const GALLERY = 4;

type Rated = PlaceData & { rating: number };
const isRated = (place: PlaceData): place is Rated => place.rating !== undefined;

/** Best first: rating, then review count, then name. */
export const byRating = (a: { rating: number; reviewCount?: number; name: string }, b: typeof a) =>
  b.rating - a.rating || (b.reviewCount ?? 0) - (a.reviewCount ?? 0) || a.name.localeCompare(b.name, 'en');

/** The review-count-weighted mean rating of the rated places (a plain mean when none has reviews), one decimal. */
export function weightedRating(places: readonly Rated[]): { rating: number; reviewCount: number } {
  const reviewCount = places.reduce((sum, place) => sum + (place.reviewCount ?? 0), 0);
  const mean =
    reviewCount > 0
      ? places.reduce((sum, place) => sum + place.rating * (place.reviewCount ?? 0), 0) / reviewCount
      : places.reduce((sum, place) => sum + place.rating, 0) / places.length;
  return { rating: Math.round(mean * 10) / 10, reviewCount };
}

const dailyUsd = (cost: DestinationData['dailyCosts']['budget']) =>
  wholeUsd(cost.food + cost.transport + cost.activities);

/** The guide's first sentence, and the second too when the first is short. */
export function leadSentences(guide: string): string {
  const sentences = guide.match(/[^.!?]+[.!?]+(\s|$)/g)?.map((sentence) => sentence.trim()) ?? [guide];
  const first = sentences[0] ?? guide;
  return first.length < 90 && sentences[1] ? `${first} ${sentences[1]}` : first;
}

/**
 * A destination's tags: the interests at least 15 % of its places carry, plus
 * - peaceful: nature, beach or mountain places make up 25 % or more and nightlife under 10 %;
 * - relaxation: peaceful, or a beach destination;
 * - romantic: four or more fine-dining restaurants (price level 3+), or a beach destination;
 * - family: wildlife places make up 10 % or more, or 55 % of its sights are free;
 * - solo: a nightlife or culture destination whose transit ride costs $2 or less;
 * - luxury: the luxury tier costs $300 or more a day; budget: the budget tier $40 or less.
 */
export function destinationTags(data: DestinationData): RecommendationTag[] {
  const places = data.places;
  const share = (test: (place: PlaceData) => boolean) => places.filter(test).length / places.length;
  const has = (interest: Interest) => (place: PlaceData) => place.tags.includes(interest);
  const interests = INTERESTS.filter((interest) => share(has(interest)) >= INTEREST_SHARE);
  const tags: RecommendationTag[] = interests.map((interest) => CHIP_OF_INTEREST[interest]);
  const calm = share((place) => place.tags.some((tag) => tag === 'Nature' || tag === 'Beaches' || tag === 'Mountains'));
  const peaceful = calm >= 0.25 && share(has('Nightlife')) < 0.1;
  const beach = interests.includes('Beaches');
  const sights = places.filter((place) => place.kind !== 'restaurant');
  const freeShare = sights.length ? sights.filter((place) => place.priceUsd === 0).length / sights.length : 0;
  if (peaceful) tags.push('peaceful');
  if (peaceful || beach) tags.push('relaxation');
  if (places.filter((place) => (place.priceLevel ?? 0) >= 3).length >= 4 || beach) tags.push('romantic');
  if (share(has('Wildlife')) >= 0.1 || freeShare >= 0.55) tags.push('family');
  if ((interests.includes('Nightlife') || interests.includes('Culture')) && data.transitFareUsd <= 200)
    tags.push('solo');
  if (dailyUsd(data.dailyCosts.luxury) >= 300) tags.push('luxury');
  if (dailyUsd(data.dailyCosts.budget) <= 40) tags.push('budget');
  return orderedTags(tags);
}

const stayText = ({ min, max }: { min: number; max: number }) =>
  min === max ? `${min} day${min === 1 ? '' : 's'}` : `${min}-${max} days`;

/** The destination's card, or null while none of its places is rated (a rating is never made up). */
export function destinationItem(entry: CatalogueEntry, location: string, bestTime: Season[]): CatalogueItem | null {
  const { data } = entry;
  const rated = data.places.filter(isRated);
  if (rated.length === 0) return null;
  const top = rated.filter((place) => place.kind !== 'restaurant').sort(byRating);
  const stay = entry.idealStay;
  return {
    id: `destination:${data.id}`,
    title: data.name,
    type: 'destination',
    location,
    ...weightedRating(rated),
    price: destinationTier(dailyUsd(data.dailyCosts.moderate)),
    priceRange: { min: dailyUsd(data.dailyCosts.budget), max: dailyUsd(data.dailyCosts.luxury) },
    image: sceneImageUrl(data.cityId),
    gallery: [
      sceneImageUrl(data.cityId),
      ...top.slice(0, GALLERY - 1).map((place) => sceneImageUrl(`${data.id}-${place.id}`)),
    ],
    description: leadSentences(data.guide),
    highlights: top.slice(0, HIGHLIGHTS).map((place) => place.name),
    tags: destinationTags(data),
    category: 'Destination',
    duration: stay ? stayText(stay) : DEFAULT_STAY,
    bestTime,
    featured: false,
    link: `/blog/${encodeURIComponent(data.id)}`,
    cityId: data.cityId,
    live: { kind: 'destination', timeZone: data.timeZone },
  };
}
