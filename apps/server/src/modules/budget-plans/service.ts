import { randomUUID } from 'node:crypto';
import type { BudgetResult } from '@escazo/advisor/budget';
import { budgetPlanSchema, type BudgetPlan, type BudgetRequest } from '@escazo/contracts/budget';
import type { Db } from '@server/db/client.ts';
import { notFound } from '@server/lib/app-error.ts';
import { cpuTask, MainThreadLane, timeSlicer, type CpuPool } from '../cpu-pool/public.ts';
import type { Inventory } from '../inventory/public.ts';
import type { PlanningCatalogue } from '../planning/public.ts';
import { saveNamedItem } from '../saved/public.ts';
import { encodedFacts } from './destination-facts.ts';
import { gatherDestinations } from './gather.ts';
import { GatherCache } from './gather-cache.ts';
import { budgetPlanName } from './plan-name.ts';
import { presentBudgetPlan, storedOriginLabel, type StoredResult } from './presenter.ts';
import * as repo from './repository.ts';
import type { RankInput } from './rank-task.ts';
import { resolveBudgetRequest } from './resolve-request.ts';

/**
 * Where a plan's work runs. Gathering reads the live in-memory inventory (its engines and the sold
 * counts every booking updates), which a worker thread cannot see without a copy of its own: it
 * stays on the main thread, one gathering at a time in slices of one destination (the lane), and
 * is cached. Ranking the gathered prices is pure and runs in the CPU pool.
 */
export type BudgetWork = { pool: CpuPool; lane: MainThreadLane; cache: GatherCache };

/** The budget assistant's lane and cache over the app's pool (the lane's queue as long as the pool's). */
export function budgetWork(pool: CpuPool): BudgetWork {
  return { pool, lane: new MainThreadLane(pool.options.maxQueue), cache: new GatherCache() };
}

export type BudgetDeps = { db: Db; inventory: Inventory; catalogue: PlanningCatalogue; work: BudgetWork };

const rankBudgetTask = cpuTask<RankInput, BudgetResult>(new URL('./rank-task.ts', import.meta.url), 'rankBudget');

const planNotFound = () => notFound('This budget plan');

/** Where a plan's time went (the bench reads it): gathering prices, and ranking them in the pool. */
export type BudgetTimings = { gatherMs: number; rankMs: number };

/**
 * The budget plan for a request, computed over the inventory and the knowledge base (no database
 * write): what POST stores, and what the bench times (`timings`, when given, is filled in).
 */
export async function computeBudgetPlan(
  deps: BudgetDeps,
  request: BudgetRequest,
  now: Date,
  timings?: BudgetTimings,
): Promise<Omit<BudgetPlan, 'id' | 'createdAt' | 'saved'> & { originLabel: string }> {
  const resolved = await resolveBudgetRequest(request, { ...deps, now });
  // Refused before gathering when the pool could not rank it anyway.
  deps.work.pool.assertRoom();
  const query = {
    budgetMinor: resolved.budgetMinor,
    travelers: request.travelers,
    startDate: request.travelDates.startDate,
    endDate: request.travelDates.endDate,
    preferences: request.preferences,
    originLabel: resolved.originLabel,
  };
  const gatherQuery = {
    ...query,
    originAirports: resolved.originAirports,
    mustVisitId: resolved.mustVisit?.id ?? null,
    now: now.getTime(),
  };
  const gatherStarted = performance.now();
  const gathered = await deps.work.cache.get(deps.inventory, gatherQuery, () =>
    deps.work.lane.run(() => gatherDestinations(deps.inventory, deps.catalogue, gatherQuery, timeSlicer())),
  );
  const rankStarted = performance.now();
  const result = await deps.work.pool.run(rankBudgetTask, {
    query,
    facts: encodedFacts(deps.inventory, deps.catalogue),
    destinations: gathered.destinations,
  });
  if (timings) {
    timings.gatherMs = rankStarted - gatherStarted;
    timings.rankMs = performance.now() - rankStarted;
  }
  return {
    request: {
      totalBudget: { amount: resolved.budgetMinor, currency: 'USD' },
      travelers: request.travelers,
      travelDates: request.travelDates,
      preferences: request.preferences,
      startingLocation: request.startingLocation.trim(),
      mustVisit: request.mustVisit.map((text) => text.trim()),
    },
    ...result,
    evaluated: gathered.evaluated,
    originLabel: resolved.originLabel,
  };
}

/** Computes a budget plan and stores it unsaved (asked by the caller when signed in), checked against its schema first. */
export async function createBudgetPlan(
  deps: BudgetDeps,
  askedBy: string | null,
  request: BudgetRequest,
  now: Date,
): Promise<BudgetPlan> {
  const { request: echo, originLabel, ...result } = await computeBudgetPlan(deps, request, now);
  const id = randomUUID();
  const plan = budgetPlanSchema.parse({ id, createdAt: now.toISOString(), saved: false, request: echo, ...result });
  const stored: StoredResult = { ...result, originLabel };
  const row = await repo.insertBudgetPlan(deps.db, {
    id,
    userId: null,
    askedBy,
    request: echo,
    result: stored,
    savedAt: null,
    createdAt: now,
  });
  return { ...plan, createdAt: row.createdAt.toISOString() };
}

/** The caller's saved plan, or an unsaved one of the last day (asked signed out, or by the caller); 404 otherwise. */
export async function getBudgetPlan(db: Db, id: string, userId: string | null, now: Date): Promise<BudgetPlan> {
  const row = await repo.findVisibleBudgetPlan(db, id, userId, now);
  if (!row) throw planNotFound();
  return presentBudgetPlan(row);
}

/**
 * Saves a plan to the caller and lists it in their saved items, in one transaction (a full saved
 * list, 409 SAVED_LIMIT, leaves the plan unsaved). Idempotent; 404 when someone else's, too old or gone.
 */
export async function saveBudgetPlan(db: Db, id: string, userId: string, now: Date): Promise<BudgetPlan> {
  return db.transaction(async (tx) => {
    const row = await repo.claimBudgetPlan(tx, id, userId, now);
    if (!row) throw planNotFound();
    const plan = presentBudgetPlan(row);
    await saveNamedItem(tx, userId, 'budget-plan', id, budgetPlanName(plan, storedOriginLabel(row)), now);
    return plan;
  });
}
