// Runs in a CPU-pool worker thread: imports only the pure planning engine.
import { planTrip as plan, type Plan, type PlanQuery } from '@escazo/planner';

/** The planning engine's itinerary for a query (plain data in, plain data out). */
export function planTrip(query: PlanQuery): Plan {
  return plan(query);
}
