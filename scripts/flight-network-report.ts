// `npx tsx scripts/flight-network-report.ts [--start 2026-11-22] [--seed N]`: what the flight
// network rules change, for the generated network (default seed) over one week of departure dates.
// Prints the routes, the domestic routes whose operators changed under cabotage, and the one-stop
// itineraries the old rules (MCT 45 min domestic / 60 international, at most 8 h, detour at most
// 1.6 × direct + 800 km, no cabotage) return against the new ones, with what each new rule
// prunes. Both counts enumerate hub triples here; the new count is checked against the router.
import { parseArgs } from 'node:util';
import { maxConnectingKm, maxLayoverMinutes, minConnectionMinutes } from '@escazo/contracts/search-flights';
import { greatCircleKm, loadReferenceData } from '@escazo/inventory';
import {
  DEFAULT_FLIGHT_SEED,
  formatDay,
  generateFlightNetwork,
  networkStats,
  parseDay,
  weekdayOf,
  type FlightNetwork,
} from '@escazo/inventory/flights';
import {
  ADJ,
  buildFlightIndex,
  Candidates,
  departureUtc,
  routeFlights,
  type FlightIndex,
} from '@escazo/search/flights';

const { values: args } = parseArgs({
  options: { start: { type: 'string', default: '2026-11-22' }, seed: { type: 'string' } },
});
const seed = args.seed ? Number(args.seed) : DEFAULT_FLIGHT_SEED;
const start = parseDay(args.start)!;
/** A week of first-flight dates, two weeks after the start (every weekday once). */
const week = Array.from({ length: 7 }, (_, k) => start + 14 + k);

const reference = loadReferenceData();
const oldNetwork = generateFlightNetwork(reference, { seed, startDate: args.start, cabotage: false });
const newNetwork = generateFlightNetwork(reference, { seed, startDate: args.start });

/** Operators per undirected airport pair ('AAA-BBB' → sorted airline codes), domestic pairs only. */
function domesticOperators(network: FlightNetwork): Map<string, string> {
  const country = new Map(network.airports.map((a) => [a.iata, a.country]));
  const sets = new Map<string, Set<string>>();
  for (const p of network.patterns) {
    if (country.get(p.origin) !== country.get(p.destination)) continue;
    const key = p.origin < p.destination ? `${p.origin}-${p.destination}` : `${p.destination}-${p.origin}`;
    (sets.get(key) ?? sets.set(key, new Set()).get(key)!).add(p.airline);
  }
  return new Map([...sets].map(([k, s]) => [k, [...s].sort().join(',')]));
}

const OLD = { domestic: 45, international: 60, max: 480 };
const oldDetourKm = (d: number) => 1.6 * d + 800;

type Tally = {
  old: number;
  new: number;
  /** Old-valid itineraries the new rules reject, by the first failing rule (cabotage, circuity, time). */
  firstFail: [number, number, number];
  /** The same, counting every rule an itinerary breaks. */
  anyFail: [number, number, number];
  /** New-valid itineraries the old rules rejected (shorter minimum connections at small hubs). */
  newOnly: number;
};

/** Every one-stop itinerary with the first flight on one of `days`, judged by the old and the new rules. */
function enumerate(index: FlightIndex, days: number[]): Tally {
  const tally: Tally = { old: 0, new: 0, firstFail: [0, 0, 0], anyFail: [0, 0, 0], newOnly: 0 };
  const { airportCountry, airportLat, airportLon, outAdj, inAdj, outStart, inStart, patHot, patHotIn } = index;
  const size = index.network.airports.map((a) => a.size);
  for (let h = 0; h < index.airportCount; h++) {
    for (let i = inStart[h]!; i < inStart[h + 1]!; i++) {
      const o = inAdj[i * ADJ]!;
      for (let j = outStart[h]!; j < outStart[h + 1]!; j++) {
        const t = outAdj[j * ADJ]!;
        if (t === o) continue;
        const km = inAdj[i * ADJ + 4]! + outAdj[j * ADJ + 4]!;
        const direct = greatCircleKm(airportLat[o]!, airportLon[o]!, airportLat[t]!, airportLon[t]!);
        const oldDetour = km <= oldDetourKm(direct);
        const circuity = km <= maxConnectingKm(direct);
        if (!oldDetour && !circuity) continue;
        const sameCountry = airportCountry[o] === airportCountry[t];
        const cabotage = !sameCountry || airportCountry[h] === airportCountry[o];
        const oldDomestic = sameCountry && airportCountry[h] === airportCountry[o];
        const oldMct = oldDomestic ? OLD.domestic : OLD.international;
        const newMin = minConnectionMinutes(size[h]!, sameCountry);
        const newMax = maxLayoverMinutes(sameCountry);
        for (let k = inAdj[i * ADJ + 2]!; k < inAdj[i * ADJ + 3]!; k++) {
          const p = patHotIn[k * 4 + 3]!;
          for (const day of days) {
            if ((patHot[p * 4 + 2]! & (1 << weekdayOf(day))) === 0) continue;
            const arr1 = departureUtc(index, p, day) + patHot[p * 4 + 1]!;
            for (let q = outAdj[j * ADJ + 2]!; q < outAdj[j * ADJ + 3]!; q++) {
              for (let d2 = day - 2; d2 <= day + 3; d2++) {
                if ((patHot[q * 4 + 2]! & (1 << weekdayOf(d2))) === 0) continue;
                const wait = departureUtc(index, q, d2) - arr1;
                const oldOk = oldDetour && wait >= oldMct && wait <= OLD.max;
                const time = wait >= newMin && wait <= newMax;
                const newOk = cabotage && circuity && time;
                if (oldOk) tally.old++;
                if (newOk) tally.new++;
                if (oldOk && !newOk) {
                  const fails = [!cabotage, !circuity, !time];
                  tally.firstFail[fails.indexOf(true)]!++;
                  fails.forEach((f, r) => f && tally.anyFail[r]!++);
                }
                if (newOk && !oldOk) tally.newOnly++;
              }
            }
          }
        }
      }
    }
  }
  return tally;
}

