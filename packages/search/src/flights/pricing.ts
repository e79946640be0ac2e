/**
 * Prices routed itineraries: each flight's fare and seats left for the cabin (memoised per
 * flight instance within one call, so `soldSeats` is asked once per flight and date), the
 * per-person itinerary fare, duration, rating and bookability (seats for every passenger on every
 * flight).
 */
import {
  simulatedSold,
  itineraryFareMinor,
  legFareMinor,
  MINUTES_PER_DAY,
  weekdayOf,
  CABINS,
  type SoldSeats,
} from '@escazo/inventory/flights';
import { dayString, type FlightIndex } from './flight-index.ts';
import type { Candidates } from './routing.ts';

export type PricingContext = {
  /** The current instant (epoch ms): days to departure, and nothing that has already left. */
  now: number;
  soldSeats: SoldSeats;
  /** Add the generated supplier's simulated sales through other channels (numeric fast path). */
  simulatedSales: boolean;
};

/** Flat per-candidate results, index-aligned with `Candidates`. */
export class Priced {
  perPerson = new Float64Array(256);
  seats = new Int32Array(256);
  duration = new Int32Array(256);
  rating = new Float64Array(256);

  ensure(n: number): void {
    if (this.perPerson.length >= n) return;
    let size = this.perPerson.length;
    while (size < n) size *= 2;
    this.perPerson = new Float64Array(size);
    this.seats = new Int32Array(size);
    this.duration = new Int32Array(size);
    this.rating = new Float64Array(size);
  }
}

const SEAT_BITS = 1024;
const MEMO_DAYS = 5;

/** Per-index memo of leg quotes: slot (p, day − baseDay + 2), valid when its stamp is current. */
type Memo = { value: Float64Array; stamp: Int32Array; current: number };
const memos = new WeakMap<FlightIndex, Memo>();
function memoOf(index: FlightIndex): Memo {
  let m = memos.get(index);
  if (!m) {
    m = {
      value: new Float64Array(index.patternCount * MEMO_DAYS),
      stamp: new Int32Array(index.patternCount * MEMO_DAYS),
      current: 0,
    };
    memos.set(index, m);
  }
  return m;
}

/** Fare (cents) × 1024 + seats left, for flight p on local day d. */
function legQuote(
  index: FlightIndex,
  memo: Memo,
  p: number,
  d: number,
  depUtc: number,
  cabin: number,
  nowMinute: number,
  soldSeats: SoldSeats,
  simulated: boolean,
  baseDay: number,
): number {
  const slot = d - baseDay + 2;
  const key = slot >= 0 && slot < MEMO_DAYS ? p * MEMO_DAYS + slot : -1;
  if (key >= 0 && memo.stamp[key] === memo.current) return memo.value[key]!;
  const capacity = index.patSeats[p * 4 + cabin]!;
  let value = 0;
  if (capacity > 0) {
    const elsewhere = simulated
      ? simulatedSold(
          index.patId[p]!,
          capacity,
          cabin,
          d,
          Math.floor(nowMinute / MINUTES_PER_DAY),
          index.patLoad[p]!,
          index.patSouth[p] === 1,
        )
      : 0;
    const sold = Math.max(
      0,
      Math.min(capacity, elsewhere + soldSeats(index.patNumber[p]!, dayString(index, d), CABINS[cabin]!)),
    );
    const daysOut = Math.floor((depUtc - nowMinute) / MINUTES_PER_DAY);
    const fare = legFareMinor(index.patBase[p]!, cabin, daysOut, sold, capacity, weekdayOf(d), index.patId[p]!, d);
    value = fare * SEAT_BITS + (capacity - sold);
  }
  if (key >= 0) {
    memo.stamp[key] = memo.current;
    memo.value[key] = value;
  }
  return value;
}

/**
 * Fills `out` for candidates [from, to) of `c` (all routed on local day `baseDay`). A candidate
 * that cannot seat `passengers` gets seats < passengers (callers skip it).
 */
export function priceCandidates(
  index: FlightIndex,
  c: Candidates,
  cabin: number,
  ctx: PricingContext,
  out: Priced,
  baseDay: number,
  from = 0,
  to = c.count,
): void {
  out.ensure(c.count);
  const memo = memoOf(index);
  memo.current = (memo.current + 1) | 0 || 1;
  const nowMinute = ctx.now / 60_000;
  const { patBlock, patAirline, airlineRating } = index;
  for (let i = from; i < to; i++) {
    const p = c.leg1[i]!;
    const q = c.leg2[i]!;
    const quote1 = legQuote(
      index,
      memo,
      p,
      c.day1[i]!,
      c.dep[i]!,
      cabin,
      nowMinute,
      ctx.soldSeats,
      ctx.simulatedSales,
      baseDay,
    );
    let fare = Math.floor(quote1 / SEAT_BITS);
    let seats = quote1 % SEAT_BITS;
    let rating = airlineRating[patAirline[p]!]!;
    if (q >= 0) {
      const dep2 = c.arr[i]! - patBlock[q]!;
      const quote2 = legQuote(
        index,
        memo,
        q,
        c.day2[i]!,
        dep2,
        cabin,
        nowMinute,
        ctx.soldSeats,
        ctx.simulatedSales,
        baseDay,
      );
      fare = itineraryFareMinor(fare + Math.floor(quote2 / SEAT_BITS), 2);
      seats = Math.min(seats, quote2 % SEAT_BITS);
      rating = Math.round(((rating + airlineRating[patAirline[q]!]!) / 2) * 10) / 10;
    }
    out.perPerson[i] = fare;
    out.seats[i] = seats;
    out.duration[i] = c.arr[i]! - c.dep[i]!;
    out.rating[i] = rating;
  }
}
