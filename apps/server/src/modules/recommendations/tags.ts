import { PREFERENCE_CHIPS, type PreferenceId, type RecommendationTag } from '@escazo/contracts/recommendations';
import type { Interest } from '@escazo/contracts/planning-options';

/** The knowledge base's interests as preference chip ids. */
export const CHIP_OF_INTEREST: Readonly<Record<Interest, PreferenceId>> = {
  Adventure: 'adventure',
  Culture: 'culture',
  Food: 'food',
  Nature: 'nature',
  History: 'history',
  Art: 'art',
  Shopping: 'shopping',
  Nightlife: 'nightlife',
  Beaches: 'beach',
  Mountains: 'mountains',
  Photography: 'photography',
  Wildlife: 'wildlife',
};

const chipLabels = new Map<string, string>(PREFERENCE_CHIPS.map((chip) => [chip.id, chip.label]));

/** A chip's label ('beach' → 'Beaches'). */
export const chipLabel = (id: PreferenceId): string => chipLabels.get(id) ?? id;

const TAG_ORDER = new Map<string, number>(
  [...PREFERENCE_CHIPS.map((chip) => chip.id), 'peaceful', 'solo'].map((id, index) => [id, index]),
);

/** Tags without repeats, in the chips' order (the derived 'peaceful' and 'solo' last). */
export function orderedTags(tags: Iterable<RecommendationTag>): RecommendationTag[] {
  return [...new Set(tags)].sort((a, b) => (TAG_ORDER.get(a) ?? 99) - (TAG_ORDER.get(b) ?? 99));
}

/** Whole US dollars from USD cents. */
export const wholeUsd = (cents: number): number => Math.round(cents / 100);
