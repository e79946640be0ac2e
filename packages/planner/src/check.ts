import { checkBudget } from './check-budget.ts';
import { checkCatalogue } from './check-catalogue.ts';
import { ruleCheck } from './check-common.ts';
import { checkMeals } from './check-meals.ts';
import { checkOpeningHours } from './check-opening.ts';
import { checkPace } from './check-pace.ts';
import { checkTravel } from './check-travel.ts';
import type { CheckContext, LatLon, LodgingOption, PlanDay, PlanQuery, Violation } from './types.ts';

export type { CheckContext } from './types.ts';

/** Every broken rule of a plan (an empty list for a plan that holds), in rule order. */
export function checkPlan(days: readonly PlanDay[], context: CheckContext): Violation[] {
  const violations: Violation[] = [];
  const check = ruleCheck(context, violations);
  checkCatalogue(days, check);
  checkOpeningHours(days, check);
  checkTravel(days, check);
  checkMeals(days, check);
  checkPace(days, check);
  checkBudget(days, check);
  return violations;
}

/** Where a plan's traveller sleeps: the location of its check-in, or null when it has none. */
export function planBase(days: readonly PlanDay[]): LatLon | null {
  for (const day of days) {
    for (const item of day.items) {
      if (item.type === 'accommodation' && item.title.startsWith('Check in') && item.location) return item.location;
    }
  }
  return null;
}

/** The check context of a query for a plan sleeping at `base`. */
export function checkContextOf(query: PlanQuery, base: LatLon | null): CheckContext {
  const { lodging: _lodging, flights: _flights, ...rest } = query;
  return { ...rest, base };
}

export type { LodgingOption };
