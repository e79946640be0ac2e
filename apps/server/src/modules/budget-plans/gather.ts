import { candidateStayLengths, tierFor, type DestinationInput, type FlightPrice, type PricesAtLength } from '@escazo/advisor/budget/index';
import type { BudgetPreference } from '@escazo/contracts/budget';
import { addDays, daysBetween } from '@escazo/contracts/dates';
import type { BudgetTier } from '@escazo/contracts/planning-options';
import type { Inventory } from '../inventory/public.ts';
import { planOutboundFlight, planReturnFlight, type CatalogueEntry, type PlanningCatalogue, sceneImageUrl } from '../planning/public.ts';
import { resolveAirports } from '../search/public.ts';
import { lodgingPrices } from './lodging-prices.ts';
import { rentalPrice } from './rental-prices.ts';
import { typicalRideFares } from './ride-fares.ts';

export type GatherQuery = {
  budgetMinor: number;
  travelers: number;
  startDate: string;
  endDate: string;
  preferences: readonly BudgetPreference[];
  /** The airports the traveller flies from, and how a reasoning names them ('LIS'). */
  originAirports: readonly string[];
  originLabel: string;
  /** The must-visit destination's id, if any. */
  mustVisitId: string | null;
  now: number;
};

export type Gathered = { destinations: DestinationInput[]; evaluated: number };

/** The cost index's per person per day floor of a stay at the tier: food, activities and the incidentals allowance. */
function dailyFloor(entry: CatalogueEntry, tier: BudgetTier): number {
  const daily = entry.planner.dailyCosts;
  return daily[tier].food + daily[tier].activities + daily.budget.food;
}

function describe(entry: CatalogueEntry, mustVisit: boolean, home: boolean, lengths: PricesAtLength[]): DestinationInput {
  return {
    id: entry.id,
    name: entry.name,
    country: entry.country,
    image: sceneImageUrl(entry.cityId),
    mustVisit,
    home,
    places: entry.places.map((place) => ({ tags: place.tags, free: place.kind === 'attraction' && place.priceMinor === 0 })),
    bestMonths: entry.api.bestMonths,
    idealStay: entry.idealStay,
    dailyCosts: entry.planner.dailyCosts,
    transitFareMinor: entry.planner.transitFareMinor,
    rideFares: typicalRideFares(entry),
    guide: entry.api.guide,
    neighbourhoods: entry.api.neighbourhoods,
    lengths,
  };
}

/**
 * The fares of each candidate stay: the outbound is searched once (it lands on the first day
 * whatever the length), the return once per candidate return day. Null where no flight fits.
 */
function flightsByLength(inventory: Inventory, query: GatherQuery, toAirports: readonly string[], lengths: readonly number[]): Map<number, FlightPrice | null> {
  const byLength = new Map<number, FlightPrice | null>(lengths.map((days) => [days, null]));
  const outbound = planOutboundFlight(inventory, query.originAirports, toAirports, query.startDate, query.travelers, query.now);
  if (!outbound) return byLength;
  for (const days of lengths) {
    const back = planReturnFlight(inventory, query.originAirports, toAirports, query.startDate, addDays(query.startDate, days - 1), query.travelers, outbound, query.now);
    if (back) byLength.set(days, { totalMinor: outbound.totalMinor + back.totalMinor, from: query.originLabel, to: outbound.airport.code });
  }
  return byLength;
}

/**
 * Every destination of the catalogue priced for the request, from the inventory: the flights, the
 * lodging and a rental car at each stay length the guide advises within the dates. The city the
 * traveller starts in is not a candidate, nor a destination without flights for those dates (both
 * still priced when they are the must-visit). A stay length whose fares and daily costs alone
 * exceed the budget is not priced further (a destination with none left is counted as evaluated).
 */
export function gatherDestinations(inventory: Inventory, catalogue: PlanningCatalogue, query: GatherQuery): Gathered {
  const tier = tierFor(query.preferences);
  const windowDays = daysBetween(query.startDate, query.endDate) + 1;
  const destinations: DestinationInput[] = [];
  let evaluated = 0;
  for (const entry of catalogue.destinations) {
    const mustVisit = entry.id === query.mustVisitId;
    const toAirports = resolveAirports(inventory, entry.cityId) ?? [];
    const home = toAirports.some((code) => query.originAirports.includes(code));
    if (home && !mustVisit) continue;
    const lengths = candidateStayLengths(entry.idealStay, windowDays);
    const flights = home ? new Map(lengths.map((days) => [days, null])) : flightsByLength(inventory, query, toAirports, lengths);
    const flown = lengths.filter((days) => flights.get(days));
    if (!home && flown.length === 0 && !mustVisit) continue;
    evaluated++;
    const floor = dailyFloor(entry, tier) * query.travelers;
    const affordable = (days: number) => (flights.get(days)?.totalMinor ?? 0) + floor * days <= query.budgetMinor;
    // Lengths over the budget before lodging cannot be chosen (the must-visit's are all priced).
    const priceable = mustVisit ? lengths : flown.filter(affordable);
    if (priceable.length === 0) continue;
    const lodging = lodgingPrices(inventory, entry.cityId, query.startDate, priceable.map((days) => days - 1), query.travelers, tier);
    const priced = priceable.map((days) => ({
      days,
      flights: flights.get(days) ?? null,
      lodging: lodging.get(days - 1) ?? [],
      rental: rentalPrice(inventory, entry.cityId, query.startDate, days, query.travelers),
    }));
    destinations.push(describe(entry, mustVisit, home, priced));
  }
  return { destinations, evaluated };
}
