import type { Interest } from '@escazo/contracts/planning-options';
import type { PlanningDestination } from '@escazo/contracts/planning';

export type InspirationDestination = {
  id: string;
  name: string;
  country: string;
  image: string;
  tags: Interest[];
  description: string;
};

/** The destinations Get Inspired shows first, when the knowledge base has them. */
const FEATURED = ['paris', 'kyoto', 'rome', 'reykjavik', 'barcelona', 'new-york-city', 'singapore', 'bangkok'];
export const INSPIRATION_COUNT = 8;

/** The guide's first sentence. */
function firstSentence(text: string): string {
  const match = /^.*?[.!?](\s|$)/.exec(text);
  return (match ? match[0] : text).trim();
}

/** Eight destinations for Get Inspired: the featured ones first, then the rest by name. */
export function pickInspiration(destinations: readonly PlanningDestination[]): InspirationDestination[] {
  const featured = FEATURED.map((id) => destinations.find((d) => d.id === id)).filter(
    (d): d is PlanningDestination => d !== undefined,
  );
  const rest = destinations.filter((d) => !featured.includes(d));
  return [...featured, ...rest].slice(0, INSPIRATION_COUNT).map((d) => ({
    id: d.id,
    name: d.name,
    country: d.country,
    image: d.image,
    tags: d.interests.slice(0, 3),
    description: firstSentence(d.guide),
  }));
}
