import type { SavedItem, SavedKind } from '@escazo/contracts/saved';
import { savedLink } from './catalogue.ts';
import type { SavedItemRow } from './repository.ts';

export function presentSavedItem(row: SavedItemRow): SavedItem {
  const kind = row.kind as SavedKind;
  return { kind, refId: row.refId, name: row.name, savedAt: row.createdAt.toISOString(), link: savedLink(kind, row.refId, row.name) };
}