/** One-stop itineraries the router returns over `days`, one call per origin and two-hop destination. */
function routed(index: FlightIndex, days: number[]): number {
  const c = new Candidates();
  const to = [0];
  const seen = new Int32Array(index.airportCount).fill(-1);
  let count = 0;
  for (let o = 0; o < index.airportCount; o++) {
    const targets: number[] = [];
    for (let i = index.outStart[o]!; i < index.outStart[o + 1]!; i++) {
      const h = index.outAdj[i * ADJ]!;
      for (let j = index.outStart[h]!; j < index.outStart[h + 1]!; j++) {
        const t = index.outAdj[j * ADJ]!;
        if (t === o || seen[t] === o) continue;
        targets.push(t);
        seen[t] = o;
      }
    }
    for (const t of targets) {
      to[0] = t;
      for (const day of days) {
        c.reset();
        routeFlights(index, [o], to, day, c);
        for (let k = 0; k < c.count; k++) if (c.leg2[k]! >= 0) count++;
      }
    }
  }
  return count;
}

const oldIndex = buildFlightIndex(oldNetwork);
const newIndex = buildFlightIndex(newNetwork);
const before = domesticOperators(oldNetwork);
const after = domesticOperators(newNetwork);
const changed = [...before].filter(([k, ops]) => after.get(k) !== ops).length;
const removed = [...before.keys()].filter((k) => !after.has(k)).length;
const added = [...after.keys()].filter((k) => !before.has(k)).length;
const oldStats = networkStats(oldNetwork);
const newStats = networkStats(newNetwork);
const onOld = enumerate(oldIndex, week);
const onNew = enumerate(newIndex, week);
const router = routed(newIndex, week);

const n = (x: number) => x.toLocaleString('en-US');
const pct = (x: number, of: number) => `${((100 * x) / of).toFixed(1)} %`;
console.log(`Flight network, seed ${seed}, generated from ${args.start}`);
console.log(`first flights ${formatDay(week[0]!)} … ${formatDay(week[6]!)}\n`);
console.log(`routes (directed)          before ${n(oldStats.routes)}, now ${n(newStats.routes)}`);
console.log(`patterns                   before ${n(oldStats.patterns)}, now ${n(newStats.patterns)}`);
console.log(`domestic routes (pairs)    before ${n(before.size)}, now ${n(after.size)}`);
console.log(`  operator set changed     ${n(changed)} (of which dropped: ${n(removed)}); new pairs ${n(added)}\n`);
console.log(`one-stop itineraries over the week`);
console.log(`  old rules, old network   ${n(onOld.old)}`);
console.log(`  new rules, old network   ${n(onOld.new)}`);
console.log(`  pruned (first failing rule / any):`);
const rules = ['cabotage', 'circuity', 'connection time'];
rules.forEach((r, k) =>
  console.log(
    `    ${r.padEnd(22)} ${n(onOld.firstFail[k]!)} (${pct(onOld.firstFail[k]!, onOld.old)}) / ${n(onOld.anyFail[k]!)}`,
  ),
);
console.log(`  added (shorter minimum connection at small hubs) ${n(onOld.newOnly)}`);
console.log(`  old rules, new network   ${n(onNew.old)}`);
console.log(`  new rules, new network   ${n(onNew.new)}  (router returns ${n(router)})`);
