import {
  WATCH_HISTORY_POINTS,
  WATCH_LIMIT,
  type CreatePriceWatch,
  type PriceWatch,
} from '@escazo/contracts/price-watches';
import type { Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import type { Inventory } from '../inventory/public.ts';
import { watchKey, watchLabel } from './describe.ts';
import { presentWatch } from './presenter.ts';
import * as repo from './repository.ts';
import { checkSelection, priceSelection } from './selection.ts';

/** The user's active watches, newest first, each with its last checks. */
export async function listWatches(db: Db, userId: string): Promise<PriceWatch[]> {
  const rows = await repo.listActive(db, userId);
  const points = await repo.recentPoints(
    db,
    rows.map((r) => r.id),
    WATCH_HISTORY_POINTS,
  );
  return rows.map((row) => presentWatch(row, points.get(row.id) ?? []));
}

async function presentOne(db: Db, row: repo.PriceWatchRow): Promise<PriceWatch> {
  const points = await repo.recentPoints(db, [row.id], WATCH_HISTORY_POINTS);
  return presentWatch(row, points.get(row.id) ?? []);
}

/**
 * Starts watching a selection, priced now with its first check. The same selection already
 * watched answers that watch (`created: false`); past the limit of active watches, 409 WATCH_LIMIT.
 */
export async function createWatch(
  db: Db,
  inventory: Inventory,
  userId: string,
  selection: CreatePriceWatch,
  now: Date,
): Promise<{ watch: PriceWatch; created: boolean }> {
  const key = watchKey(selection);
  const existing = await repo.findActiveByKey(db, userId, key);
  if (existing) return { watch: await presentOne(db, existing), created: false };
  checkSelection(inventory, selection, now);
  const price = priceSelection(inventory, selection, now);
  const id = await repo.insertWatch(
    db,
    {
      userId,
      kind: selection.kind,
      watchKey: key,
      params: selection,
      label: watchLabel(inventory, selection),
      currency: price?.currency ?? 'USD',
      amount: price?.amount ?? null,
      now,
    },
    WATCH_LIMIT,
  );
  if (id) return { watch: await presentOne(db, (await repo.findWatch(db, id))!), created: true };
  const raced = await repo.findActiveByKey(db, userId, key);
  if (raced) return { watch: await presentOne(db, raced), created: false };
  throw new AppError(
    409,
    'WATCH_LIMIT',
    `You can watch up to ${WATCH_LIMIT} prices at once. Stop one to watch another.`,
  );
}

/** Stops one of the user's own watches (again: no change); another user's or an unknown id is a 404. */
export async function stopWatch(db: Db, userId: string, id: string, now: Date): Promise<void> {
  if ((await repo.stopWatch(db, userId, id, now)) === 'missing') throw notFound('This price alert');
}

export type ExportedPriceWatch = PriceWatch & { stoppedAt: string | null };

/** For the account download: every watch, stopped ones too, with its last checks. */
export async function exportPriceWatches(db: Db, userId: string): Promise<ExportedPriceWatch[]> {
  const rows = await repo.listAll(db, userId);
  const points = await repo.recentPoints(
    db,
    rows.map((r) => r.id),
    WATCH_HISTORY_POINTS,
  );
  return rows.map((row) => ({
    ...presentWatch(row, points.get(row.id) ?? []),
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
  }));
}
