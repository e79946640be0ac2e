import type { Plan, PlanReplan } from '@escazo/contracts/planning';
import { daysBetween } from '@escazo/contracts/dates';
import { commitEdit, planToEdit } from './edit-apply.ts';
import { cannotPlan } from './edit-errors.ts';
import { plannedColumns, planName } from './plan-query.ts';
import type { PlanRow } from './repository.ts';
import { resolvePlanRequest } from './resolve-request.ts';
import type { PlanningDeps } from './service.ts';

/** The generated name of a plan row ("3 days in Paris") under its current dates and destination. */
function generatedName(row: PlanRow, deps: Pick<PlanningDeps, 'catalogue'>): string {
  const destination = deps.catalogue.byId(row.destinationId)?.name ?? row.destinationId;
  return planName(daysBetween(row.startDate, row.endDate) + 1, destination);
}

/**
 * Edit Trip: the whole request again, planned afresh in place (same id, its share link kept,
 * version + 1). A name the traveller chose is kept; a generated one follows the new trip. Notes
 * not sent are kept.
 */
export async function replanTrip(
  deps: PlanningDeps & { now: Date },
  id: string,
  userId: string,
  request: PlanReplan,
): Promise<Plan> {
  const row = await planToEdit(deps.db, id, userId, request.version);
  const resolved = await resolvePlanRequest(request, deps);
  const name =
    row.name === generatedName(row, deps)
      ? planName(daysBetween(request.startDate, request.endDate) + 1, resolved.entry.name)
      : row.name;
  const changes = {
    ...(await plannedColumns(resolved, deps.runPlan)),
    name,
    ...(request.notes !== undefined ? { notes: request.notes } : {}),
  };
  return commitEdit(deps, row, userId, request.version, changes, cannotPlan);
}
