/** Explore's own destinations: nine, three per tab. */
export const exploreCategories = ['popular', 'trending', 'adventure'] as const;
export type ExploreCategory = (typeof exploreCategories)[number];

export type ExploreDestination = { id: string; name: string; country: string; rating: number; category: ExploreCategory };

export const exploreDestinations: readonly ExploreDestination[] = [
  { id: 'paris', name: 'Paris', country: 'France', rating: 4.8, category: 'popular' },
  { id: 'tokyo', name: 'Tokyo', country: 'Japan', rating: 4.9, category: 'popular' },
  { id: 'new-york', name: 'New York', country: 'United States', rating: 4.7, category: 'popular' },
  { id: 'lisbon', name: 'Lisbon', country: 'Portugal', rating: 4.7, category: 'trending' },
  { id: 'seoul', name: 'Seoul', country: 'South Korea', rating: 4.6, category: 'trending' },
  { id: 'mexico-city', name: 'Mexico City', country: 'Mexico', rating: 4.6, category: 'trending' },
  { id: 'queenstown', name: 'Queenstown', country: 'New Zealand', rating: 4.9, category: 'adventure' },
  { id: 'reykjavik', name: 'Reykjavik', country: 'Iceland', rating: 4.8, category: 'adventure' },
  { id: 'cusco', name: 'Cusco', country: 'Peru', rating: 4.8, category: 'adventure' },
];

/** Where the hero search goes: /search?q=… when the text is not blank after trimming, else nowhere. */
export function exploreSearchHref(text: string): string | null {
  const q = text.trim();
  return q ? `/search?${new URLSearchParams({ q }).toString()}` : null;
}

/** Where a card or its Explore button goes. */
export const exploreDestinationHref = (name: string) => `/search?${new URLSearchParams({ destination: name }).toString()}`;
