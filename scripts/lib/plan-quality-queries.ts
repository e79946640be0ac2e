// The plan-quality report's queries: seeded, varied plan requests over the real knowledge base,
// resolved as the server resolves a plan request (resolve-request.ts) but without its database
// part (the budget is given in USD, so no exchange rates are read) and turned into the engine's
// query by the server's own planQueryOf. The catalogue, lodging and flights come from the server's
// functions over the in-memory inventory of the default seed.
import { addDays } from '@escazo/contracts/dates';
import { BUDGET_TIERS, INTERESTS, PACES } from '@escazo/contracts/planning-options';
import { Rng } from '@escazo/inventory/flights';
import type { PlanQuery } from '@escazo/planner';
import { buildInventoryInMemory, emptySoldCounts, type Inventory } from '@server/modules/inventory/public.ts';
import {
  buildCatalogue,
  lodgingOptions,
  originAirports,
  planFlights,
  planQueryOf,
  readCatalogueFiles,
  type CatalogueEntry,
  type PlanningCatalogue,
  type ResolvedRequest,
} from '@server/modules/planning/public.ts';
import { resolveAirports } from '@server/modules/search/public.ts';
import { TRAVELLER_ORIGINS as ORIGINS } from './traveller-origins.ts';

/** The inventory's first day (flights are offered for the year after it); trips start 1–49 weeks later. */
export const INVENTORY_START = '2026-01-05';
const FIRST_START_OFFSET = 7;
const LAST_START_OFFSET = 340;
/** Party sizes, weighted towards couples and small families (up to the plan's limit of 9). */
const TRAVELLERS = [1, 1, 2, 2, 2, 2, 3, 4, 4, 5, 6, 9];
/**
 * Lodging offered: the server's options (70 %), one of them only (20 %: little left in the inventory)
 * or none (10 %: a trip with nights then has no feasible plan, the catalogue rule).
 */
const LODGING = { one: 0.7, none: 0.9 };
const FLIGHT_SHARE = 0.6;
const BUDGET_SHARE = 0.5;
/** A budget is this share (0.6–2.0) of a rough estimate: the tier's daily costs, cheapest lodging, flights. */
const BUDGET_FACTOR = { min: 0.6, max: 2.0 };

export type QuerySetup = { catalogue: PlanningCatalogue; inventory: Inventory };

/** Everything built once: the knowledge base catalogue and the in-memory inventory (about 2 s). */
export function querySetup(): QuerySetup {
  const { destinations, contentHash } = readCatalogueFiles();
  return {
    catalogue: buildCatalogue(destinations, contentHash),
    inventory: buildInventoryInMemory(emptySoldCounts(), INVENTORY_START),
  };
}

export type QualityQuery = { entry: CatalogueEntry; query: PlanQuery; days: number; origin: string | null };

/** A non-empty random subset of the interests. */
function interestsOf(rng: Rng) {
  const chosen = INTERESTS.filter(() => rng.chance(0.3));
  return chosen.length > 0 ? chosen : [rng.pick(INTERESTS)];
}

function roughCostMinor(request: ResolvedRequest, days: number): number {
  const daily = request.entry.planner.dailyCosts[request.tier];
  const perDay = (daily.food + daily.transport + daily.activities) * 100;
  const flights = request.flights;
  return (
    perDay * days * request.travelers +
    (request.lodging[0]?.totalMinor ?? 0) +
    (flights?.outbound?.totalMinor ?? 0) +
    (flights?.return?.totalMinor ?? 0)
  );
}

/** The flights a request from `origin` gets, as resolvePlanRequest finds them (none from the destination's own airports). */
function flightsFrom(
  setup: QuerySetup,
  entry: CatalogueEntry,
  origin: string,
  start: string,
  end: string,
  party: number,
) {
  const from = originAirports(setup.inventory, origin) ?? [];
  const to = resolveAirports(setup.inventory, entry.cityId) ?? [];
  if (from.length === 0 || from.some((code) => to.includes(code))) return { airports: [], flights: null };
  const now = Date.parse(`${INVENTORY_START}T00:00:00Z`);
  return { airports: from, flights: planFlights(setup.inventory, from, to, start, end, party, now) };
}

/** The lodging offered for a draw in [0, 1) (see LODGING). */
function lodgingOf(
  setup: QuerySetup,
  entry: CatalogueEntry,
  start: string,
  end: string,
  party: number,
  draw: number,
  rng: Rng,
) {
  if (draw >= LODGING.none) return [];
  const options = lodgingOptions(setup.inventory, entry.cityId, start, end, party);
  return draw < LODGING.one || options.length === 0 ? options : [rng.pick(options)];
}

/** Query `index` of the seeded set (its own random stream, so a shorter run is a prefix of a longer one). */
export function qualityQuery(setup: QuerySetup, seed: number, index: number): QualityQuery {
  const rng = new Rng(seed).fork(`query-${index}`);
  const entry = rng.pick(setup.catalogue.destinations);
  const days = rng.int(1, 10);
  const startDate = addDays(INVENTORY_START, rng.int(FIRST_START_OFFSET, LAST_START_OFFSET));
  const endDate = addDays(startDate, days - 1);
  const travelers = rng.pick(TRAVELLERS);
  const pace = rng.pick(PACES);
  const interests = interestsOf(rng);
  const tier = rng.pick(BUDGET_TIERS);
  const lodgingDraw = rng.next();
  const origin = rng.chance(FLIGHT_SHARE) ? rng.pick(ORIGINS) : null;
  const withBudget = rng.chance(BUDGET_SHARE);
  const budgetFactor = BUDGET_FACTOR.min + rng.next() * (BUDGET_FACTOR.max - BUDGET_FACTOR.min);

  const flown = origin ? flightsFrom(setup, entry, origin, startDate, endDate, travelers) : null;
  const request: ResolvedRequest = {
    entry,
    startDate,
    endDate,
    travelers,
    budgetMinor: null,
    interests,
    pace,
    tier,
    lodging: lodgingOf(setup, entry, startDate, endDate, travelers, lodgingDraw, rng),
    flights: flown?.flights ?? null,
    originAirports: flown?.airports ?? [],
    origin,
  };
  if (withBudget) request.budgetMinor = Math.round(roughCostMinor(request, days) * budgetFactor);
  return { entry, query: planQueryOf(request), days, origin };
}
