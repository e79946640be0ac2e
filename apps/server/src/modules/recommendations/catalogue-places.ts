import type { RecommendationTag, RecommendationType, Season } from '@escazo/contracts/recommendations';
import type { PlaceKind } from '@escazo/contracts/planning-options';
import type { DestinationData, PlaceData } from '@escazo/knowledge';
import { sceneImageUrl } from '../planning/public.ts';
import type { CatalogueItem } from './catalogue-types.ts';
import { placeTier, restaurantTier } from './price-tier.ts';
import { CHIP_OF_INTEREST, chipLabel, orderedTags, wholeUsd } from './tags.ts';

export const TYPE_OF_KIND: Readonly<Record<PlaceKind, RecommendationType>> = {
  attraction: 'activity',
  experience: 'experience',
  restaurant: 'restaurant',
};
const GALLERY = 3;

/** "45 min", "3 h", "2 h 30 min". */
export function visitLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * A place's tags: its interests, plus
 * - peaceful: a nature, beach or mountain place not tagged nightlife; relaxation: a beach, or peaceful and not adventure;
 * - romantic: a restaurant of price level 3+, or an art or beach place;
 * - family: a wildlife place, or a free one; solo: a nightlife or adventure place;
 * - luxury: a restaurant of price level 4, or $150+ a person; budget: a price-level-1 restaurant, or a sight under $15.
 */
export function placeTags(place: PlaceData): RecommendationTag[] {
  const has = (tag: PlaceData['tags'][number]) => place.tags.includes(tag);
  const tags: RecommendationTag[] = place.tags.map((tag) => CHIP_OF_INTEREST[tag]);
  const restaurant = place.kind === 'restaurant';
  const level = place.priceLevel ?? 0;
  const peaceful = (has('Nature') || has('Beaches') || has('Mountains')) && !has('Nightlife');
  if (peaceful) tags.push('peaceful');
  if (has('Beaches') || (peaceful && !has('Adventure'))) tags.push('relaxation');
  if ((restaurant && level >= 3) || has('Art') || has('Beaches')) tags.push('romantic');
  if (has('Wildlife') || (!restaurant && place.priceUsd === 0)) tags.push('family');
  if (has('Nightlife') || has('Adventure')) tags.push('solo');
  if (level === 4 || place.priceUsd >= 15_000) tags.push('luxury');
  if (restaurant ? level === 1 : place.priceUsd < 1_500) tags.push('budget');
  return orderedTags(tags);
}

const MEAL_NAMES = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' } as const;

function placeHighlights(place: PlaceData): string[] {
  if (place.kind === 'restaurant') {
    const meals = (place.meals ?? []).map((meal) => MEAL_NAMES[meal]).join(', ');
    return [place.cuisine ?? 'Restaurant', place.neighbourhood, ...(meals ? [meals] : [])];
  }
  const price = place.priceUsd === 0 ? 'Free entry' : `$${wholeUsd(place.priceUsd)} per person`;
  return [place.neighbourhood, price];
}

/** A rated place's card (an attraction is an 'activity'); null while the place has no rating. */
export function placeItem(
  data: DestinationData,
  place: PlaceData,
  location: string,
  bestTime: Season[],
): CatalogueItem | null {
  if (place.rating === undefined) return null;
  const type = TYPE_OF_KIND[place.kind];
  const tags = placeTags(place);
  const usd = wholeUsd(place.priceUsd);
  const slug = `${data.id}-${place.id}`;
  return {
    id: `${type}:${data.id}/${place.id}`,
    title: place.name,
    type,
    location,
    rating: place.rating,
    reviewCount: place.reviewCount ?? 0,
    price: place.kind === 'restaurant' ? restaurantTier(place.priceLevel ?? 1) : placeTier(usd),
    priceRange: { min: usd, max: usd },
    image: sceneImageUrl(slug),
    gallery: Array.from({ length: GALLERY }, (_, view) => sceneImageUrl(view === 0 ? slug : `${slug}-${view + 1}`)),
    description: place.description,
    highlights: placeHighlights(place),
    tags,
    category:
      place.kind === 'restaurant' ? (place.cuisine ?? 'Restaurant') : chipLabel(CHIP_OF_INTEREST[place.tags[0]!]),
    duration: visitLength(place.visitMinutes),
    bestTime,
    featured: false,
    // The guide lists the place under this anchor.
    link: `/blog/${encodeURIComponent(data.id)}#place-${place.id}`,
    cityId: data.cityId,
    live: { kind: 'place', timeZone: data.timeZone, hours: place.hours },
  };
}
