/**
 * Hotels: each property's cheapest room type for HOTEL_GUESTS, HOTEL_NIGHTS nights, 1 room; the
 * baseline covers the next `lodgingDays` check-in days.
 */
import { priceBreakdown } from '@escazo/booking';
import { fromDayNumber } from '@escazo/contracts/dates';
import { nightFactor, rateWithFactor } from '@escazo/inventory/hotels';
import type { Climate, Hotel, RoomType } from '@escazo/inventory/hotels';
import { median, type DealBaseline } from '../baseline.ts';
import { discountPercentage, isDeal } from '../discount.ts';
import {
  type Candidate,
  CURRENCY,
  dayStartIso,
  type DealsInventory,
  inventoryImageUrl,
  priced,
  type PricedDeal,
  type ScanOptions,
  type Steps,
} from './common.ts';

export const HOTEL_NIGHTS = 2;
export const HOTEL_GUESTS = 2;

/** Night factors from `today` on, per climate. */
export function nightFactorTables(today: number, days: number): Record<Climate, Float64Array> {
  const table = (climate: Climate) => Float64Array.from({ length: days }, (_, k) => nightFactor(climate, today + k));
  return { north: table('north'), south: table('south'), tropical: table('tropical') };
}

/** A room's stay of HOTEL_NIGHTS from check-in day today + k (base, minor units), for k in [0, days). */
export type StaySeries = { amounts: Int32Array; typical: number; samples: number; order: number[] };

function staySeries(baseRate: number, factors: Float64Array, o: Required<ScanOptions>): StaySeries {
  const days = o.lodgingDays + 1;
  const amounts = new Int32Array(days);
  for (let k = 0; k < days; k++) {
    let sum = 0;
    for (let n = 0; n < HOTEL_NIGHTS; n++) sum += rateWithFactor(baseRate, factors[k + n]!);
    amounts[k] = sum;
  }
  // Check-ins from tomorrow: today's may already be past.
  const totals = new Float64Array(days - 1);
  for (let k = 1; k < days; k++) totals[k - 1] = priceBreakdown('hotel', amounts[k]!, CURRENCY).total;
  // Deal days, cheapest first (ties: the earliest).
  const order: number[] = [];
  for (let k = o.minLeadDays; k <= Math.min(o.dealWindowDays, o.lodgingDays); k++) order.push(k);
  order.sort((x, y) => amounts[x]! - amounts[y]! || x - y);
  return { amounts, typical: median(totals), samples: totals.length, order };
}

/** The cheapest room type for HOTEL_GUESTS in one room (ties by id). */
function cheapestRoom(hotel: Hotel): RoomType | undefined {
  let best: RoomType | undefined;
  for (const room of hotel.roomTypes) {
    if (room.capacity < HOTEL_GUESTS) continue;
    if (!best || room.baseRate < best.baseRate || (room.baseRate === best.baseRate && room.id < best.id)) best = room;
  }
  return best;
}

/** Each hotel's scanned room and stay series, which packages reuse. */
export type HotelPick = { hotel: Hotel; room: RoomType; series: StaySeries };

export function* scanHotels(
  inv: DealsInventory,
  today: number,
  o: Required<ScanOptions>,
  factors: Record<Climate, Float64Array>,
  baselines: DealBaseline[],
  picks: Map<string, HotelPick>,
): Steps<Candidate[]> {
  const memo = new Map<string, StaySeries>();
  const found: Candidate[] = [];
  for (const hotel of inv.data.hotels.hotels) {
    yield;
    const room = cheapestRoom(hotel);
    if (!room) continue;
    const memoKey = `${room.baseRate}|${hotel.climate}`;
    let series = memo.get(memoKey);
    if (!series) memo.set(memoKey, (series = staySeries(room.baseRate, factors[hotel.climate], o)));
    const key = `hotel:${hotel.id}`;
    baselines.push({ key, type: 'hotel', typicalAmount: series.typical, currency: CURRENCY, samples: series.samples });
    picks.set(hotel.id, { hotel, room, series });
    const first = series.order[0];
    if (first === undefined) continue;
    const expected = priceBreakdown('hotel', series.amounts[first]!, CURRENCY).total;
    if (!isDeal(expected, series.typical)) continue;
    const { amounts, order, typical } = series;
    // The best check-in day whose stay is still free (ties: the earliest).
    const build = (): PricedDeal | null => {
      for (const k of order) {
        if (!isDeal(priceBreakdown('hotel', amounts[k]!, CURRENCY).total, typical)) return null;
        const checkIn = fromDayNumber(today + k);
        const checkOut = fromDayNumber(today + k + HOTEL_NIGHTS);
        const quote = inv.engines.hotels.quote(room.id, checkIn, checkOut, 1, inv.sold.hotels);
        if (!quote) continue;
        return priced(
          {
            id: `hotel:${hotel.id}:${checkIn}`,
            type: 'hotel',
            title: hotel.name,
            description: `${HOTEL_NIGHTS} nights · ${room.name} · ${hotel.stars}-star`,
            location: hotel.location,
            cityId: hotel.cityId,
            discountedAmount: priceBreakdown('hotel', quote.total.amount, CURRENCY).total,
            currency: CURRENCY,
            rating: hotel.guestRating,
            imageUrl: inventoryImageUrl(hotel.imagery),
            validUntil: dayStartIso(today + k),
            offerRequest: {
              type: 'hotel',
              hotelId: hotel.id,
              roomTypeId: room.id,
              checkIn,
              checkOut,
              guests: HOTEL_GUESTS,
              rooms: 1,
            },
            baselineKey: key,
          },
          typical,
        );
      }
      return null;
    };
    found.push({
      id: `hotel:${hotel.id}`,
      discount: discountPercentage(typical, expected),
      rating: hotel.guestRating,
      city: hotel.cityId,
      build,
    });
  }
  return found;
}
