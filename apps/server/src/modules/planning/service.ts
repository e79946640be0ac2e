import { randomUUID } from 'node:crypto';
import type { Plan, PlanRequest, PlanSummary } from '@escazo/contracts/planning';
import { daysBetween } from '@escazo/contracts/dates';
import type { Db } from '@server/db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import type { PlanningCatalogue } from './catalogue.ts';
import { cannotPlan, planNotFound } from './edit-errors.ts';
import { plannedColumns, planName, type PlanRunner } from './plan-query.ts';
import { assertPresentable } from './presentable.ts';
import { presentPlan, presentPlanSummary } from './presenter.ts';
import * as repo from './repository.ts';
import { resolvePlanRequest } from './resolve-request.ts';

/** runPlan: where the planning engine runs (the routes: the CPU pool; planInProcess otherwise). */
export type PlanningDeps = { db: Db; inventory: Inventory; catalogue: PlanningCatalogue; runPlan: PlanRunner };

/**
 * Plans a trip and stores it: the caller's (saved) when signed in, otherwise unclaimed for a day
 * until someone signs in and claims it. A plan the API could not answer with is refused (400), never stored.
 */
export async function createPlan(
  deps: PlanningDeps,
  userId: string | null,
  request: PlanRequest,
  now: Date,
): Promise<Plan> {
  const resolved = await resolvePlanRequest(request, { ...deps, now });
  const columns = await plannedColumns(resolved, deps.runPlan);
  const row: repo.PlanRow = {
    id: randomUUID(),
    userId,
    name: planName(daysBetween(request.startDate, request.endDate) + 1, resolved.entry.name),
    notes: request.notes ?? null,
    ...columns,
    version: 1,
    shareTokenHash: null,
    createdAt: now,
    updatedAt: now,
  };
  assertPresentable(row, deps.catalogue, cannotPlan);
  return presentPlan(await repo.insertPlan(deps.db, row), deps.catalogue);
}

export async function listPlans(deps: Pick<PlanningDeps, 'db' | 'catalogue'>, userId: string): Promise<PlanSummary[]> {
  return (await repo.listOwnPlans(deps.db, userId)).map((row) => presentPlanSummary(row, deps.catalogue));
}

/** The caller's own plan, or an unclaimed one (made within the last day) by its id; 404 otherwise. */
export async function getPlan(
  deps: Pick<PlanningDeps, 'db' | 'catalogue'>,
  id: string,
  userId: string | null,
  now: Date,
): Promise<Plan> {
  const row = await repo.findVisiblePlan(deps.db, id, userId, now);
  if (!row) throw planNotFound();
  return presentPlan(row, deps.catalogue, row.userId !== null && row.userId === userId);
}

/**
 * Makes an unclaimed plan (made within the last day) the caller's; their own plan again answers as
 * it is; 404 when someone else's, too old or gone.
 */
export async function claimPlan(
  deps: Pick<PlanningDeps, 'db' | 'catalogue'>,
  id: string,
  userId: string,
  now: Date,
): Promise<Plan> {
  const row = (await repo.claimPlan(deps.db, id, userId, now)) ?? (await repo.findOwnPlan(deps.db, id, userId));
  if (!row) throw planNotFound();
  return presentPlan(row, deps.catalogue);
}

export async function deletePlan(db: Db, id: string, userId: string): Promise<void> {
  if (!(await repo.deleteOwnPlan(db, id, userId))) throw planNotFound();
}
