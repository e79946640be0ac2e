import {
  airportTransfers,
  candidateStayLengths,
  tierFor,
  type FlightPrice,
  type PricesAtLength,
} from '@escazo/advisor/budget';
import type { BudgetPreference } from '@escazo/contracts/budget';
import { addDays, daysBetween } from '@escazo/contracts/dates';
import type { BudgetTier } from '@escazo/contracts/planning-options';
import type { Inventory } from '../inventory/public.ts';
import {
  newFlightSearchCache,
  planOutboundFlight,
  planReturnFlight,
  type CatalogueEntry,
  type FlightSearchCache,
  type PlanningCatalogue,
} from '../planning/public.ts';
import { resolveAirports } from '../search/public.ts';
import { lodgingPrices } from './lodging-prices.ts';
import { rentalPrice } from './rental-prices.ts';
import type { PricedDestination } from './ranking-input.ts';
import { airportTransferFare } from './ride-fares.ts';

export type GatherQuery = {
  budgetMinor: number;
  travelers: number;
  startDate: string;
  endDate: string;
  preferences: readonly BudgetPreference[];
  /** The airports the traveller flies from, and how a reasoning names them ('London', or 'LHR' when typed). */
  originAirports: readonly string[];
  originLabel: string;
  /** The must-visit destination's id, if any. */
  mustVisitId: string | null;
  now: number;
};

/** The destinations priced for a request (their facts are the ranking's own: see ranking-input.ts). */
export type Gathered = { destinations: PricedDestination[]; evaluated: number };

/** The cost index's per person per day floor of a stay at the tier: its food and activities. */
function dailyFloor(entry: CatalogueEntry, tier: BudgetTier): number {
  const daily = entry.planner.dailyCosts[tier];
  return daily.food + daily.activities;
}

type Flown = { flights: FlightPrice | null; missingLeg?: 'outbound' | 'return' };

/**
 * The fares of each candidate stay, shortest first: the outbound is searched once (it lands on the
 * first day whatever the length), the return once per candidate return day, only while `worthPricing`
 * the stay given its outbound fare (a longer stay costs more).
 */
async function flightsByLength(
  inventory: Inventory,
  query: GatherQuery,
  toAirports: readonly string[],
  lengths: readonly number[],
  cache: FlightSearchCache,
  worthPricing: (days: number, outboundMinor: number) => boolean,
  pause: () => Promise<void>,
): Promise<Map<number, Flown>> {
  const byLength = new Map<number, Flown>();
  const outbound = planOutboundFlight(
    inventory,
    query.originAirports,
    toAirports,
    query.startDate,
    query.travelers,
    query.now,
    cache,
  );
  if (!outbound) return new Map(lengths.map((days) => [days, { flights: null, missingLeg: 'outbound' }]));
  for (const days of lengths) {
    if (!worthPricing(days, outbound.totalMinor)) break;
    await pause();
    const back = planReturnFlight(
      inventory,
      query.originAirports,
      toAirports,
      query.startDate,
      addDays(query.startDate, days - 1),
      query.travelers,
      outbound,
      query.now,
      cache,
    );
    byLength.set(
      days,
      back
        ? {
            flights: {
              totalMinor: outbound.totalMinor + back.totalMinor,
              from: query.originLabel,
              to: outbound.airport.code,
            },
          }
        : { flights: null, missingLeg: 'return' },
    );
  }
  return byLength;
}

/**
 * Every destination of the catalogue priced for the request, from the inventory: the flights, the
 * lodging and a rental car at each stay length the guide advises within the dates. The city the
 * traveller starts in is not a candidate, nor a destination without an outbound flight for those
 * dates (both still priced when they are the must-visit). A stay whose lower bound (the outbound fare,
 * the airport transfers and the cost index's food and activities) already exceeds the budget is not
 * searched further, nor is one whose round trip and daily costs do; the must-visit is always priced
 * in full. `evaluated` counts the destinations with an outbound flight (or the must-visit). When
 * no destination but the must-visit comes within reach, every one is priced again at its shortest
 * stay without the bound (the plan then names the cheapest trips).
 *
 * `pause` runs between small units of the work (a destination, a flight search, a hotel, a car):
 * the server's yields to the event loop there once a few milliseconds have run, so one gathering
 * never holds it for long.
 */
