import type { Plan, PlanRequest, PlanSummary } from '@escazo/contracts/planning';
import { daysBetween } from '@escazo/contracts/dates';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Inventory } from '../inventory/public.ts';
import type { PlanningCatalogue } from './catalogue.ts';
import { planColumns, planName } from './plan-query.ts';
import { presentPlan, presentPlanSummary } from './presenter.ts';
import * as repo from './repository.ts';
import { resolvePlanRequest } from './resolve-request.ts';

export type PlanningDeps = { db: Db; inventory: Inventory; catalogue: PlanningCatalogue };

const planNotFound = () => notFound('This trip');

/**
 * Plans a trip and stores it: the caller's (saved) when signed in, otherwise unclaimed for a day
 * until someone signs in and claims it.
 */
export async function createPlan(deps: PlanningDeps, userId: string | null, request: PlanRequest, now: Date): Promise<Plan> {
  const resolved = await resolvePlanRequest(request, { ...deps, now });
  const columns = planColumns(resolved);
  const row = await repo.insertPlan(deps.db, {
    userId,
    destinationId: resolved.entry.id,
    name: planName(daysBetween(request.startDate, request.endDate) + 1, resolved.entry.name),
    startDate: request.startDate,
    endDate: request.endDate,
    travelers: request.travelers,
    interests: resolved.interests,
    pace: resolved.pace,
    tier: resolved.tier,
    notes: request.notes ?? null,
    origin: request.origin?.trim() || null,
    budgetMinor: resolved.budgetMinor,
    ...columns,
    createdAt: now,
    updatedAt: now,
  });
  return presentPlan(row, deps.catalogue);
}

export async function listPlans(deps: Pick<PlanningDeps, 'db' | 'catalogue'>, userId: string): Promise<PlanSummary[]> {
  return (await repo.listOwnPlans(deps.db, userId)).map((row) => presentPlanSummary(row, deps.catalogue));
}

/** The caller's own plan, or an unclaimed one by its id; 404 otherwise. */
export async function getPlan(deps: Pick<PlanningDeps, 'db' | 'catalogue'>, id: string, userId: string | null): Promise<Plan> {
  const row = await repo.findVisiblePlan(deps.db, id, userId);
  if (!row) throw planNotFound();
  return presentPlan(row, deps.catalogue, row.userId !== null && row.userId === userId);
}

/** Makes an unclaimed plan the caller's; their own plan again answers as it is; 404 when someone else's or gone. */
export async function claimPlan(deps: Pick<PlanningDeps, 'db' | 'catalogue'>, id: string, userId: string, now: Date): Promise<Plan> {
  const row = (await repo.claimPlan(deps.db, id, userId, now)) ?? (await repo.findOwnPlan(deps.db, id, userId));
  if (!row) throw planNotFound();
  return presentPlan(row, deps.catalogue);
}

export async function deletePlan(db: Db, id: string, userId: string): Promise<void> {
  if (!(await repo.deleteOwnPlan(db, id, userId))) throw planNotFound();
}
