import { greatCircleKm } from '@escazo/rides';
import type { LatLon } from './types.ts';

export type Clustering = { medoids: number[]; assignment: number[] };

const MAX_ROUNDS = 30;

/**
 * Alternating k-medoids on great-circle distance. Deterministic: the first medoid is the point with
 * the smallest total distance to all others, each next one the point farthest from the medoids so far
 * (ties to the lower index). Then: assign every point to its nearest medoid, move each medoid to the
 * member with the smallest total distance to its cluster, until nothing changes.
 * `assignment[i]` is the index into `medoids` of point i's cluster.
 */
export function kMedoids(points: readonly LatLon[], k: number): Clustering {
  const n = points.length;
  const clusters = Math.max(0, Math.min(k, n));
  if (clusters === 0) return { medoids: [], assignment: points.map(() => -1) };
  const dist: number[][] = points.map((a) => points.map((b) => greatCircleKm(a, b)));
  const rowSum = (i: number, members: readonly number[]) => members.reduce((sum, j) => sum + dist[i]![j]!, 0);

  const all = points.map((_, i) => i);
  let first = 0;
  for (let i = 1; i < n; i++) if (rowSum(i, all) < rowSum(first, all)) first = i;
  const medoids = [first];
  const nearest = dist[first]!.slice();
  while (medoids.length < clusters) {
    let far = -1;
    for (let i = 0; i < n; i++) if (!medoids.includes(i) && (far < 0 || nearest[i]! > nearest[far]!)) far = i;
    medoids.push(far);
    for (let i = 0; i < n; i++) nearest[i] = Math.min(nearest[i]!, dist[far]![i]!);
  }

  let assignment = assign(dist, medoids);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let moved = false;
    for (let c = 0; c < medoids.length; c++) {
      const members = all.filter((i) => assignment[i] === c);
      let best = medoids[c]!;
      let bestCost = rowSum(best, members);
      for (const candidate of members) {
        const cost = rowSum(candidate, members);
        if (cost < bestCost - 1e-12) {
          best = candidate;
          bestCost = cost;
        }
      }
      if (best !== medoids[c]) {
        medoids[c] = best;
        moved = true;
      }
    }
    if (!moved) break;
    assignment = assign(dist, medoids);
  }
  return { medoids, assignment };
}

function assign(dist: readonly (readonly number[])[], medoids: readonly number[]): number[] {
  return dist.map((row) => {
    let best = 0;
    for (let c = 1; c < medoids.length; c++) if (row[medoids[c]!]! < row[medoids[best]!]!) best = c;
    return best;
  });
}
