import { greatCircleKm } from '@escazo/rides';
import type { LatLon } from './types.ts';

/** Up to this many stops are ordered exactly; more are ordered by nearest neighbour then 2-opt. */
export const EXACT_ORDER_MAX = 7;

/**
 * The visiting order (indexes into `stops`) with the least total distance from `start` through every
 * stop to `end` (either may be null: the path then starts or ends at a stop).
 */
export function shortestOrder(stops: readonly LatLon[], start: LatLon | null, end: LatLon | null): number[] {
  const n = stops.length;
  if (n <= 1) return stops.map((_, i) => i);
  const between = stops.map((a) => stops.map((b) => greatCircleKm(a, b)));
  const fromStart = stops.map((s) => (start ? greatCircleKm(start, s) : 0));
  const toEnd = stops.map((s) => (end ? greatCircleKm(s, end) : 0));
  return n <= EXACT_ORDER_MAX
    ? exactOrder(between, fromStart, toEnd)
    : twoOpt(nearestNeighbour(between, fromStart), between, fromStart, toEnd);
}

/** Total distance of a path in the given order. */
export function pathLength(
  order: readonly number[],
  between: readonly (readonly number[])[],
  fromStart: readonly number[],
  toEnd: readonly number[],
): number {
  if (order.length === 0) return 0;
  let total = fromStart[order[0]!]! + toEnd[order[order.length - 1]!]!;
  for (let i = 1; i < order.length; i++) total += between[order[i - 1]!]![order[i]!]!;
  return total;
}

/** Depth-first search over every permutation, pruning partial paths already longer than the best. */
function exactOrder(between: number[][], fromStart: number[], toEnd: number[]): number[] {
  const n = fromStart.length;
  let best: number[] = [];
  let bestLength = Infinity;
  const path: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const visit = (length: number) => {
    if (length >= bestLength) return;
    if (path.length === n) {
      const total = length + toEnd[path[n - 1]!]!;
      if (total < bestLength - 1e-9) {
        bestLength = total;
        best = path.slice();
      }
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      const step = path.length === 0 ? fromStart[i]! : between[path[path.length - 1]!]![i]!;
      used[i] = true;
      path.push(i);
      visit(length + step);
      path.pop();
      used[i] = false;
    }
  };
  visit(0);
  return best;
}

function nearestNeighbour(between: number[][], fromStart: number[]): number[] {
  const left = new Set(fromStart.map((_, i) => i));
  const order: number[] = [];
  let distanceTo = fromStart;
  while (left.size > 0) {
    let next = -1;
    for (const i of left) if (next < 0 || distanceTo[i]! < distanceTo[next]!) next = i;
    order.push(next);
    left.delete(next);
    distanceTo = between[next]!;
  }
  return order;
}

/** Reverse segments while that shortens the path. */
function twoOpt(initial: number[], between: number[][], fromStart: number[], toEnd: number[]): number[] {
  let order = initial;
  let length = pathLength(order, between, fromStart, toEnd);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        const candidate = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
        const candidateLength = pathLength(candidate, between, fromStart, toEnd);
        if (candidateLength < length - 1e-9) {
          order = candidate;
          length = candidateLength;
          improved = true;
        }
      }
    }
  }
  return order;
}
