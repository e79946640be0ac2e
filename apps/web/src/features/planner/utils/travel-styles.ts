import type { Interest, TravelStyle } from '@escazo/contracts/planning-options';

/** What each quick-start travel style asks the planner for. */
export const STYLE_INTERESTS: Readonly<Record<TravelStyle, readonly Interest[]>> = {
  adventure: ['Adventure'],
  relaxation: ['Beaches', 'Nature'],
  culture: ['Culture', 'History', 'Art'],
  food: ['Food'],
  nature: ['Nature', 'Wildlife', 'Mountains'],
  urban: ['Shopping', 'Nightlife', 'Photography'],
};

/** The interests of the chosen styles, each once, in the order the styles give them. */
export function interestsOfStyles(styles: readonly TravelStyle[]): Interest[] {
  return [...new Set(styles.flatMap((style) => STYLE_INTERESTS[style]))];
}
