import { checkPlan, retimeDay } from '@escazo/planner';
import type { PlanItem } from '@escazo/planner';
import type { Plan } from '@escazo/contracts/planning';
import type { Db } from '@server/db/client.ts';
import type { AppError } from '@server/lib/app-error.ts';
import type { CatalogueEntry, PlanningCatalogue } from './catalogue.ts';
import { checkContextOf } from './check-context.ts';
import { pastMidnight, planChanged, planNotFound } from './edit-errors.ts';
import * as repo from './repository.ts';
import { missingFlightViolations } from './flight-violations.ts';
import { assertPresentable } from './presentable.ts';
import { presentPlan } from './presenter.ts';
import {
  nextItemId,
  type StoredDay,
  type StoredItem,
  type StoredOptions,
  type StoredSuggestion,
} from './stored-plan.ts';

const END_OF_DAY = 24 * 60;

/** The caller's own plan (edits, exports, booking); 404 when unknown or someone else's. */
export async function ownPlanOr404(db: Db, id: string, userId: string): Promise<repo.PlanRow> {
  const row = await repo.findOwnPlan(db, id, userId);
  if (!row) throw planNotFound();
  return row;
}

/**
 * The owner's plan at the version the edit was made on: 404 when unknown or someone else's,
 * 409 PLAN_CHANGED when it has moved on (the conditional update checks again when writing).
 */
export async function planToEdit(db: Db, id: string, userId: string, version: number): Promise<repo.PlanRow> {
  const row = await ownPlanOr404(db, id, userId);
  if (row.version !== version) throw planChanged();
  return row;
}

/** The catalogue entry a plan was made for (its destination guide). */
export function entryOf(row: repo.PlanRow, catalogue: PlanningCatalogue): CatalogueEntry {
  const entry = catalogue.byId(row.destinationId);
  if (!entry) throw planNotFound();
  return entry;
}

/** Item ids 'x<n>' above every one in use, one after another. */
function idCounter(days: readonly StoredDay[]): () => string {
  let next = Number(nextItemId(days).slice(1));
  return () => `x${next++}`;
}

/**
 * The engine's re-timed day with ids: non-transport items come back in the order given and keep
 * their ids; fresh transport items get new ones.
 */
function withIds(before: readonly StoredItem[], after: readonly PlanItem[], newId: () => string): StoredItem[] {
  const kept = before.filter((item) => item.type !== 'transport');
  const used = new Set<string>();
  let k = 0;
  return after.map((item) => {
    const source = item.type === 'transport' ? undefined : kept[k++];
    const own = (item as Partial<StoredItem>).id ?? source?.id;
    const id = own && !used.has(own) ? own : newId();
    used.add(id);
    const labels = (item as Partial<StoredItem>).labels ?? source?.labels;
    return { ...item, id, ...(labels ? { labels } : {}) };
  });
}

/**
 * A plan after an edit of one day: that day re-timed by the engine (its transport rebuilt), then
 * the whole plan checked again, the total the sum of every item's cost. The row columns to write.
 */
export function retimedColumns(
  row: repo.PlanRow,
  entry: CatalogueEntry,
  days: readonly StoredDay[],
  editedDate: string,
): repo.PlanChanges {
  const context = checkContextOf(row, entry);
  const newId = idCounter([...(row.days as StoredDay[]), ...days]);
  const retimed = days.map((day) => {
    if (day.date !== editedDate) return day;
    const wanted = day.items.filter((item) => item.type !== 'transport');
    const engineDay = retimeDay({ date: day.date, items: wanted }, context);
    const items = withIds(wanted, engineDay.items, newId);
    if (items.some((item) => item.type !== 'flight' && item.end > END_OF_DAY)) throw pastMidnight();
    return { date: day.date, items };
  });
  return checkedColumns(row, entry, retimed);
}

/**
 * Violations (a flight the plan was made without among them), feasibility and total of a set of
 * days; a stored suggestion stays while its rule is still broken.
 */
export function checkedColumns(row: repo.PlanRow, entry: CatalogueEntry, days: StoredDay[]): repo.PlanChanges {
  const missing = missingFlightViolations(row.options as StoredOptions, { ...row, destinationName: entry.name });
  const violations = [...missing, ...checkPlan(days, checkContextOf(row, entry))];
  const suggestion = row.suggestion as StoredSuggestion | null;
  return {
    days,
    violations,
    feasible: violations.length === 0,
    totalMinor: days.reduce((sum, day) => sum + day.items.reduce((daySum, item) => daySum + item.costMinor, 0), 0),
    suggestion: suggestion && violations.some((violation) => violation.rule === suggestion.rule) ? suggestion : null,
  };
}

/**
 * Writes an edit with one conditional update on the owner and version (version + 1), once the
 * changed plan is known to read back (else `refuse`'s 4xx, nothing written). Nothing matched: 404
 * when the plan is gone or not theirs, else 409 PLAN_CHANGED (another edit came first).
 */
export async function commitEdit(
  deps: { db: Db; catalogue: PlanningCatalogue; now: Date },
  row: repo.PlanRow,
  userId: string,
  version: number,
  changes: repo.PlanChanges,
  refuse: () => AppError = pastMidnight,
): Promise<Plan> {
  assertPresentable(
    { ...row, ...changes, version: version + 1, updatedAt: deps.now } as repo.PlanRow,
    deps.catalogue,
    refuse,
  );
  const updated = await repo.updatePlanIfVersion(deps.db, row.id, userId, version, changes, deps.now);
  if (updated) return presentPlan(updated, deps.catalogue);
  await ownPlanOr404(deps.db, row.id, userId);
  throw planChanged();
}
