/**
 * The network rules over the whole generated network (real reference data, default seed), not a
 * sample: cabotage in route generation, every one-stop itinerary the router returns from every
 * origin (cabotage, circuity, connection times), and load factors that vary by route, weekday
 * and season.
 */
import { describe, expect, it } from 'vitest';
import { maxConnectingKm, maxLayoverMinutes, minConnectionMinutes } from '@escazo/contracts/search-flights';
import { greatCircleKm, loadReferenceData } from '@escazo/inventory';
import {
  DEFAULT_FLIGHT_SEED,
  EEA_COUNTRIES,
  formatDay,
  generateFlightNetwork,
  parseDay,
  simulatedSold,
  weekdayOf,
} from '@escazo/inventory/flights';
import { ADJ, buildFlightIndex } from './flight-index.ts';
import { Candidates, routeFlights } from './routing.ts';

// The real network, built once for this file (reference data ≈ 3 s, generation ≈ 1 s).
const reference = loadReferenceData();
const options = { seed: DEFAULT_FLIGHT_SEED, startDate: '2026-11-22' };
const network = generateFlightNetwork(reference, options);
const index = buildFlightIndex(network);
const countryOf = new Map(reference.airports.map((a) => [a.iata, a.country]));
const airportAt = network.airports;
const codeIndex = new Map(airportAt.map((a, i) => [a.iata, i]));
const km = (a: number, b: number) =>
  greatCircleKm(airportAt[a]!.lat, airportAt[a]!.lon, airportAt[b]!.lat, airportAt[b]!.lon);

describe('cabotage in the generated routes', () => {
  const home = new Map(network.airlines.map((a) => [a.iata, countryOf.get(a.hubs[0]!)!]));
  const domestic = network.patterns.filter((p) => countryOf.get(p.origin) === countryOf.get(p.destination));

  it('a domestic route is flown only by a home carrier (or, inside the EU/EEA, an EU/EEA carrier)', () => {
    const offenders = domestic
      .filter((p) => {
        const [carrier, country] = [home.get(p.airline)!, countryOf.get(p.origin)!];
        return carrier !== country && !(EEA_COUNTRIES.has(carrier) && EEA_COUNTRIES.has(country));
      })
      .map((p) => `${p.flightNumber} ${p.origin}-${p.destination}`);
    expect(domestic.length).toBeGreaterThan(10_000);
    expect(offenders).toEqual([]);
    // The EU exception is in use: SAS (home Denmark) flies inside Norway and Sweden.
    const sas = domestic.filter((p) => p.airline === 'SK' && countryOf.get(p.origin) !== 'DK');
    expect(sas.length).toBeGreaterThan(0);
  });

  it('still connects every airport the rule-free network connects', () => {
    const free = generateFlightNetwork(reference, { ...options, cabotage: false });
    expect(network.airports.map((a) => a.iata)).toEqual(free.airports.map((a) => a.iata));
  });
});

