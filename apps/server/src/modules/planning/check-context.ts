import type { BudgetTier, Interest, Pace } from '@escazo/contracts/planning-options';
import type { CheckContext } from '@escazo/planner';
import type { CatalogueEntry } from './catalogue.ts';
import type { PlanRow } from './repository.ts';
import type { StoredOptions } from './stored-plan.ts';

/** What the engine checks (and re-times) a stored plan against: its request, catalogue and lodging. */
export function checkContextOf(row: PlanRow, entry: CatalogueEntry): CheckContext {
  const options = row.options as StoredOptions;
  return {
    destination: entry.planner,
    places: entry.places,
    startDate: row.startDate,
    endDate: row.endDate,
    travelers: row.travelers,
    budgetMinor: row.budgetMinor,
    interests: row.interests as Interest[],
    pace: row.pace as Pace,
    tier: row.tier as BudgetTier,
    base: options.base ?? null,
    ...(options.baseName ? { baseName: options.baseName } : {}),
    ...(options.transportTier ? { transportTier: options.transportTier } : {}),
  };
}
