/**
 * Routing: every direct and one-stop flight combination from a set of origin airports to a set
 * of destination airports on one local departure date. No pricing, no allocation in the loops:
 * results go into a reusable `Candidates` buffer of flat arrays.
 *
 * Connection rules (`flightConnectionRules` in contracts): same airport (no airport change); a
 * minimum connection time set by the hub's size, domestic (origin, hub and destination in one
 * country) or international; at most 6 h domestic, 8 h international; the hub is never one of
 * the origins or destinations; cabotage: a trip between two airports of one country connects
 * only at a hub in that country; the first flight departs on the requested local date at the
 * origin; every date is inside the network's validity. And no silly detours: the two flights
 * together fly at most `maxConnectingKm(direct great-circle distance)`.
 */
import { flightConnectionRules, maxConnectingKm } from '@escazo/contracts/search-flights';
import { greatCircleKm } from '@escazo/inventory';
import { localToUtc, MINUTES_PER_DAY, OFFSET_CHANGES, weekdayOf } from '@escazo/inventory/flights';
import { ADJ, DAY_PAD, type FlightIndex } from './flight-index.ts';

export { maxConnectingKm };
const MAX_DOMESTIC = flightConnectionRules.domesticMaxMinutes;
const MAX_INTERNATIONAL = flightConnectionRules.internationalMaxMinutes;

/** Growable flat buffer of itineraries: leg2 = −1 for a direct flight. Times in UTC minutes. */
export class Candidates {
  count = 0;
  leg1 = new Int32Array(256);
  day1 = new Int32Array(256);
  leg2 = new Int32Array(256);
  day2 = new Int32Array(256);
  dep = new Float64Array(256);
  arr = new Float64Array(256);

  reset(): void {
    this.count = 0;
  }

  push(leg1: number, day1: number, leg2: number, day2: number, dep: number, arr: number): void {
    if (this.count === this.leg1.length) this.grow();
    const i = this.count++;
    this.leg1[i] = leg1;
    this.day1[i] = day1;
    this.leg2[i] = leg2;
    this.day2[i] = day2;
    this.dep[i] = dep;
    this.arr[i] = arr;
  }

  private grow(): void {
    const size = this.leg1.length * 2;
    const g = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.leg1 = g(this.leg1, (n) => new Int32Array(n));
    this.day1 = g(this.day1, (n) => new Int32Array(n));
    this.leg2 = g(this.leg2, (n) => new Int32Array(n));
    this.day2 = g(this.day2, (n) => new Int32Array(n));
    this.dep = g(this.dep, (n) => new Float64Array(n));
    this.arr = g(this.arr, (n) => new Float64Array(n));
  }
}

/** Per-index scratch space (searches run synchronously, one at a time per thread). */
type Scratch = {
  mark: Uint8Array;
  p: Int32Array;
  pDep: Float64Array;
  q: Int32Array;
  qDay: Int32Array;
  qDep: Float64Array;
};
const scratches = new WeakMap<FlightIndex, Scratch>();
function scratchOf(index: FlightIndex): Scratch {
  let s = scratches.get(index);
  if (!s) {
    s = {
      mark: new Uint8Array(index.airportCount),
      p: new Int32Array(64),
      pDep: new Float64Array(64),
      q: new Int32Array(64),
      qDay: new Int32Array(64),
      qDep: new Float64Array(64),
    };
    scratches.set(index, s);
  }
  return s;
}

