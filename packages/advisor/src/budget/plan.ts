import { BUDGET_MAX_RESULTS, type BudgetPlan } from '@escazo/contracts/budget';
import { evaluateDestination, type Evaluated } from './destination.ts';
import { tierFor } from './preferences.ts';
import type { BudgetQuery, DestinationInput } from './types.ts';

/** What the engine answers: the plan without its id, time, saved flag, request echo and count. */
export type BudgetResult = Pick<
  BudgetPlan,
  'destinations' | 'mustVisit' | 'transportation' | 'accommodation' | 'budgetBreakdown' | 'tips'
>;

/** Best match first, then cheaper, then by id (a stable order). */
const byRank = (a: Evaluated, b: Evaluated) =>
  b.destination.matchScore - a.destination.matchScore ||
  a.totalMinor - b.totalMinor ||
  a.destination.id.localeCompare(b.destination.id);

/**
 * Ranks the destinations for a budget: each priced at its recommended stay; only those whose total
 * fits are listed (at most BUDGET_MAX_RESULTS, best match first, then cheaper). The must-visit is
 * always reported, and listed first when it fits. The first listed destination's options, split
 * and tips are the plan's.
 */
export function planBudget(query: BudgetQuery, destinations: readonly DestinationInput[]): BudgetResult {
  const tier = tierFor(query.preferences);
  const evaluated = destinations
    .map((d) => evaluateDestination(d, query, tier))
    .filter((e): e is Evaluated => e !== null);
  const mustVisit = evaluated.find((e) => e.destination.mustVisit) ?? null;
  const fitting = evaluated.filter((e) => e.destination.fits && !e.destination.mustVisit).sort(byRank);
  const listed = [...(mustVisit?.destination.fits ? [mustVisit] : []), ...fitting]
    .slice(0, BUDGET_MAX_RESULTS)
    .map((e) => e.destination);
  const first = listed[0];
  return {
    destinations: listed,
    mustVisit: mustVisit?.destination ?? null,
    transportation: first?.transportation ?? [],
    accommodation: first?.accommodation ?? [],
    budgetBreakdown: first?.budget ?? null,
    tips: first?.tips ?? [],
  };
}
