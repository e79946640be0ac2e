// Runs in a CPU-pool worker thread: imports only the pure ranking engine and its input's types.
import { planBudget, type BudgetQuery, type BudgetResult } from '@escazo/advisor/budget';
import {
  decodeFacts,
  destinationInputs,
  type DestinationFacts,
  type EncodedFacts,
  type PricedDestination,
} from './ranking-input.ts';

export type RankInput = { query: BudgetQuery; facts: EncodedFacts; destinations: PricedDestination[] };

/** The facts this thread decoded last (they change only when the catalogue or inventory does). */
let decoded: { key: string; facts: Map<string, DestinationFacts> } | null = null;

/** The budget engine's ranking of gathered destinations (plain data in, plain data out). */
export function rankBudget({ query, facts, destinations }: RankInput): BudgetResult {
  if (decoded?.key !== facts.key) decoded = { key: facts.key, facts: decodeFacts(facts) };
  return planBudget(query, destinationInputs(decoded.facts, destinations));
}
