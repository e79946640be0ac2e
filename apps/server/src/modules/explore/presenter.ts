import type { ExploreDestination, ExploreResponse } from '@escazo/contracts/explore';
import type { ExploreAnswer, ExploreCard } from './service.ts';

/** Our own scene artwork for the city (modules/media). */
export const sceneSlug = (cityId: string) =>
  cityId
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 80);

function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** One factual sentence: country, hotel count, tags. */
export function describe({ city, hotelCount, tags }: Pick<ExploreCard, 'city' | 'hotelCount' | 'tags'>): string {
  const hotels = `${hotelCount} ${hotelCount === 1 ? 'hotel' : 'hotels'}`;
  return `${city.name}, ${city.countryName}: ${hotels} to choose from${tags.length ? `, known for ${listOf(tags)}` : ''}.`;
}

export function presentExploreCard(card: ExploreCard): ExploreDestination {
  return {
    id: card.city.id,
    name: card.city.name,
    country: card.city.countryName,
    description: describe(card),
    imageUrl: `/media/scenes/${sceneSlug(card.city.id)}.svg`,
    rating: card.rating,
    tags: [...card.tags],
    fromFare: card.fromFare,
    hotelFrom: card.hotelFrom,
    searchHref: `/search?destination=${encodeURIComponent(card.city.name)}`,
  };
}

export function presentExplore(answer: ExploreAnswer): ExploreResponse {
  return { tab: answer.tab, origin: answer.origin, items: answer.cards.map(presentExploreCard) };
}
