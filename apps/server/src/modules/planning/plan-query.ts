import type { BudgetTier, Interest, Pace } from '@escazo/contracts/planning-options';
import type { LodgingOption, Plan as EnginePlan, PlanQuery } from '@escazo/planner/types';
import { planTrip } from '@escazo/planner/plan';
import type { CatalogueEntry } from './catalogue.ts';
import type { NewPlanRow } from './repository.ts';
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

/** The engine's plan for a resolved request, and the row columns it fills (days with item ids, totals, options). */
export function planColumns(request: ResolvedRequest): Pick<NewPlanRow, 'days' | 'totalMinor' | 'feasible' | 'violations' | 'suggestion' | 'options' | 'currency'> {
  const flights = request.flights && (request.flights.outbound || request.flights.return) ? request.flights : undefined;
  const query: PlanQuery = {
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
  const plan: EnginePlan = planTrip(query);
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
  return {
    days,
    totalMinor: plan.totalMinor,
    feasible: plan.feasible,
    violations: plan.violations,
    suggestion: plan.suggestion ?? null,
    options,
    currency: 'USD',
  };
}
