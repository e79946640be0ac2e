/**
 * The in-memory flight index, built once from a generated (or supplier) network:
 *  - patterns renumbered so that each route's patterns are contiguous and sorted by local
 *    departure time, in flat typed arrays (no objects in the hot loops);
 *  - per airport, outgoing routes sorted by destination and incoming routes sorted by origin, so
 *    the hubs between an origin and a destination are a merge of two sorted lists;
 *  - per airport, its zone rules over the validity window (Intl sampled once per zone);
 *  - per airport, its minimum connection times (they depend on its size);
 *  - per pattern, the economy base fare, the seats per cabin and the demand profile.
 */
import { minConnectionMinutes, type FlightAirline, type FlightAirport } from '@escazo/contracts/search-flights';
import {
  baseEconomyFare,
  routeDemand,
  dayOffsets,
  dayOrThrow,
  formatDay,
  ZoneRulesCache,
  type ZoneRules,
  CABINS,
  type FlightNetwork,
} from '@escazo/inventory/flights';

export type FlightIndex = {
  network: FlightNetwork;
  /** Day numbers of the first and last local departure date. */
  validFrom: number;
  validTo: number;
  airportCount: number;
  airportByCode: Map<string, number>;
  airportCode: string[];
  airportCountry: Int32Array;
  /** Minimum connection minutes at each airport as the hub, domestic and international. */
  airportMctDomestic: Int32Array;
  airportMctInternational: Int32Array;
  airportZone: ZoneRules[];
  /** Per airport: offset per local day from validFrom − DAY_PAD (see `dayOffsets`). */
  airportDayOffset: Int16Array[];
  /** The same, all zones in one array: offset = dayOffset[airportOffsetRow[a] + day − validFrom + DAY_PAD]. */
  dayOffset: Int16Array;
  airportOffsetRow: Int32Array;
  airportRef: FlightAirport[];
  airlineCode: string[];
  airlineRating: Float64Array;
  airlineRef: FlightAirline[];
  patternCount: number;
  /** Network pattern id (stable per seed: fare noise, tie-breaks). */
  patId: Int32Array;
  patOrigin: Int32Array;
  patDest: Int32Array;
  patDep: Int32Array;
  patBlock: Int32Array;
  patDays: Int32Array;
  patAirline: Int32Array;
  /** Seats of cabin c at [p * 4 + c]. */
  patSeats: Int32Array;
  patBase: Float64Array;
  /** Demand profile (`routeDemand`): the route's base load factor and 1 for an origin south of the equator. */
  patLoad: Float64Array;
  patSouth: Uint8Array;
  patNumber: string[];
  patAircraft: string[];
  patternByNumber: Map<string, number>;
  routeStart: Int32Array;
  routeEnd: Int32Array;
  routeKm: Int32Array;
  /** Weekdays any pattern of the route flies (OR of the masks). */
  routeDays: Int32Array;
  airportLat: Float64Array;
  airportLon: Float64Array;
  /** Routing hot data, interleaved for cache locality: [departure minute, block, days, 0] per pattern. */
  patHot: Int32Array;
  /** The same in inbound order (routes by destination, origin), with the pattern: [dep, block, days, p]. */
  patHotIn: Int32Array;
  /**
   * Adjacency entries of ADJ ints: [other airport, route, first, end, km, days]. From outStart[a]:
   * routes out of a by destination, patterns [first, end) in patHot; from inStart[a]: routes into a
   * by origin, patterns [first, end) in patHotIn.
   */
  outAdj: Int32Array;
  inAdj: Int32Array;
  /** CSR adjacency: routes out of airport a are outRoute[outStart[a] .. outStart[a + 1]), sorted by outDest. */
  outStart: Int32Array;
  outRoute: Int32Array;
  outDest: Int32Array;
  inStart: Int32Array;
  inRoute: Int32Array;
  inOrig: Int32Array;
  /** 'YYYY-MM-DD' for day numbers validFrom − DAY_PAD … validTo + DAY_PAD (no formatting in hot loops). */
  dayText: string[];
};

export const DAY_PAD = 3;
/** Ints per adjacency entry (see `outAdj`). */
export const ADJ = 6;

export function dayString(index: FlightIndex, day: number): string {
  return index.dayText[day - index.validFrom + DAY_PAD] ?? formatDay(day);
}

