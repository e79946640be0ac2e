import { BUDGET_CHEAPEST_SHOWN, BUDGET_MAX_RESULTS, type BudgetPlan } from '@escazo/contracts/budget';
import { evaluateDestination, type Evaluated } from './destination.ts';
import { tierFor } from './preferences.ts';
import type { BudgetQuery, DestinationInput } from './types.ts';

/** What the engine answers: the plan without its id, time, saved flag, request echo and count. */
export type BudgetResult = Pick<
  BudgetPlan,
  'destinations' | 'mustVisit' | 'cheapest' | 'transportation' | 'accommodation' | 'budgetBreakdown' | 'tips'
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
 * and tips are the plan's. When nothing fits, the cheapest priced trips but the must-visit (which has
 * its own verdict) are named instead, cheapest first, so the traveller sees what a trip would cost.
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
  const cheapest =
    listed.length > 0
      ? []
      : evaluated
          .filter((e) => e.destination.unpricedReason === null && !e.destination.mustVisit)
          .sort((a, b) => a.totalMinor - b.totalMinor || a.destination.id.localeCompare(b.destination.id))
          .slice(0, BUDGET_CHEAPEST_SHOWN)
          .map(({ destination }) => ({
            id: destination.id,
            name: destination.name,
            country: destination.country,
            estimatedTotalCost: destination.estimatedTotalCost,
            recommendedStayLength: destination.recommendedStayLength,
          }));
  return {
    destinations: listed,
    mustVisit: mustVisit?.destination ?? null,
    cheapest,
    transportation: first?.transportation ?? [],
    accommodation: first?.accommodation ?? [],
    budgetBreakdown: first?.budget ?? null,
    tips: first?.tips ?? [],
  };
}
