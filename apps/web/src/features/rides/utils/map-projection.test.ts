import { describe, expect, it } from 'vitest';
import { compassDirection, distanceKm, fitProjection } from './map-projection.ts';

const frame = { width: 400, height: 300, padding: 20 };

describe('fitProjection', () => {
  it('keeps every point inside the padded frame, north up and east right', () => {
    const a = { lat: 40.64, lon: -73.78 };
    const b = { lat: 40.76, lon: -73.98 };
    const project = fitProjection([a, b], frame);
    for (const p of [a, b].map(project)) {
      expect(p.x).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(p.x).toBeLessThanOrEqual(380 + 1e-9);
      expect(p.y).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(p.y).toBeLessThanOrEqual(280 + 1e-9);
    }
    expect(project(b).y).toBeLessThan(project(a).y);
    expect(project(b).x).toBeLessThan(project(a).x);
  });

  it('centres a single point', () => {
    const project = fitProjection([{ lat: 51.5, lon: -0.12 }], frame);
    expect(project({ lat: 51.5, lon: -0.12 })).toEqual({ x: 200, y: 150 });
  });
});

describe('compassDirection and distanceKm', () => {
  it('names the direction and measures the distance', () => {
    const centre = { lat: 0, lon: 0 };
    expect(compassDirection(centre, { lat: 1, lon: 0 })).toBe('north');
    expect(compassDirection(centre, { lat: -1, lon: -1 })).toBe('south-west');
    expect(compassDirection(centre, { lat: 0, lon: 1 })).toBe('east');
    expect(distanceKm(centre, { lat: 1, lon: 0 })).toBeCloseTo(111.2, 1);
  });
});
