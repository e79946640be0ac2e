import type { BudgetTier, Interest, Pace } from '@escazo/contracts/planning-options';
import type { LodgingOption, Plan as EnginePlan, PlanQuery } from '@escazo/planner';
import { planTrip } from '@escazo/planner';
import { daysBetween } from '@escazo/contracts/dates';
import { cpuTask, type CpuPool } from '../cpu-pool/public.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { missingFlightViolations, withMissingFlights } from './flight-violations.ts';
import type { PlanRow } from './repository.ts';
import { withItemIds, type StoredDay, type StoredOptions } from './stored-plan.ts';
import type { PlanFlights } from './flights.ts';

/** What a plan is made from, once the request is resolved (destination, budget in USD cents, options). */
export type ResolvedRequest = {
  entry: CatalogueEntry;
  startDate: string;
  endDate: string;
  travelers: number;
  budgetMinor: number | null;
  interests: Interest[];
  pace: Pace;
  tier: BudgetTier;
  lodging: LodgingOption[];
  /** Null without an origin. */
  flights: PlanFlights | null;
  originAirports: string[];
  /** Where the traveller starts, trimmed; null without one. */
  origin: string | null;
};

/** "3 days in Paris" ("1 day in Paris" for a day trip). */
export function planName(days: number, destination: string): string {
  return `${days} ${days === 1 ? 'day' : 'days'} in ${destination}`;
}

/** The lodging option a planned check-in item books (matched on its reference). */
function chosenLodging(days: readonly StoredDay[], lodging: readonly LodgingOption[]): LodgingOption | null {
  for (const day of days) {
    for (const item of day.items) {
      if (item.type !== 'accommodation' || item.ref === undefined) continue;
      const ref = JSON.stringify(item.ref);
      const found = lodging.find((option) => JSON.stringify(option.ref) === ref);
      if (found) return found;
    }
  }
  return null;
}

/** The columns a planned trip's row is filled from: not its id, owner, name or notes (each caller's own). */
export type PlannedColumns = Omit<
  PlanRow,
  'id' | 'userId' | 'name' | 'notes' | 'version' | 'shareTokenHash' | 'createdAt' | 'updatedAt'
>;

/** Runs the planning engine on a query: in-process (`planTrip`) or in the CPU pool (plan-task.ts). */
export type PlanRunner = (query: PlanQuery) => Promise<EnginePlan>;

export const planInProcess: PlanRunner = async (query) => planTrip(query);

/** The planning engine's query for a resolved request. */
export function planQueryOf(request: ResolvedRequest): PlanQuery {
  const flights = request.flights && (request.flights.outbound || request.flights.return) ? request.flights : undefined;
  return {
    destination: request.entry.planner,
    places: request.entry.places,
    startDate: request.startDate,
    endDate: request.endDate,
    travelers: request.travelers,
    budgetMinor: request.budgetMinor,
    interests: request.interests,
    pace: request.pace,
    tier: request.tier,
    lodging: request.lodging,
    ...(flights ? { flights } : {}),
  };
}

/**
 * The row columns of a resolved request and the engine's plan for it (create, re-plan and the
 * sample plan): the request, the days with item ids, violations (a missing flight among them),
 * totals and the options planned with. `run` runs the engine (the routes pass the CPU pool's).
 */
export async function plannedColumns(request: ResolvedRequest, run: PlanRunner): Promise<PlannedColumns> {
  return columnsOf(request, await run(planQueryOf(request)));
}

/** The row columns of a resolved request planned as `plan` (what `plannedColumns` answers). */
export function columnsOf(request: ResolvedRequest, plan: EnginePlan): PlannedColumns {
  const days = withItemIds(plan.days);
  const lodging = chosenLodging(days, request.lodging);
  const options: StoredOptions = {
    lodgingCandidates: request.lodging,
    lodging,
    flights: request.flights,
    originAirports: request.originAirports,
    base: lodging ? { lat: lodging.lat, lon: lodging.lon } : null,
    ...(lodging ? { baseName: lodging.name } : {}),
    ...(plan.transportTier ? { transportTier: plan.transportTier } : {}),
  };
  const missing = missingFlightViolations(options, { ...request, destinationName: request.entry.name });
  const checked = withMissingFlights(
    { violations: plan.violations, feasible: plan.feasible, suggestion: plan.suggestion ?? null },
    missing,
  );
  return {
    destinationId: request.entry.id,
    startDate: request.startDate,
    endDate: request.endDate,
    travelers: request.travelers,
    interests: request.interests,
    pace: request.pace,
    tier: request.tier,
    origin: request.origin,
    budgetMinor: request.budgetMinor,
    days,
    totalMinor: plan.totalMinor,
    ...checked,
    options,
    currency: 'USD',
  };
}

const planTripTask = cpuTask<PlanQuery, EnginePlan>(new URL('./plan-task.ts', import.meta.url), 'planTrip');

/** Runs the planning engine in the CPU pool (503 SERVER_BUSY when it and its queue are full). */
export const planInPool =
  (pool: CpuPool): PlanRunner =>
  (query) =>
    pool.run(planTripTask, query);

/** The weighted cost of planning a trip: the engine's work grows with the days planned (3 days: 8 points). */
export function tripPlanCost(body: { startDate: string; endDate: string }): number {
  return 5 + daysBetween(body.startDate, body.endDate) + 1;
}
