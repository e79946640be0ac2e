// Runs in a CPU-pool worker thread: imports only the pure ranking engine.
import { planBudget, type BudgetQuery, type BudgetResult, type DestinationInput } from '@escazo/advisor/budget';

export type RankInput = { query: BudgetQuery; destinations: DestinationInput[] };

/** The budget engine's ranking of gathered destinations (plain data in, plain data out). */
export function rankBudget({ query, destinations }: RankInput): BudgetResult {
  return planBudget(query, destinations);
}
