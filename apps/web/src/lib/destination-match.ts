import type { PlanningDestination } from '@escazo/contracts/planning';

/** Lower case without accents: 'Kraków' matches 'krakow'. */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Destinations whose name or country contains the typed text (all of them for empty text), names first. */
export function matchDestinations(
  destinations: readonly PlanningDestination[],
  text: string,
  limit = 8,
): PlanningDestination[] {
  const query = folded(text);
  if (query === '') return destinations.slice(0, limit);
  const byName = destinations.filter((d) => folded(d.name).includes(query));
  const byCountry = destinations.filter((d) => !byName.includes(d) && folded(d.country).includes(query));
  return [...byName, ...byCountry].slice(0, limit);
}