export async function gatherDestinations(
  inventory: Inventory,
  catalogue: PlanningCatalogue,
  query: GatherQuery,
  pause: () => Promise<void> = async () => {},
): Promise<Gathered> {
  const gathered = await gatherPass(inventory, catalogue, query, pause, false);
  if (gathered.destinations.some((d) => !d.mustVisit)) return gathered;
  // Nothing came within the budget's reach: price every destination at its shortest advised stay,
  // without the budget's bound, so the plan can name the cheapest trips and what they would cost.
  const unbounded = await gatherPass(
    inventory,
    catalogue,
    { ...query, budgetMinor: Number.MAX_SAFE_INTEGER },
    pause,
    true,
  );
  return {
    destinations: [...gathered.destinations, ...unbounded.destinations.filter((d) => !d.mustVisit)],
    evaluated: gathered.evaluated,
  };
}

async function gatherPass(
  inventory: Inventory,
  catalogue: PlanningCatalogue,
  query: GatherQuery,
  pause: () => Promise<void>,
  shortestOnly: boolean,
): Promise<Gathered> {
  const tier = tierFor(query.preferences);
  const windowDays = daysBetween(query.startDate, query.endDate) + 1;
  const destinations: PricedDestination[] = [];
  let evaluated = 0;
  for (const entry of catalogue.destinations) {
    await pause();
    const mustVisit = entry.id === query.mustVisitId;
    const toAirports = resolveAirports(inventory, entry.cityId) ?? [];
    const home = toAirports.some((code) => query.originAirports.includes(code));
    if (home && !mustVisit) continue;
    const advised = candidateStayLengths(entry.idealStay, windowDays);
    const lengths = shortestOnly ? advised.slice(0, 1) : advised;
    const transfersMinor =
      airportTransfers({ home, airportTransfer: home ? null : airportTransferFare(inventory, entry) }, query.travelers)
        ?.totalMinor ?? 0;
    const floor = dailyFloor(entry, tier) * query.travelers;
    const affordable = (days: number, faresMinor: number) =>
      mustVisit || faresMinor + transfersMinor + floor * days <= query.budgetMinor;
    // Searches are shared within one destination (its return days repeat its searches; another
    // destination flies to other airports), not kept for the whole gathering: the itineraries a
    // gathering holds across its slices stay few, so they die young instead of being promoted to
    // the old generation and collected by its long pauses.
    const flights: Map<number, Flown> = home
      ? new Map(lengths.map((days) => [days, { flights: null }]))
      : await flightsByLength(inventory, query, toAirports, lengths, newFlightSearchCache(), affordable, pause);
    if (!home && !mustVisit && flights.get(lengths[0]!)?.missingLeg === 'outbound') continue;
    evaluated++;
    // Lengths over the budget before lodging cannot be chosen (the must-visit's are all priced).
    const priceable = mustVisit
      ? lengths
      : lengths.filter(
          (days) => flights.get(days)?.flights && affordable(days, flights.get(days)!.flights!.totalMinor),
        );
    if (priceable.length === 0) continue;
    const lodging = await lodgingPrices(
      inventory,
      entry.cityId,
      query.startDate,
      priceable.map((days) => days - 1),
      query.travelers,
      pause,
    );
    const priced: PricesAtLength[] = [];
    for (const days of priceable) {
      await pause();
      priced.push({
        days,
        ...(flights.get(days) ?? { flights: null }),
        lodging: lodging.get(days - 1) ?? [],
        rental: rentalPrice(inventory, entry.cityId, query.startDate, days, query.travelers),
      });
    }
    destinations.push({ id: entry.id, mustVisit, home, lengths: priced });
  }
  return { destinations, evaluated };
}
