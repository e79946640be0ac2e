/**
 * The route network (undirected airport pairs with their operating carriers), from hubs, airport
 * size and great-circle distance:
 *  1. domestic spokes from every carrier hub (bigger and nearer airports first);
 *  2. international links from main hubs (bigger hubs reach further), and between major carriers' hubs;
 *  3. regional international links between nearby mid-size airports;
 *  4. coverage: every airport reaches at least one larger airport (so the network is connected).
 * Cabotage (`cabotage.ts`) holds throughout: a domestic route offered to a carrier that may not fly
 * it goes to a home carrier instead (one hubbed at an end first), and is not created when the
 * country has none; coverage then links the airport abroad.
 */
import { greatCircleKm } from '../reference/geo.ts';
import type { Airport } from '../reference/types.ts';
import { mayFlyDomestic } from './cabotage.ts';
import type { Carrier } from './carriers.ts';
import type { Rng } from './random.ts';

export type RouteDraft = { a: number; b: number; km: number; operators: number[] };

const SIZE_WEIGHT = [0, 1, 2, 4, 7, 10] as const;
const DOMESTIC_LIMIT = [0, 4, 8, 20, 50, 90] as const;
const INTERNATIONAL_LIMIT = [0, 2, 4, 12, 35, 70] as const;
export const MIN_ROUTE_KM = 100;
export const MAX_ROUTE_KM = 15_500;
const MAX_OPERATORS = 3;

