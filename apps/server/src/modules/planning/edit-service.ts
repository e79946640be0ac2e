import type { Plan, PlanDayOrder, PlanItemAdd, PlanItemEdit, PlanUpdate } from '@escazo/contracts/planning';
import { commitEdit, entryOf, planToEdit, retimedColumns } from './edit-apply.ts';
import { addActivity, deleteItem, editItem, reorderDay, type DayChange } from './edit-items.ts';
import type { CatalogueEntry } from './catalogue.ts';
import type { PlanRow } from './repository.ts';
import type { PlanningDeps } from './service.ts';
import { nextItemId, type StoredDay } from './stored-plan.ts';

export type EditDeps = Pick<PlanningDeps, 'db' | 'catalogue'> & { now: Date };

/** PATCH: a new name and/or notes; the itinerary itself is unchanged. */
export async function updatePlanDetails(deps: EditDeps, id: string, userId: string, input: PlanUpdate): Promise<Plan> {
  const row = await planToEdit(deps.db, id, userId, input.version);
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
  };
  return commitEdit(deps, row, userId, input.version, changes);
}

/** One day edit: loaded at its version, changed, that day re-timed, the plan re-checked, written conditionally. */
async function editDay(
  deps: EditDeps,
  id: string,
  userId: string,
  version: number,
  change: (row: PlanRow, entry: CatalogueEntry, days: StoredDay[]) => DayChange,
): Promise<Plan> {
  const row = await planToEdit(deps.db, id, userId, version);
  const entry = entryOf(row, deps.catalogue);
  const { days, date } = change(row, entry, row.days as StoredDay[]);
  const changes = retimedColumns(row, entry, days, date);
  return commitEdit(deps, row, userId, version, changes);
}

export function addPlanItem(deps: EditDeps, id: string, userId: string, input: PlanItemAdd): Promise<Plan> {
  return editDay(deps, id, userId, input.version, (row, entry, days) =>
    addActivity(days, entry, row.travelers, input, nextItemId(days)),
  );
}

export function editPlanItem(
  deps: EditDeps,
  id: string,
  userId: string,
  itemId: string,
  input: PlanItemEdit,
): Promise<Plan> {
  return editDay(deps, id, userId, input.version, (_row, entry, days) => editItem(days, entry, itemId, input));
}

export function deletePlanItem(
  deps: EditDeps,
  id: string,
  userId: string,
  itemId: string,
  version: number,
): Promise<Plan> {
  return editDay(deps, id, userId, version, (_row, _entry, days) => deleteItem(days, itemId));
}

export function reorderPlanDay(
  deps: EditDeps,
  id: string,
  userId: string,
  date: string,
  input: PlanDayOrder,
): Promise<Plan> {
  return editDay(deps, id, userId, input.version, (_row, _entry, days) => reorderDay(days, date, input.itemIds));
}