export function buildFlightIndex(network: FlightNetwork): FlightIndex {
  const validFrom = dayOrThrow(network.validFrom);
  const validTo = dayOrThrow(network.validTo);
  const zones = new ZoneRulesCache(validFrom - DAY_PAD, validTo + DAY_PAD);

  const airportCount = network.airports.length;
  const airportByCode = new Map(network.airports.map((a, i) => [a.iata, i]));
  const countries = new Map<string, number>();
  const airportCountry = new Int32Array(airportCount);
  network.airports.forEach((a, i) => {
    if (!countries.has(a.country)) countries.set(a.country, countries.size);
    airportCountry[i] = countries.get(a.country)!;
  });
  const airportZone = network.airports.map((a) => zones.get(a.timeZone));
  const tables = new Map<string, Int16Array>();
  const airportDayOffset = network.airports.map((a, i) => {
    let t = tables.get(a.timeZone);
    if (!t) tables.set(a.timeZone, (t = dayOffsets(airportZone[i]!, validFrom - DAY_PAD, validTo + DAY_PAD)));
    return t;
  });
  const rowLength = validTo - validFrom + 1 + 2 * DAY_PAD;
  const zoneRows = [...tables.keys()];
  const dayOffset = new Int16Array(zoneRows.length * rowLength);
  zoneRows.forEach((zone, z) => dayOffset.set(tables.get(zone)!, z * rowLength));
  const airportOffsetRow = Int32Array.from(network.airports, (a) => zoneRows.indexOf(a.timeZone) * rowLength);
  const airportRef = network.airports.map((a) =>
    Object.freeze({ code: a.iata, name: a.name, city: a.city, country: a.country }),
  );

  const airlineByCode = new Map(network.airlines.map((a, i) => [a.iata, i]));
  const airlineRating = Float64Array.from(network.airlines, (a) => a.rating);
  const airlineRef = network.airlines.map((a) => Object.freeze({ code: a.iata, name: a.name, rating: a.rating }));
  const aircraftName = new Map(network.aircraft.map((a) => [a.code, a.name]));

  // Order patterns by (origin, destination, departure minute, id).
  const order = network.patterns
    .map((p, i) => ({ i, o: airportByCode.get(p.origin)!, d: airportByCode.get(p.destination)!, t: p.departureMinute }))
    .filter((x) => x.o !== undefined && x.d !== undefined && airlineByCode.has(network.patterns[x.i]!.airline))
    .sort((x, y) => x.o - y.o || x.d - y.d || x.t - y.t || x.i - y.i);
  const n = order.length;
  const patId = new Int32Array(n);
  const patOrigin = new Int32Array(n);
  const patDest = new Int32Array(n);
  const patDep = new Int32Array(n);
  const patBlock = new Int32Array(n);
  const patDays = new Int32Array(n);
  const patAirline = new Int32Array(n);
  const patSeats = new Int32Array(n * 4);
  const patBase = new Float64Array(n);
  const patLoad = new Float64Array(n);
  const patSouth = new Uint8Array(n);
  const patNumber: string[] = [];
  const patAircraft: string[] = [];
  const patternByNumber = new Map<string, number>();
  const routeStarts: number[] = [];
  order.forEach((x, k) => {
    const p = network.patterns[x.i]!;
    patId[k] = p.id;
    patOrigin[k] = x.o;
    patDest[k] = x.d;
    patDep[k] = p.departureMinute;
    patBlock[k] = p.blockMinutes;
    patDays[k] = p.days;
    const airline = airlineByCode.get(p.airline)!;
    patAirline[k] = airline;
    CABINS.forEach((c, ci) => (patSeats[k * 4 + ci] = p.seats[c]));
    patBase[k] = baseEconomyFare(p.distanceKm, airlineRating[airline]!);
    const demand = routeDemand(network.airports[x.o]!, network.airports[x.d]!);
    patLoad[k] = demand.base;
    patSouth[k] = demand.southern ? 1 : 0;
    patNumber.push(p.flightNumber);
    patAircraft.push(aircraftName.get(p.aircraft) ?? p.aircraft);
    patternByNumber.set(p.flightNumber, k);
    if (k === 0 || order[k - 1]!.o !== x.o || order[k - 1]!.d !== x.d) routeStarts.push(k);
  });
  const routeCount = routeStarts.length;
  const routeStart = Int32Array.from(routeStarts);
  const routeEnd = Int32Array.from(routeStarts, (_, r) => (r + 1 < routeCount ? routeStarts[r + 1]! : n));
  const routeKm = Int32Array.from(routeStarts, (k) => network.patterns[order[k]!.i]!.distanceKm);
  const routeDays = Int32Array.from(routeStarts, (k, r) => {
    let mask = 0;
    for (let p = k; p < routeEnd[r]!; p++) mask |= patDays[p]!;
    return mask;
  });

  // Routes are already sorted by (origin, destination): out-adjacency is a prefix sum.
  const outStart = new Int32Array(airportCount + 1);
  const inStart = new Int32Array(airportCount + 1);
  for (let r = 0; r < routeCount; r++) {
    outStart[patOrigin[routeStart[r]!]! + 1]!++;
    inStart[patDest[routeStart[r]!]! + 1]!++;
  }
  for (let a = 0; a < airportCount; a++) {
    outStart[a + 1]! += outStart[a]!;
    inStart[a + 1]! += inStart[a]!;
  }
  const outRoute = Int32Array.from({ length: routeCount }, (_, r) => r);
  const outDest = Int32Array.from(outRoute, (r) => patDest[routeStart[r]!]!);
  // Incoming: routes sorted by (destination, origin).
  const inRoute = Int32Array.from(outRoute).sort(
    (r1, r2) =>
      patDest[routeStart[r1]!]! - patDest[routeStart[r2]!]! ||
      patOrigin[routeStart[r1]!]! - patOrigin[routeStart[r2]!]!,
  );
  const inOrig = Int32Array.from(inRoute, (r) => patOrigin[routeStart[r]!]!);

  const patHot = new Int32Array(n * 4);
  for (let p = 0; p < n; p++) {
    patHot[p * 4] = patDep[p]!;
    patHot[p * 4 + 1] = patBlock[p]!;
    patHot[p * 4 + 2] = patDays[p]!;
  }
  const patHotIn = new Int32Array(n * 4);
  const outAdj = new Int32Array(routeCount * ADJ);
  const inAdj = new Int32Array(routeCount * ADJ);
  let k2 = 0;
  for (let k = 0; k < routeCount; k++) {
    const r = outRoute[k]!;
    outAdj.set([outDest[k]!, r, routeStart[r]!, routeEnd[r]!, routeKm[r]!, routeDays[r]!], k * ADJ);
    const ri = inRoute[k]!;
    const first = k2;
    for (let p = routeStart[ri]!; p < routeEnd[ri]!; p++, k2++)
      patHotIn.set([patDep[p]!, patBlock[p]!, patDays[p]!, p], k2 * 4);
    inAdj.set([inOrig[k]!, ri, first, k2, routeKm[ri]!, routeDays[ri]!], k * ADJ);
  }

  const dayText: string[] = [];
  for (let d = validFrom - DAY_PAD; d <= validTo + DAY_PAD; d++) dayText.push(formatDay(d));

  return {
    network,
    validFrom,
    validTo,
    airportCount,
    airportByCode,
    airportCode: network.airports.map((a) => a.iata),
    airportCountry,
    airportMctDomestic: Int32Array.from(network.airports, (a) => minConnectionMinutes(a.size, true)),
    airportMctInternational: Int32Array.from(network.airports, (a) => minConnectionMinutes(a.size, false)),
    airportZone,
    airportDayOffset,
    dayOffset,
    airportOffsetRow,
    airportRef,
    airlineCode: network.airlines.map((a) => a.iata),
    airlineRating,
    airlineRef,
    patternCount: n,
    patId,
    patOrigin,
    patDest,
    patDep,
    patBlock,
    patDays,
    patAirline,
    patSeats,
    patBase,
    patLoad,
    patSouth,
    patNumber,
    patAircraft,
    patternByNumber,
    routeStart,
    routeEnd,
    routeKm,
    routeDays,
    airportLat: Float64Array.from(network.airports, (a) => a.lat),
    airportLon: Float64Array.from(network.airports, (a) => a.lon),
    patHot,
    patHotIn,
    outAdj,
    inAdj,
    outStart,
    outRoute,
    outDest,
    inStart,
    inRoute,
    inOrig,
    dayText,
  };
}

/** Airport indexes for IATA codes (unknown codes are skipped, duplicates removed). */
export function airportIndexes(index: FlightIndex, codes: readonly string[]): number[] {
  const out: number[] = [];
  for (const code of codes) {
    const i = index.airportByCode.get(code.toUpperCase());
    if (i !== undefined && !out.includes(i)) out.push(i);
  }
  return out;
}