describe('every one-stop itinerary from every origin', () => {
  it('keeps cabotage, circuity and the hub’s connection times', () => {
    // Per index pattern, from the raw network: ends, distance and block time.
    const pats = Array.from({ length: index.patternCount }, (_, p) => network.patterns[index.patId[p]!]!);
    const from = Int32Array.from(pats, (p) => codeIndex.get(p.origin)!);
    const to = Int32Array.from(pats, (p) => codeIndex.get(p.destination)!);
    const dist = Int32Array.from(pats, (p) => p.distanceKm);
    const block = Int32Array.from(pats, (p) => p.blockMinutes);
    const country = airportAt.map((a) => a.country);

    const c = new Candidates();
    const target = [0];
    const seen = new Int32Array(index.airportCount).fill(-1);
    const first = parseDay('2027-01-11')!; // a Monday: origins cycle through the week
    const problems: string[] = [];
    let connections = 0;
    let origins = 0;
    for (let o = 0; o < index.airportCount; o++) {
      const day = first + (o % 7);
      let any = false;
      // Every destination two hops away, one call each (a destination is never a hub of its own search).
      for (let i = index.outStart[o]!; i < index.outStart[o + 1]!; i++) {
        const h = index.outAdj[i * ADJ]!;
        for (let j = index.outStart[h]!; j < index.outStart[h + 1]!; j++) {
          const t = index.outAdj[j * ADJ]!;
          if (t === o || seen[t] === o) continue;
          seen[t] = o;
          target[0] = t;
          c.reset();
          routeFlights(index, [o], target, day, c);
          const limit = maxConnectingKm(km(o, t));
          const domestic = country[o] === country[t];
          for (let k = 0; k < c.count; k++) {
            const p = c.leg1[k]!;
            const q = c.leg2[k]!;
            if (q < 0) continue;
            connections++;
            any = true;
            const hub = to[p]!;
            const wait = c.arr[k]! - block[q]! - (c.dep[k]! + block[p]!);
            const min = minConnectionMinutes(airportAt[hub]!.size, domestic);
            const fail = (what: string) =>
              problems.push(`${airportAt[o]!.iata}-${airportAt[hub]!.iata}-${airportAt[t]!.iata}: ${what}`);
            if (from[p] !== o || from[q] !== hub || to[q] !== t || c.day1[k] !== day) fail('not this trip');
            if (hub === o || hub === t) fail('hub is an end');
            if (domestic && country[hub] !== country[o]) fail('cabotage');
            if (dist[p]! + dist[q]! > limit) fail(`circuity ${dist[p]! + dist[q]!} > ${limit}`);
            if (wait < min || wait > maxLayoverMinutes(domestic)) fail(`layover ${wait} min`);
            if (problems.length > 20) throw new Error(problems.join('\n'));
          }
        }
      }
      if (any) origins++;
    }
    expect(problems).toEqual([]);
    expect(connections).toBeGreaterThan(1_000_000);
    expect(origins).toBeGreaterThan(index.airportCount * 0.9);
  }, 60_000);

  it('New York JFK to Los Angeles connects only in the USA; via Guatemala City is too far round', () => {
    const [jfk, lax, gua, yyz] = ['JFK', 'LAX', 'GUA', 'YYZ'].map((c) => codeIndex.get(c)!);
    const direct = km(jfk!, lax!);
    expect(km(jfk!, gua!) + km(gua!, lax!)).toBeGreaterThan(maxConnectingKm(direct));
    // Toronto is on the way and flown both ways: only cabotage rules it out.
    expect(km(jfk!, yyz!) + km(yyz!, lax!)).toBeLessThan(maxConnectingKm(direct));
    const legs = network.patterns.filter((p) => ['JFK-YYZ', 'YYZ-LAX'].includes(`${p.origin}-${p.destination}`));
    expect(new Set(legs.map((p) => p.origin))).toEqual(new Set(['JFK', 'YYZ']));
    const c = new Candidates();
    const hubs = new Set<string>();
    for (let d = 0; d < 7; d++) {
      c.reset();
      routeFlights(index, [jfk!], [lax!], parseDay('2027-03-01')! + d, c);
      for (let k = 0; k < c.count; k++) if (c.leg2[k]! >= 0) hubs.add(index.airportCode[index.patDest[c.leg1[k]!]!]!);
    }
    expect(hubs.size).toBeGreaterThan(5);
    expect([...hubs].filter((h) => countryOf.get(h) !== 'US')).toEqual([]);
  });
});

