import type { SavedItem, SavedKind } from '@escazo/contracts/saved';
import { savedLink, type RecommendationLookup } from './catalogue.ts';
import type { SavedItemRow } from './repository.ts';

export function presentSavedItem(row: SavedItemRow, recommendations?: RecommendationLookup): SavedItem {
  const kind = row.kind as SavedKind;
  return {
    kind,
    refId: row.refId,
    name: row.name,
    savedAt: row.createdAt.toISOString(),
    link: savedLink(kind, row.refId, row.name, recommendations),
  };
}
