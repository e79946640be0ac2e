/**
 * Packages: a nonstop flight for PACKAGE_PASSENGERS from a gateway hub + HOTEL_NIGHTS nights at a
 * hotel of the destination city from the arrival day; the baseline covers the flight days.
 */
import { packageBase, priceBreakdown } from '@escazo/booking';
import { fromDayNumber } from '@escazo/contracts/dates';
import { MINUTES_PER_DAY, offsetAt } from '@escazo/inventory/flights';
import { itineraryId, routeBetween } from '@escazo/search/flights';
import type { PricingContext } from '@escazo/search/flights';
import { median, type DealBaseline } from '../baseline.ts';
import { isDeal } from '../discount.ts';
import {
  type Candidate,
  CURRENCY,
  type DealsInventory,
  inventoryImageUrl,
  priced,
  ready,
  type ScanOptions,
  type Steps,
} from './common.ts';
import { busiestAirports, routeSeries } from './flights.ts';
import { HOTEL_GUESTS, HOTEL_NIGHTS, type HotelPick } from './hotels.ts';

export const PACKAGE_PASSENGERS = 2;

export function* scanPackages(
  inv: DealsInventory,
  ctx: PricingContext,
  today: number,
  o: Required<ScanOptions>,
  baselines: DealBaseline[],
  picks: Map<string, HotelPick>,
  hotelCandidates: readonly Candidate[],
): Steps<Candidate[]> {
  const index = inv.engines.flights;
  const hubs = busiestAirports(index, o.gatewayHubs);
  const cities = new Map(inv.data.hotels.cities.map((city) => [city.id, city]));
  const found: Candidate[] = [];
  // One package per city with a hotel deal: its best hotel, flown from the busiest hub with a nonstop route.
  const seen = new Set<string>();
  for (const hotelCandidate of hotelCandidates) {
    yield;
    const pick = picks.get(hotelCandidate.id.slice('hotel:'.length));
    if (!pick || seen.has(pick.hotel.cityId)) continue;
    const city = cities.get(pick.hotel.cityId);
    if (!city) continue;
    let route: [number, number] | null = null;
    for (const code of city.airports) {
      const b = index.airportByCode.get(code);
      if (b === undefined) continue;
      const hub = hubs.find((a) => a !== b && routeBetween(index, a, b) >= 0);
      if (hub !== undefined) {
        route = [hub, b];
        break;
      }
    }
    if (!route) continue;
    seen.add(pick.hotel.cityId);
    const [a, b] = route;
    const series = routeSeries(index, a, b, today, o.flightDays, PACKAGE_PASSENGERS, ctx);
    const zone = index.airportZone[b]!;
    const totals: number[] = [];
    const packageTotals = new Float64Array(o.flightDays).fill(Infinity);
    const arrivalDays = new Int32Array(o.flightDays);
    for (let i = 0; i < o.flightDays; i++) {
      if (!Number.isFinite(series.fare[i]!)) continue;
      const arrUtc = series.arr[i]!;
      const arrivalDay = Math.floor((arrUtc + offsetAt(zone, arrUtc)) / MINUTES_PER_DAY);
      const k = arrivalDay - today;
      if (k < 0 || k >= pick.series.amounts.length) continue;
      const base = packageBase(series.fare[i]! * PACKAGE_PASSENGERS, pick.series.amounts[k]!);
      const total = priceBreakdown('package', base, CURRENCY).total;
      totals.push(total);
      packageTotals[i] = total;
      arrivalDays[i] = arrivalDay;
    }
    if (totals.length < 7) continue;
    const from = index.airportRef[a]!;
    const to = index.airportRef[b]!;
    const key = `package:${from.code}-${to.code}:${pick.hotel.id}`;
    const typical = median(totals);
    baselines.push({ key, type: 'package', typicalAmount: typical, currency: CURRENCY, samples: totals.length });
    const order: number[] = [];
    for (let i = o.minLeadDays; i < o.flightDays; i++) if (Number.isFinite(packageTotals[i]!)) order.push(i);
    order.sort((x, y) => packageTotals[x]! - packageTotals[y]! || x - y);
    for (const i of order) {
      if (!isDeal(packageTotals[i]!, typical)) break;
      const checkIn = fromDayNumber(arrivalDays[i]!);
      const checkOut = fromDayNumber(arrivalDays[i]! + HOTEL_NIGHTS);
      const quote = inv.engines.hotels.quote(pick.room.id, checkIn, checkOut, 1, inv.sold.hotels);
      if (!quote) continue;
      const p = series.pattern[i]!;
      const id = itineraryId(index, p, today + i, -1, 0);
      const base = packageBase(series.fare[i]! * PACKAGE_PASSENGERS, quote.total.amount);
      const deal = priced(
        {
          id: `package:${id}:${pick.hotel.id}`,
          type: 'package',
          title: `${city.name}: flight + ${pick.hotel.name}`,
          description: `Nonstop from ${from.city} (${from.code}) · ${HOTEL_NIGHTS} nights · ${pick.room.name} · for ${PACKAGE_PASSENGERS}`,
          location: pick.hotel.location,
          cityId: pick.hotel.cityId,
          discountedAmount: priceBreakdown('package', base, CURRENCY).total,
          currency: CURRENCY,
          rating: pick.hotel.guestRating,
          imageUrl: inventoryImageUrl(pick.hotel.imagery),
          validUntil: new Date(series.dep[i]! * 60_000).toISOString(),
          offerRequest: {
            type: 'package',
            flight: { itineraryId: id, cabin: 'economy', passengers: PACKAGE_PASSENGERS },
            hotel: {
              hotelId: pick.hotel.id,
              roomTypeId: pick.room.id,
              checkIn,
              checkOut,
              guests: HOTEL_GUESTS,
              rooms: 1,
            },
          },
          baselineKey: key,
        },
        typical,
      );
      const item = ready(deal, pick.hotel.cityId);
      if (item) found.push(item);
      break;
    }
  }
  return found;
}
