import type { BudgetRequest } from '@escazo/contracts/budget';
import { CURRENCY_MINOR_DIGITS } from '@escazo/contracts/currency';
import { todayIso } from '@escazo/contracts/dates';
import type { FieldError } from '@escazo/contracts/errors';
import type { Db } from '@server/db/client.ts';
import { loadRates } from '../currency/public.ts';
import type { Inventory } from '../inventory/public.ts';
import {
  budgetInUsdCents,
  fieldError,
  originAirports,
  validationFailed,
  type CatalogueEntry,
  type PlanningCatalogue,
} from '../planning/public.ts';
import { originLabel } from './origin-label.ts';

const BUDGET_ERRORS = {
  budgetPositive: 'budget.invalid',
  tooLarge: 'budget.tooLarge',
  currency: 'field.invalid',
} as const;

export type ResolvedBudgetRequest = {
  budgetMinor: number;
  originAirports: string[];
  /** How the reasonings and the plan's name call the origin: the airport code typed, else the city's name. */
  originLabel: string;
  mustVisit: CatalogueEntry | null;
};

/**
 * A valid budget request resolved against the catalogue and the inventory: the budget in USD cents
 * (converted at the reference rates), the origin's airports and the must-visit destination. 400
 * naming every field at fault: a start before today (the app's UTC day), an unknown origin or
 * must-visit, a budget below one cent or above the ceiling once in USD.
 */
export async function resolveBudgetRequest(
  request: BudgetRequest,
  deps: { db: Db; inventory: Inventory; catalogue: PlanningCatalogue; now: Date },
): Promise<ResolvedBudgetRequest> {
  const fields: FieldError[] = [];
  if (request.travelDates.startDate < todayIso(deps.now))
    fields.push(fieldError('travelDates.startDate', 'budget.startInPast'));
  const origin = request.startingLocation.trim();
  const airports = originAirports(deps.inventory, origin);
  if (!airports) fields.push(fieldError('startingLocation', 'planner.unknownOrigin'));
  const [wanted] = request.mustVisit;
  const mustVisit = wanted === undefined ? null : (deps.catalogue.find(wanted) ?? undefined);
  if (mustVisit === undefined) fields.push(fieldError('mustVisit.0', 'planner.unknownDestination'));
  // Whole units of the currency, rounded to its minor unit.
  const minor = Math.round(request.totalBudget * 10 ** CURRENCY_MINOR_DIGITS[request.currency]);
  const budget = await budgetInUsdCents(
    request.currency === 'USD' ? request.totalBudget : { amount: minor, currency: request.currency },
    () => loadRates(deps.db),
  );
  if ('error' in budget) fields.push(fieldError('totalBudget', BUDGET_ERRORS[budget.error]));
  if (fields.length > 0 || !airports || mustVisit === undefined || 'error' in budget || budget.cents === null)
    throw validationFailed(fields);
  return {
    budgetMinor: budget.cents,
    originAirports: airports,
    originLabel: originLabel(deps.inventory, origin, airports),
    mustVisit,
  };
}
