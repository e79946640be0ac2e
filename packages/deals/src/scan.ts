/**
 * `scanDeals(inventory, now)`: finds the products priced at least DEAL_THRESHOLD_PERCENT below their
 * own baseline (the median of their prices over the season), priced exactly as an offer for them
 * would be (base from the engines + taxes and fees from priceBreakdown), so a deal's checkout
 * charges its discounted price. Pure and deterministic for a given inventory, sold counts and `now`.
 * Each product type is scanned in scan/; each product contributes its best day at most; each type
 * keeps its `maxPerType` best discounts. `scanDealsInSlices` gives the same result in short slices.
 */
import type { DealType } from '@escazo/contracts/deals';
import { dayOf, toDayNumber } from '@escazo/contracts/dates';
import type { PricingContext } from '@escazo/search/flights';
import type { DealBaseline } from './baseline.ts';
import { markFeatured } from './featured.ts';
import { scanCars } from './scan/cars.ts';
import { type Candidate, compareText, type DealsInventory, type ScanOptions, type Steps } from './scan/common.ts';
import { scanCruises } from './scan/cruises.ts';
import { airportCities, scanFlights } from './scan/flights.ts';
import { HOTEL_NIGHTS, type HotelPick, nightFactorTables, scanHotels } from './scan/hotels.ts';
import { scanPackages } from './scan/packages.ts';
import type { DealRow } from './types.ts';

export { CAR_DRIVER_AGE, CAR_RENTAL_DAYS, CAR_TIME } from './scan/cars.ts';
export { type DealsInventory, inventoryImageUrl, type ScanOptions } from './scan/common.ts';
export { CRUISE_PASSENGERS } from './scan/cruises.ts';
export { formatDuration } from './scan/flights.ts';
export { HOTEL_GUESTS, HOTEL_NIGHTS } from './scan/hotels.ts';
export { PACKAGE_PASSENGERS } from './scan/packages.ts';

export type ScanResult = { baselines: DealBaseline[]; deals: DealRow[] };

const DEFAULTS: Required<ScanOptions> = {
  maxPerType: 150,
  busiestAirports: 60,
  gatewayHubs: 8,
  flightDays: 120,
  lodgingDays: 365,
  dealWindowDays: 180,
  minLeadDays: 2,
  maxPerCity: 3,
  baselines: 'all',
};

const rankCandidates = (a: Candidate, b: Candidate) =>
  b.discount - a.discount || b.rating - a.rating || compareText(a.id, b.id);

/** Best discount first, then rating, then id; at most `maxPerCity` per city and `max` in all. */
function* keepBest(found: Candidate[], max: number, maxPerCity: number): Steps<DealRow[]> {
  found.sort(rankCandidates);
  const perCity = new Map<string, number>();
  const out: DealRow[] = [];
  for (const item of found) {
    if (out.length >= max) break;
    const n = perCity.get(item.city) ?? 0;
    if (n >= maxPerCity) continue;
    yield;
    const built = item.build();
    if (!built) continue;
    perCity.set(item.city, n + 1);
    out.push({ ...built.row, discountPercentage: built.discount, featured: false });
  }
  return out;
}

/** The whole scan as steps, yielding between products and between product types. */
function* scanSteps(inventory: DealsInventory, now: number, options: ScanOptions): Steps<ScanResult> {
  const o = { ...DEFAULTS, ...options };
  const today = toDayNumber(dayOf(now));
  const ctx: PricingContext = { now, soldSeats: inventory.sold.flights, simulatedSales: false };
  const baselines: DealBaseline[] = [];
  const cityOf = airportCities(inventory.data.hotels.cities);
  const factors = nightFactorTables(today, o.lodgingDays + HOTEL_NIGHTS + 1);
  const picks = new Map<string, HotelPick>();
  yield;

  // Packages are built on the hotel candidates, best first.
  const hotelCandidates = (yield* scanHotels(inventory, today, o, factors, baselines, picks)).sort(rankCandidates);
  yield;
  const flight = yield* keepBest(
    yield* scanFlights(inventory, ctx, today, o, baselines, cityOf),
    o.maxPerType,
    o.maxPerCity,
  );
  yield;
  const hotel = yield* keepBest(hotelCandidates, o.maxPerType, o.maxPerCity);
  yield;
  const pkg = yield* keepBest(
    yield* scanPackages(inventory, ctx, today, o, baselines, picks, hotelCandidates),
    o.maxPerType,
    o.maxPerCity,
  );
  yield;
  const cruise = yield* keepBest(yield* scanCruises(inventory, today, o, baselines), o.maxPerType, o.maxPerCity);
  yield;
  const car = yield* keepBest(yield* scanCars(inventory, today, o, baselines), o.maxPerType, o.maxPerCity);
  yield;
  const byType: Record<DealType, DealRow[]> = { flight, hotel, package: pkg, cruise, car };
  const deals = markFeatured([...byType.flight, ...byType.hotel, ...byType.package, ...byType.cruise, ...byType.car]);
  if (o.baselines === 'all') return { baselines, deals };
  const used = new Set(deals.map((d) => d.baselineKey));
  return { baselines: baselines.filter((b) => used.has(b.key)), deals };
}

/** Baselines of every product scanned and the deals found, the best of each type, featured marked. */
export function scanDeals(inventory: DealsInventory, now: number, options: ScanOptions = {}): ScanResult {
  const steps = scanSteps(inventory, now, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How a caller runs the scan in slices (the engine itself reads no clock and schedules nothing). */
export type SliceOptions = {
  /** Work at most about this long (ms of `elapsed`) before pausing. */
  sliceMs: number;
  /** A monotonic clock in ms (the server: performance.now). */
  elapsed: () => number;
  /** Lets other work run (the server: until the event loop's next check phase, setImmediate). */
  pause: () => Promise<void>;
};

/**
 * The same scan as `scanDeals`, same result, in slices of about `sliceMs` of work with a pause
 * between them, so a server keeps answering while it runs. The sold counts are read as they are
 * when each product is priced: a sale during the scan may be seen by some products only.
 */
export async function scanDealsInSlices(
  inventory: DealsInventory,
  now: number,
  options: ScanOptions,
  slices: SliceOptions,
): Promise<ScanResult> {
  const { sliceMs, elapsed, pause } = slices;
  const steps = scanSteps(inventory, now, options);
  let sliceStart = elapsed();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (elapsed() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = elapsed();
    }
  }
}