describe('load factors over the whole network', () => {
  /** Final economy load of pattern p on day d (sold at departure / seats), or NaN when it does not fly. */
  const load = (p: number, d: number) => {
    if ((index.patDays[p]! & (1 << weekdayOf(d))) === 0) return Number.NaN;
    const seats = index.patSeats[p * 4]!;
    return simulatedSold(index.patId[p]!, seats, 0, d, d, index.patLoad[p]!, index.patSouth[p] === 1) / seats;
  };
  const weekOf = (monday: string) => Array.from({ length: 7 }, (_, k) => parseDay(monday)! + k);
  const weeks = { november: weekOf('2026-11-23'), december: weekOf('2026-12-20'), february: weekOf('2027-02-01') };
  const july = weekOf('2027-07-05');
  const days = [...weeks.november, ...weeks.december, ...weeks.february, ...july];

  type Sums = { sum: number; n: number };
  const mean = (s: Sums) => s.sum / s.n;
  const byWeekday = Array.from({ length: 7 }, () => ({ sum: 0, n: 0 }));
  const byMonth = new Map<string, Sums>();
  const bySouthMonth = new Map<string, Sums>();
  const routeMeans: number[] = [];
  let min = Infinity;
  let max = -Infinity;
  for (let r = 0; r < index.routeStart.length; r++) {
    const route = { sum: 0, n: 0 };
    for (let p = index.routeStart[r]!; p < index.routeEnd[r]!; p++) {
      for (const d of days) {
        const lf = load(p, d);
        if (Number.isNaN(lf)) continue;
        [min, max] = [Math.min(min, lf), Math.max(max, lf)];
        route.sum += lf;
        route.n++;
        const month = formatDay(d).slice(0, 7);
        const bucket = index.patSouth[p] === 1 ? bySouthMonth : byMonth;
        const m = bucket.get(month) ?? bucket.set(month, { sum: 0, n: 0 }).get(month)!;
        m.sum += lf;
        m.n++;
        // Weekdays compared outside the holidays and summer peaks.
        if (weeks.november.includes(d) || weeks.february.includes(d)) {
          byWeekday[weekdayOf(d)]!.sum += lf;
          byWeekday[weekdayOf(d)]!.n++;
        }
      }
    }
    if (route.n) routeMeans.push(route.sum / route.n);
  }

  it('stays within 35–98 % and averages like an airline', () => {
    expect(min).toBeGreaterThan(0.33); // whole seats: floor(seats × 0.35) / seats
    expect(max).toBeLessThanOrEqual(0.98);
    const all = [...byMonth.values(), ...bySouthMonth.values()].reduce((a, b) => ({
      sum: a.sum + b.sum,
      n: a.n + b.n,
    }));
    expect(mean(all)).toBeGreaterThan(0.6);
    expect(mean(all)).toBeLessThan(0.85);
  });

  it('differs by route: route means spread over 12 points between the 10th and 90th percentile', () => {
    // With one load for every route, 28-odd flights of ±0.08 noise would spread about 5 points.
    const sorted = [...routeMeans].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;
    const avg = sorted.reduce((a, b) => a + b, 0) / sorted.length;
    const sd = Math.sqrt(sorted.reduce((a, b) => a + (b - avg) ** 2, 0) / sorted.length);
    expect(sorted.length).toBe(index.routeStart.length);
    expect(at(0.9) - at(0.1)).toBeGreaterThan(0.12);
    expect(sd).toBeGreaterThan(0.04);
  });

  it('Friday and Sunday fuller than Tuesday, Wednesday and Saturday', () => {
    const w = byWeekday.map(mean);
    for (const full of [4, 6]) for (const empty of [1, 2, 5]) expect(w[full]! - w[empty]!).toBeGreaterThan(0.08);
  });

  it('summer and the December holidays fuller than February and November; reversed south of the equator', () => {
    const north = (m: string) => mean(byMonth.get(m)!);
    expect(north('2027-07') - north('2027-02')).toBeGreaterThan(0.1);
    expect(north('2026-12') - north('2026-11')).toBeGreaterThan(0.1);
    const south = (m: string) => mean(bySouthMonth.get(m)!);
    expect(south('2027-02') - south('2027-07')).toBeGreaterThan(0.1);
  });
});