export function buildRoutes(
  airports: readonly Airport[],
  carriers: readonly Carrier[],
  rng: Rng,
  mayFly: (carrierCountry: string, routeCountry: string) => boolean = mayFlyDomestic,
): RouteDraft[] {
  const n = airports.length;
  const km = (i: number, j: number) =>
    greatCircleKm(airports[i]!.lat, airports[i]!.lon, airports[j]!.lat, airports[j]!.lon);
  const routes = new Map<number, RouteDraft>();
  const degree = new Int32Array(n);
  const firstLink = new Int32Array(n).fill(-1);

  const add = (i: number, j: number, offered: number, dist = km(i, j)): boolean => {
    if (i === j || dist < MIN_ROUTE_KM || dist > MAX_ROUTE_KM) return false;
    const carrier = allowedOperator(i, j, offered);
    if (carrier < 0) return false;
    const [a, b] = i < j ? [i, j] : [j, i];
    const key = a * n + b;
    let r = routes.get(key);
    if (!r) {
      r = { a, b, km: Math.round(dist), operators: [] };
      routes.set(key, r);
      degree[a]!++;
      degree[b]!++;
      if (firstLink[a] === -1) firstLink[a] = b;
      if (firstLink[b] === -1) firstLink[b] = a;
    }
    if (!r.operators.includes(carrier) && r.operators.length < MAX_OPERATORS) r.operators.push(carrier);
    return true;
  };

  const byCountry = new Map<string, number[]>();
  airports.forEach((a, i) => push(byCountry, a.country, i));
  const carriersAt = new Map<number, number[]>();
  const carriersOf = new Map<string, number[]>();
  carriers.forEach((c, ci) => {
    c.hubs.forEach((h) => push(carriersAt, h, ci));
    push(carriersOf, airports[c.hubs[0]!]!.country, ci);
  });

  /** `offered` when it may fly i–j, else a home carrier of a domestic route (hubbed at an end first), else −1. */
  const homeCountry = carriers.map((c) => airports[c.hubs[0]!]!.country);
  const cabRng = rng.fork('cabotage');
  const allowedOperator = (i: number, j: number, offered: number): number => {
    const country = airports[i]!.country;
    if (country !== airports[j]!.country || mayFly(homeCountry[offered]!, country)) return offered;
    const hubbed = [...(carriersAt.get(i) ?? []), ...(carriersAt.get(j) ?? [])].filter((c) =>
      mayFly(homeCountry[c]!, country),
    );
    if (hubbed.length) return cabRng.pick(hubbed);
    const local = carriersOf.get(country) ?? [];
    return local.length ? cabRng.pick(local) : -1;
  };

  /** Who flies a route nobody planned from a hub: a carrier hubbed at an end, else a home carrier of an end, else the nearest. */
  const opRng = rng.fork('operators');
  const operatorFor = (i: number, j: number): number => {
    const hubbed = [...(carriersAt.get(i) ?? []), ...(carriersAt.get(j) ?? [])];
    if (hubbed.length) return opRng.pick(hubbed);
    const home = [...(carriersOf.get(airports[i]!.country) ?? []), ...(carriersOf.get(airports[j]!.country) ?? [])];
    if (home.length) return opRng.pick(home);
    let best = 0;
    let bestKm = Infinity;
    carriers.forEach((c, ci) => {
      const d = km(c.hubs[0]!, i);
      if (d < bestKm) [best, bestKm] = [ci, d];
    });
    return best;
  };

  const top = (hub: number, candidates: number[], limit: number, decayKm: number, r: Rng) =>
    candidates
      .map((d) => {
        const dist = km(hub, d);
        const score = SIZE_WEIGHT[airports[d]!.size] ** 1.3 * Math.exp(-dist / decayKm) * (0.5 + r.next());
        return { d, dist, score };
      })
      .filter((x) => x.dist >= MIN_ROUTE_KM && x.dist <= MAX_ROUTE_KM)
      .sort((x, y) => y.score - x.score || x.d - y.d)
      .slice(0, limit);

  // 1. Domestic spokes.
  const domRng = rng.fork('domestic');
  carriers.forEach((c, ci) => {
    c.hubs.forEach((h, hi) => {
      const home = byCountry.get(airports[h]!.country)!.filter((d) => d !== h);
      const limit = Math.round(DOMESTIC_LIMIT[airports[h]!.size] * (hi === 0 ? 1 : 0.6));
      for (const { d, dist } of top(h, home, limit, 2500, domRng)) if (dist <= 5000) add(h, d, ci, dist);
    });
  });

  // 2. International from hubs.
  const intlRng = rng.fork('international');
  const bigAirports = airports.map((_, i) => i).filter((i) => airports[i]!.size >= 3);
  carriers.forEach((c, ci) => {
    c.hubs.forEach((h, hi) => {
      if (hi > 0 && !c.major) return;
      const foreign = bigAirports.filter((d) => airports[d]!.country !== airports[h]!.country);
      const scale = (c.major ? 1.3 : 1) * (hi === 0 ? 1 : 0.4);
      const limit = Math.round(INTERNATIONAL_LIMIT[airports[h]!.size] * scale);
      for (const { d, dist } of top(h, foreign, limit, c.major ? 7000 : 3500, intlRng)) {
        add(h, d, ci, dist);
        // The other end's own carrier often flies it too.
        const theirs = carriersAt.get(d);
        if (theirs && intlRng.chance(0.5)) add(h, d, intlRng.pick(theirs), dist);
      }
    });
  });

  // 2b. Major carriers link their hubs with other majors' main hubs abroad (the flagship routes).
  const flagRng = rng.fork('flagship');
  const majorMainHubs = carriers.filter((c) => c.major).map((c) => c.hubs[0]!);
  carriers.forEach((c, ci) => {
    if (!c.major) return;
    for (const h of c.hubs) {
      for (const d of majorMainHubs) {
        if (airports[d]!.country === airports[h]!.country) continue;
        const dist = km(h, d);
        if (flagRng.chance(0.7 * Math.exp(-dist / 9000))) add(h, d, ci, dist);
      }
    }
  });

  // 3. Regional international links between mid-size airports.
  const regRng = rng.fork('regional');
  for (const i of bigAirports) {
    for (const j of bigAirports) {
      if (j <= i || airports[i]!.country === airports[j]!.country) continue;
      const dist = km(i, j);
      if (dist > 1500) continue;
      const p = (0.04 * airports[i]!.size * airports[j]!.size) / 9;
      if (regRng.chance(p)) add(i, j, operatorFor(i, j), dist);
    }
  }

  // 4. Coverage: each airport links to its nearest larger airport (at home when one is within
  // 2,500 km); a small airport with a single link often gets a second.
  const covRng = rng.fork('coverage');
  const nearestLarger = (i: number, skip: number, abroad: boolean): number => {
    const target = Math.max(3, airports[i]!.size + 1);
    let best = -1;
    let bestScore = Infinity;
    for (let j = 0; j < n; j++) {
      if (j === i || j === skip || airports[j]!.size < target) continue;
      if (abroad && airports[j]!.country === airports[i]!.country) continue;
      const dist = km(i, j);
      if (dist < MIN_ROUTE_KM) continue;
      const score = airports[j]!.country === airports[i]!.country && dist <= 2500 ? dist : dist + 2500;
      if (score < bestScore) [best, bestScore] = [j, score];
    }
    return best;
  };
  /** Links i to its nearest larger airport, abroad when cabotage rules the domestic one out. */
  const link = (i: number, skip: number): void => {
    const j = nearestLarger(i, skip, false);
    if (j >= 0 && add(i, j, operatorFor(i, j))) return;
    const k = nearestLarger(i, skip, true);
    if (k >= 0 && k !== j) add(i, k, operatorFor(i, k));
  };
  for (let i = 0; i < n; i++) {
    if (airports[i]!.size >= 5) continue;
    if (degree[i]! === 0) link(i, -1);
    if (degree[i]! === 1 && airports[i]!.size <= 2 && covRng.chance(0.5)) link(i, firstLink[i]!);
  }
  return [...routes.values()];
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
