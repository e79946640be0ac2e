/**
 * `scanDeals(inventory, now)`: finds the products priced at least DEAL_THRESHOLD_PERCENT below their
 * own baseline (the median of their prices over the season), priced exactly as an offer for them
 * would be (base from the engines + taxes and fees from priceBreakdown), so a deal's checkout
 * charges its discounted price. Pure and deterministic for a given inventory, sold counts and `now`.
 * Each product type is scanned in scan/; each product contributes its best day at most; each type
 * keeps its `maxPerType` best discounts.
 */
import type { DealType } from '@escazo/contracts/deals';
import { dayOf, toDayNumber } from '@escazo/contracts/dates';
import type { PricingContext } from '@escazo/search/flights/pricing';
import type { DealBaseline } from './baseline.ts';
import { markFeatured } from './featured.ts';
import { scanCars } from './scan/cars.ts';
import { type Candidate, compareText, type DealsInventory, type ScanOptions } from './scan/common.ts';
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

const rankCandidates = (a: Candidate, b: Candidate) => b.discount - a.discount || b.rating - a.rating || compareText(a.id, b.id);

/** Best discount first, then rating, then id; at most `maxPerCity` per city and `max` in all. */
function keepBest(found: Candidate[], max: number, maxPerCity: number): DealRow[] {
  found.sort(rankCandidates);
  const perCity = new Map<string, number>();
  const out: DealRow[] = [];
  for (const item of found) {
    if (out.length >= max) break;
    const n = perCity.get(item.city) ?? 0;
    if (n >= maxPerCity) continue;
    const built = item.build();
    if (!built) continue;
    perCity.set(item.city, n + 1);
    out.push({ ...built.row, discountPercentage: built.discount, featured: false });
  }
  return out;
}

/** Baselines of every product scanned and the deals found, the best of each type, featured marked. */
export function scanDeals(inventory: DealsInventory, now: number, options: ScanOptions = {}): ScanResult {
  const o = { ...DEFAULTS, ...options };
  const today = toDayNumber(dayOf(now));
  const ctx: PricingContext = { now, soldSeats: inventory.sold.flights, simulatedSales: false };
  const baselines: DealBaseline[] = [];
  const cityOf = airportCities(inventory.data.hotels.cities);
  const factors = nightFactorTables(today, o.lodgingDays + HOTEL_NIGHTS + 1);
  const picks = new Map<string, HotelPick>();

  // Packages are built on the hotel candidates, best first.
  const hotelCandidates = scanHotels(inventory, today, o, factors, baselines, picks).sort(rankCandidates);
  const byType: Record<DealType, DealRow[]> = {
    flight: keepBest(scanFlights(inventory, ctx, today, o, baselines, cityOf), o.maxPerType, o.maxPerCity),
    hotel: keepBest(hotelCandidates, o.maxPerType, o.maxPerCity),
    package: keepBest(scanPackages(inventory, ctx, today, o, baselines, picks, hotelCandidates), o.maxPerType, o.maxPerCity),
    cruise: keepBest(scanCruises(inventory, today, o, baselines), o.maxPerType, o.maxPerCity),
    car: keepBest(scanCars(inventory, today, o, baselines), o.maxPerType, o.maxPerCity),
  };
  const deals = markFeatured([...byType.flight, ...byType.hotel, ...byType.package, ...byType.cruise, ...byType.car]);
  if (o.baselines === 'all') return { baselines, deals };
  const used = new Set(deals.map((d) => d.baselineKey));
  return { baselines: baselines.filter((b) => used.has(b.key)), deals };
}
