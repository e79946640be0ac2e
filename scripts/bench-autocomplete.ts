/**
 * In-process autocomplete benchmark: builds the reference data and the index, then times 10,000
 * searches typed as people type them (2–6 character prefixes of real airport names, city names and
 * IATA codes, one in five with a slip), and prints p50/p95/p99.
 *
 *   npx tsx scripts/bench-autocomplete.ts [queries=10000] [seed=42]
 */
import { loadReferenceData } from '@escazo/inventory';
import { buildAutocompleteIndex } from '@escazo/search/autocomplete';

const count = Number(process.argv[2] ?? 10_000);
let state = Number(process.argv[3] ?? 42) >>> 0;
/** mulberry32: a small seeded generator, so every run times the same queries. */
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

let t0 = performance.now();
const data = loadReferenceData();
const referenceMs = performance.now() - t0;
t0 = performance.now();
const index = buildAutocompleteIndex(data);
const buildMs = performance.now() - t0;

const sources = [...data.airports.flatMap((a) => [a.name, a.city, a.iata]), ...data.cities.map((c) => c.name)];
const queries: string[] = [];
let slips = 0;
for (let i = 0; i < count; i++) {
  let q = pick(sources).slice(0, 2 + Math.floor(random() * 5));
  if (q.length >= 4 && random() < 0.2) {
    slips++;
    const at = 1 + Math.floor(random() * (q.length - 1));
    const kind = Math.floor(random() * 3);
    const ch = pick([...'aeinorstl']);
    if (kind === 0) q = q.slice(0, at) + q.slice(at + 1);
    else if (kind === 1) q = q.slice(0, at) + ch + q.slice(at + 1);
    else q = q.slice(0, at) + ch + q.slice(at);
  }
  queries.push(q);
}

// Warm up (JIT, lazily filled fold tables), then time each query.
let sink = 0;
for (let round = 0; round < 3; round++) for (const q of queries) sink += index.search(q).length;
const times = new Float64Array(count);
let empty = 0;
for (let i = 0; i < count; i++) {
  const start = performance.now();
  const found = index.search(queries[i]!);
  times[i] = (performance.now() - start) * 1000;
  sink += found.length;
  if (found.length === 0) empty++;
}
times.sort();
const at = (p: number) => times[Math.min(count - 1, Math.floor((p / 100) * count))]!.toFixed(2);
const mean = times.reduce((a, b) => a + b, 0) / count;

console.log(
  `reference data: ${referenceMs.toFixed(0)} ms (${data.airports.length} airports, ${data.cities.length} cities, ${data.airlines.length} airlines)`,
);
console.log(`index build: ${buildMs.toFixed(0)} ms (${JSON.stringify(index.stats)})`);
console.log(`${count} queries (${slips} with a slip, ${empty} with no result), limit 8:`);
console.log(
  `  p50 ${at(50)} µs   p95 ${at(95)} µs   p99 ${at(99)} µs   max ${times[count - 1]!.toFixed(2)} µs   mean ${mean.toFixed(2)} µs`,
);
console.log(`  target: p99 < 50 µs — ${Number(at(99)) < 50 ? 'met' : 'NOT met'}`);
if (sink < 0) console.log(sink);
