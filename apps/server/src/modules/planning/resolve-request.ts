import type { FieldError } from '@escazo/contracts/errors';
import type { PlanRequest } from '@escazo/contracts/planning';
import { todayIso } from '@escazo/contracts/dates';
import type { Db } from '@server/db/client.ts';
import { loadRates } from '../currency/public.ts';
import type { Inventory } from '../inventory/public.ts';
import { resolveAirports } from '../search/public.ts';
import { budgetInUsdCents } from './budget.ts';
import type { PlanningCatalogue } from './catalogue.ts';
import { fieldError, validationFailed } from './field-errors.ts';
import { planFlights } from './flights.ts';
import { lodgingOptions } from './lodging.ts';
import { originAirports } from './origin.ts';
import type { ResolvedRequest } from './plan-query.ts';

const BUDGET_ERRORS = {
  budgetPositive: 'planner.budgetPositive',
  tooLarge: 'field.tooLong',
  currency: 'field.invalid',
} as const;

export type ResolveDeps = { db: Db; inventory: Inventory; catalogue: PlanningCatalogue; now: Date };

/**
 * A valid plan request resolved against the catalogue and the inventory: the destination, the
 * origin's airports, the budget in USD cents, the lodging for those nights and party and, with an
 * origin outside the destination city, the flights. 400 naming every field at fault: a start before
 * today, an unknown destination or origin, a budget in a currency we do not convert, below one cent
 * or above the ceiling once in USD.
 */
export async function resolvePlanRequest(
  request: PlanRequest,
  { db, inventory, catalogue, now }: ResolveDeps,
): Promise<ResolvedRequest> {
  const fields: FieldError[] = [];
  if (request.startDate < todayIso(now)) fields.push(fieldError('startDate', 'planner.startInPast'));
  const entry = catalogue.find(request.destination);
  if (!entry) fields.push(fieldError('destination', 'planner.unknownDestination'));
  const origin = request.origin?.trim() ? request.origin.trim() : null;
  const fromAirports = origin ? originAirports(inventory, origin) : [];
  if (!fromAirports) fields.push(fieldError('origin', 'planner.unknownOrigin'));
  const budget = await budgetInUsdCents(request.budget, () => loadRates(db));
  if ('error' in budget) fields.push(fieldError('budget', BUDGET_ERRORS[budget.error]));
  if (fields.length > 0 || !entry || !fromAirports || 'error' in budget) throw validationFailed(fields);

  const toAirports = resolveAirports(inventory, entry.cityId) ?? [];
  const lodging = lodgingOptions(inventory, entry.cityId, request.startDate, request.endDate, request.travelers);
  // Starting in the destination city itself (one of its airports, or the city): no flights to plan.
  const flown = origin !== null && !fromAirports.some((code) => toAirports.includes(code));
  const flights = flown
    ? planFlights(
        inventory,
        fromAirports,
        toAirports,
        request.startDate,
        request.endDate,
        request.travelers,
        now.getTime(),
      )
    : null;
  return {
    entry,
    startDate: request.startDate,
    endDate: request.endDate,
    travelers: request.travelers,
    budgetMinor: budget.cents,
    interests: [...new Set(request.interests)],
    pace: request.pace,
    tier: request.tier ?? 'moderate',
    lodging,
    flights,
    originAirports: flown ? fromAirports : [],
    origin,
  };
}
