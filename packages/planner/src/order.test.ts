import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '@escazo/rides';
import { shortestOrder } from './order.ts';
import { seededRandom } from './testing/random-catalogue.ts';
import { near } from './testing/fixtures.ts';
import type { LatLon } from './types.ts';

const length = (order: number[], stops: LatLon[], start: LatLon | null, end: LatLon | null) => {
  const path = [...(start ? [start] : []), ...order.map((i) => stops[i]!), ...(end ? [end] : [])];
  return path.slice(1).reduce((sum, p, i) => sum + greatCircleKm(path[i]!, p), 0);
};

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

describe('visiting order', () => {
  it('walks a line from the start end to the far end', () => {
    const stops = [near(0, 3), near(0, 1), near(0, 4), near(0, 2)];
    expect(shortestOrder(stops, near(0, 0), null)).toEqual([1, 3, 0, 2]);
  });

  it('is exact for up to 7 stops (same length as the best permutation)', () => {
    const random = seededRandom(7);
    for (let run = 0; run < 20; run++) {
      const stops = Array.from({ length: 6 }, () => near(random() * 10, random() * 10));
      const start = near(random() * 10, random() * 10);
      const end = run % 2 === 0 ? start : null;
      const best = Math.min(...permutations(6).map((p) => length(p, stops, start, end)));
      expect(length(shortestOrder(stops, start, end), stops, start, end)).toBeCloseTo(best, 9);
    }
  });

  it('orders more stops with 2-opt: a visit order of every stop without crossings on a circle', () => {
    const stops = Array.from({ length: 12 }, (_, i) =>
      near(5 * Math.sin((i * 7 * Math.PI * 2) / 12), 5 * Math.cos((i * 7 * Math.PI * 2) / 12)),
    );
    const order = shortestOrder(stops, null, null);
    expect([...order].sort((a, b) => a - b)).toEqual(stops.map((_, i) => i));
    // The optimum on a circle is walking round it, missing one edge: 11 chords of 30°.
    const chord = greatCircleKm(near(5, 0), near(5 * Math.cos(Math.PI / 6), 5 * Math.sin(Math.PI / 6)));
    expect(length(order, stops, null, null)).toBeLessThan(11 * chord * 1.01);
  });
});
