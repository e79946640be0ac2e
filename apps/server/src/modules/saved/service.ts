import { SAVED_LIMIT, type SavedItem, type SavedKind } from '@escazo/contracts/saved';
import type { Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import type { Inventory } from '../inventory/public.ts';
import { resolveSavedName, savedLink, type RecommendationLookup } from './catalogue.ts';
import { presentSavedItem } from './presenter.ts';
import * as repo from './repository.ts';

const whatIs: Record<SavedKind, string> = {
  destination: 'This destination',
  deal: 'This deal',
  hotel: 'This hotel',
  stay: 'This stay',
  recommendation: 'This recommendation',
  bookmark: 'This recommendation',
  'budget-plan': 'This budget plan',
};

/** The user's saved items, newest first. */
export async function listSaved(db: Db, userId: string, recommendations?: RecommendationLookup): Promise<SavedItem[]> {
  const rows = await repo.listSavedItems(db, userId);
  return rows.map((row) => presentSavedItem(row, recommendations));
}

/**
 * Saves an item (idempotent: an item already saved answers as it is). The name comes from the
 * catalogue; an unknown ref is a 404, a user at the limit a 409 SAVED_LIMIT.
 */
export async function saveItem(
  db: Db,
  catalogues: { inventory: Inventory; recommendations: RecommendationLookup },
  userId: string,
  kind: SavedKind,
  refId: string,
  now: Date,
): Promise<SavedItem> {
  const existing = await repo.findSavedItem(db, userId, kind, refId);
  if (existing) return presentSavedItem(existing, catalogues.recommendations);
  const name = await resolveSavedName(db, catalogues.inventory, catalogues.recommendations, kind, refId);
  if (name === undefined) throw notFound(whatIs[kind]);
  const item = await saveNamedItem(db, userId, kind, refId, name, now);
  return { ...item, link: savedLink(kind, refId, name, catalogues.recommendations) };
}

/**
 * Saves an item whose name the calling module resolved itself (a budget plan names itself), with
 * the same limit: idempotent, 409 SAVED_LIMIT at the limit. Runs on `db`, which may be a transaction.
 */
export async function saveNamedItem(
  db: Db,
  userId: string,
  kind: SavedKind,
  refId: string,
  name: string,
  now: Date,
): Promise<SavedItem> {
  const row =
    (await repo.insertSavedItem(db, { userId, kind, refId, name, createdAt: now }, SAVED_LIMIT)) ??
    (await repo.findSavedItem(db, userId, kind, refId));
  if (!row)
    throw new AppError(409, 'SAVED_LIMIT', `You can keep up to ${SAVED_LIMIT} saved items. Remove some to save more.`);
  return presentSavedItem(row);
}

/** Removes one of the user's own saved items (idempotent). */
export async function unsaveItem(db: Db, userId: string, kind: SavedKind, refId: string): Promise<void> {
  await repo.deleteSavedItem(db, userId, kind, refId);
}

/** For the account download: every saved item, newest first. */
export function exportSavedItems(db: Db, userId: string): Promise<SavedItem[]> {
  return listSaved(db, userId);
}