/** Out-adjacency entry (index into `outAdj` / ADJ) of the route from a to b, or −1 (binary search). */
export function routeBetween(index: FlightIndex, a: number, b: number): number {
  const adj = index.outAdj;
  let lo = index.outStart[a]!;
  let hi = index.outStart[a + 1]! - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = adj[mid * ADJ]!;
    if (d === b) return mid;
    if (d < b) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** UTC minute of pattern p's departure on local day `day`. */
export function departureUtc(index: FlightIndex, p: number, day: number): number {
  const o = index.patOrigin[p]!;
  const local = day * MINUTES_PER_DAY + index.patDep[p]!;
  const off = index.dayOffset[index.airportOffsetRow[o]! + day - index.validFrom + DAY_PAD];
  return off === undefined || off === OFFSET_CHANGES ? localToUtc(index.airportZone[o]!, local) : local - off;
}

/**
 * Appends to `out` every direct and one-stop itinerary from `from` to `to` whose first flight
 * leaves on local day `day` (day number) and not before `notBeforeUtc` (UTC minutes).
 * `nonstopOnly` skips connections. Returns the number appended.
 */
export function routeFlights(
  index: FlightIndex,
  from: readonly number[],
  to: readonly number[],
  day: number,
  out: Candidates,
  notBeforeUtc = Number.NEGATIVE_INFINITY,
  nonstopOnly = false,
): number {
  const before = out.count;
  if (day < index.validFrom || day > index.validTo) return 0;
  const s = scratchOf(index);
  const { mark } = s;
  for (const a of from) mark[a] = 1;
  for (const b of to) mark[b] = mark[b]! | 2;
  const bit = 1 << weekdayOf(day);
  const { patHot, outStart, outAdj, inStart, inAdj, airportCountry, dayOffset, airportOffsetRow } = index;
  const dayIndex = day - index.validFrom + DAY_PAD;

  for (const o of from) {
    // Local midnight of `day` at the origin in UTC minutes (NaN when the offset changes that day).
    const originOff = dayOffset[airportOffsetRow[o]! + dayIndex]!;
    const originBase = originOff === OFFSET_CHANGES ? Number.NaN : day * MINUTES_PER_DAY - originOff;
    for (const t of to) {
      if (o === t) continue;
      // Direct.
      const direct = routeBetween(index, o, t);
      if (direct >= 0) {
        for (let p = outAdj[direct * ADJ + 2]!; p < outAdj[direct * ADJ + 3]!; p++) {
          if ((patHot[p * 4 + 2]! & bit) === 0) continue;
          const dep = originBase === originBase ? originBase + patHot[p * 4]! : departureUtc(index, p, day);
          if (dep >= notBeforeUtc) out.push(p, day, -1, 0, dep, dep + patHot[p * 4 + 1]!);
        }
      }
      if (nonstopOnly) continue;
      // One stop: hubs h with a route o→h and h→t (merge of two sorted lists), within the detour
      // limit, and in the same country when o and t are (cabotage).
      const limitKm = maxConnectingKm(
        greatCircleKm(index.airportLat[o]!, index.airportLon[o]!, index.airportLat[t]!, index.airportLon[t]!),
      );
      const country = airportCountry[o]!;
      const sameCountry = country === airportCountry[t];
      let i = outStart[o]!;
      const iEnd = outStart[o + 1]!;
      let j = inStart[t]!;
      const jEnd = inStart[t + 1]!;
      while (i < iEnd && j < jEnd) {
        const h = outAdj[i * ADJ]!;
        const h2 = inAdj[j * ADJ]!;
        if (h < h2) i++;
        else if (h > h2) j++;
        else {
          if (
            mark[h] === 0 &&
            (outAdj[i * ADJ + 5]! & bit) !== 0 &&
            outAdj[i * ADJ + 4]! + inAdj[j * ADJ + 4]! <= limitKm &&
            (!sameCountry || airportCountry[h] === country)
          ) {
            connect(index, s, i * ADJ, j * ADJ, h, day, bit, notBeforeUtc, out, sameCountry, originBase);
          }
          i++;
          j++;
        }
      }
    }
  }
  for (const a of from) mark[a] = 0;
  for (const b of to) mark[b] = 0;
  return out.count - before;
}

/** `e1`: the first route's entry in outAdj; `e2`: the second route's entry in inAdj. */
function connect(
  index: FlightIndex,
  s: Scratch,
  e1: number,
  e2: number,
  hub: number,
  day: number,
  bit: number,
  notBeforeUtc: number,
  out: Candidates,
  domestic: boolean,
  originBase: number,
): void {
  const { patHot, patHotIn, outAdj, inAdj, validFrom, validTo, dayOffset } = index;
  // First flights operating that day (already in local departure order): departures and the window.
  const p1 = outAdj[e1 + 3]!;
  let m = 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (let p = outAdj[e1 + 2]!; p < p1; p++) {
    if ((patHot[p * 4 + 2]! & bit) === 0) continue;
    const dep = originBase === originBase ? originBase + patHot[p * 4]! : departureUtc(index, p, day);
    if (dep < notBeforeUtc) continue;
    if (m === s.p.length) grow(s);
    s.p[m] = p;
    s.pDep[m] = dep;
    m++;
    const arr = dep + patHot[p * 4 + 1]!;
    if (arr < lo) lo = arr;
    if (arr > hi) hi = arr;
  }
  if (m === 0) return;
  const mct = domestic ? index.airportMctDomestic[hub]! : index.airportMctInternational[hub]!;
  const maxLayover = domestic ? MAX_DOMESTIC : MAX_INTERNATIONAL;
  const windowLo = lo + mct;
  const windowHi = hi + maxLayover;
  // Hub local days that window can touch (offsets are within −12 h … +14 h).
  const dLo = Math.max(validFrom, Math.floor((windowLo - 14 * 60) / MINUTES_PER_DAY));
  const dHi = Math.min(validTo, Math.floor((windowHi + 14 * 60) / MINUTES_PER_DAY));

  // Second-flight departures from the hub inside the window, sorted by UTC time.
  const q0 = inAdj[e2 + 2]!;
  const q1 = inAdj[e2 + 3]!;
  const row = index.airportOffsetRow[hub]! - validFrom + DAY_PAD;
  let n = 0;
  for (let d = dLo; d <= dHi; d++) {
    const dbit = 1 << weekdayOf(d);
    const off = dayOffset[row + d]!;
    const fast = off !== OFFSET_CHANGES;
    const base = d * MINUTES_PER_DAY - off;
    for (let k = q0; k < q1; k++) {
      if ((patHotIn[k * 4 + 2]! & dbit) === 0) continue;
      const dep = fast ? base + patHotIn[k * 4]! : departureUtc(index, patHotIn[k * 4 + 3]!, d);
      if (dep < windowLo || dep > windowHi) continue;
      if (n === s.q.length) grow(s);
      s.q[n] = k;
      s.qDay[n] = d;
      s.qDep[n] = dep;
      n++;
    }
  }
  if (n === 0) return;
  // Insertion sort (already nearly sorted: days ascending, times ascending within a day).
  const { q, qDay, qDep } = s;
  for (let k = 1; k < n; k++) {
    const vt = qDep[k]!;
    if (qDep[k - 1]! <= vt) continue;
    const vq = q[k]!;
    const vd = qDay[k]!;
    let j = k - 1;
    while (j >= 0 && qDep[j]! > vt) {
      q[j + 1] = q[j]!;
      qDay[j + 1] = qDay[j]!;
      qDep[j + 1] = qDep[j]!;
      j--;
    }
    q[j + 1] = vq;
    qDay[j + 1] = vd;
    qDep[j + 1] = vt;
  }

  let first = 0;
  for (let i = 0; i < m; i++) {
    const p = s.p[i]!;
    const dep = s.pDep[i]!;
    const arr1 = dep + patHot[p * 4 + 1]!;
    const earliest = arr1 + mct;
    const latest = arr1 + maxLayover;
    // Arrivals mostly increase, so `first` mostly moves forward.
    while (first > 0 && qDep[first - 1]! >= earliest) first--;
    while (first < n && qDep[first]! < earliest) first++;
    for (let k = first; k < n && qDep[k]! <= latest; k++) {
      const qk = q[k]! * 4;
      out.push(p, day, patHotIn[qk + 3]!, qDay[k]!, dep, qDep[k]! + patHotIn[qk + 1]!);
    }
  }
}

function grow(s: Scratch): void {
  const size = Math.max(s.q.length, s.p.length) * 2;
  const p = new Int32Array(size);
  p.set(s.p);
  const pDep = new Float64Array(size);
  pDep.set(s.pDep);
  s.p = p;
  s.pDep = pDep;
  const q = new Int32Array(size);
  q.set(s.q);
  const qDay = new Int32Array(size);
  qDay.set(s.qDay);
  const qDep = new Float64Array(size);
  qDep.set(s.qDep);
  s.q = q;
  s.qDay = qDay;
  s.qDep = qDep;
}
