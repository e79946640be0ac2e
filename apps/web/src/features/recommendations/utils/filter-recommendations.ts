import {
  PREFERENCE_CHIPS,
  PRICE_FILTER_BOUNDS,
  type PRICE_FILTERS,
  type RATING_FILTERS,
  type Recommendation,
  type RECOMMENDATION_SORTS,
  type RecommendationType,
} from '@escazo/contracts/recommendations';

export type PriceFilter = (typeof PRICE_FILTERS)[number];
export type RatingFilter = (typeof RATING_FILTERS)[number];
export type RecommendationSort = (typeof RECOMMENDATION_SORTS)[number];
export type CategoryFilter = 'all' | RecommendationType;

/** What narrows and orders one tab's list. */
export type ListFilters = {
  search: string;
  price: PriceFilter;
  rating: RatingFilter;
  category: CategoryFilter;
  sort: RecommendationSort;
};

/** Lower-cased, without accents: "Zürich" and "zurich" are the same word. */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const LABEL_OF = new Map<string, string>(PREFERENCE_CHIPS.map((chip) => [chip.id, chip.label]));

/** The query is found in the title, location, description or a tag (its id or its chip label). */
export function matchesSearch(item: Recommendation, search: string): boolean {
  const query = foldText(search.trim());
  if (query === '') return true;
  const fields = [
    item.title,
    item.location,
    item.description,
    ...item.tags.flatMap((tag) => [tag, LABEL_OF.get(tag) ?? '']),
  ];
  return fields.some((field) => foldText(field).includes(query));
}

/** Price bands on the item's lowest price: lower bound included, upper bound excluded. */
export function matchesPrice(item: Recommendation, price: PriceFilter): boolean {
  if (price === 'all') return true;
  const [from, below] = PRICE_FILTER_BOUNDS[price];
  return item.priceRange.min >= from && item.priceRange.min < below;
}

export const matchesRating = (item: Recommendation, rating: RatingFilter): boolean =>
  rating === 'all' || item.rating >= Number(rating);

export const matchesCategory = (item: Recommendation, category: CategoryFilter): boolean =>
  category === 'all' || item.type === category;

const byId = (a: Recommendation, b: Recommendation): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Every sort breaks ties by id, so the order never depends on the list's arrival order. */
const COMPARE: Record<RecommendationSort, (a: Recommendation, b: Recommendation) => number> = {
  relevance: (a, b) => b.overallScore - a.overallScore || byId(a, b),
  rating: (a, b) => b.rating - a.rating || byId(a, b),
  reviews: (a, b) => b.reviewCount - a.reviewCount || byId(a, b),
  'price-low': (a, b) => a.priceRange.min - b.priceRange.min || byId(a, b),
  'price-high': (a, b) => b.priceRange.max - a.priceRange.max || byId(a, b),
};

/** The items of a list that pass every filter, in the chosen order (a new array). */
export function filterRecommendations(list: readonly Recommendation[], filters: ListFilters): Recommendation[] {
  return list
    .filter(
      (item) =>
        matchesCategory(item, filters.category) &&
        matchesSearch(item, filters.search) &&
        matchesPrice(item, filters.price) &&
        matchesRating(item, filters.rating),
    )
    .sort(COMPARE[filters.sort]);
}
