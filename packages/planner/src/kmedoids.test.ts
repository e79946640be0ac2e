import { describe, expect, it } from 'vitest';
import { kMedoids } from './kmedoids.ts';
import { near } from './testing/fixtures.ts';

describe('k-medoids', () => {
  const west = [near(0, -10), near(0.3, -10.2), near(-0.2, -9.9), near(0.1, -10.4)];
  const east = [near(0, 10), near(0.2, 10.3), near(-0.3, 9.8)];
  const points = [west[0]!, east[0]!, west[1]!, east[1]!, west[2]!, east[2]!, west[3]!];

  it('separates two distant groups', () => {
    const { medoids, assignment } = kMedoids(points, 2);
    expect(medoids).toHaveLength(2);
    const westCluster = assignment[0];
    expect([0, 2, 4, 6].map((i) => assignment[i])).toEqual([westCluster, westCluster, westCluster, westCluster]);
    expect([1, 3, 5].every((i) => assignment[i] !== westCluster)).toBe(true);
  });

  it('picks medoids that are members of their clusters', () => {
    const { medoids, assignment } = kMedoids(points, 2);
    medoids.forEach((m, c) => expect(assignment[m]).toBe(c));
  });

  it('is deterministic', () => {
    expect(kMedoids(points, 3)).toEqual(kMedoids(points, 3));
  });

  it('never makes more clusters than points, nor any for k = 0', () => {
    expect(kMedoids(points.slice(0, 2), 5).medoids).toHaveLength(2);
    expect(kMedoids(points, 0)).toEqual({ medoids: [], assignment: points.map(() => -1) });
  });
});
