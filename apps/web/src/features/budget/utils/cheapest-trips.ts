import type { BudgetPlan } from '@escazo/contracts/budget';
import { formatPlanMoney } from './plan-money.ts';

/** The cheapest trips of a plan that nothing fits, as the page names them: 'Lisbon $812, Porto $905'. */
export function cheapestTripsText(plan: Pick<BudgetPlan, 'cheapest'>): string {
  return plan.cheapest.map((trip) => `${trip.name} ${formatPlanMoney(trip.estimatedTotalCost)}`).join(', ');
}
