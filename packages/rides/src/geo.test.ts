import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearing, destinationPoint, greatCircleKm, interpolate, type LatLon } from './geo.ts';

const point = fc.record({
  lat: fc.double({ min: -80, max: 80, noNaN: true }),
  lon: fc.double({ min: -179, max: 179, noNaN: true }),
});
const paris: LatLon = { lat: 48.8566, lon: 2.3522 };
const london: LatLon = { lat: 51.5074, lon: -0.1278 };

describe('greatCircleKm', () => {
  it('measures known distances', () => {
    expect(greatCircleKm(paris, london)).toBeCloseTo(343.5, 0);
    expect(greatCircleKm(paris, paris)).toBe(0);
    // One degree of latitude is about 111.2 km.
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.2, 1);
  });

  it('is symmetric and never negative', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(greatCircleKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(greatCircleKm(a, b)).toBeCloseTo(greatCircleKm(b, a), 6);
      }),
    );
  });
});

describe('interpolate', () => {
  it('gives the endpoints at 0 and 1 and clamps beyond', () => {
    expect(interpolate(paris, london, 0)).toEqual(paris);
    expect(interpolate(paris, london, 1)).toEqual(london);
    expect(interpolate(paris, london, -3)).toEqual(paris);
    expect(interpolate(paris, london, 7)).toEqual(london);
    expect(interpolate(paris, london, Number.NaN)).toEqual(paris);
  });

  it('halfway is about halfway (within 1 % over 340 km; rides are far shorter)', () => {
    const mid = interpolate(paris, london, 0.5);
    expect(Math.abs(greatCircleKm(paris, mid) - greatCircleKm(mid, london))).toBeLessThan(
      0.01 * greatCircleKm(paris, london),
    );
  });

  it('crosses the antimeridian the short way', () => {
    const mid = interpolate({ lat: 0, lon: 179 }, { lat: 0, lon: -179 }, 0.5);
    expect(Math.abs(mid.lon)).toBeCloseTo(180, 6);
  });

  it('never leaves the segment: distance from the start grows with the fraction', () => {
    fc.assert(
      fc.property(
        point,
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, dLat, dLon, f) => {
          const b = { lat: a.lat + dLat, lon: a.lon + dLon };
          const p = interpolate(a, b, f);
          expect(greatCircleKm(a, p)).toBeLessThanOrEqual(greatCircleKm(a, b) + 1e-6);
        },
      ),
    );
  });
});

describe('bearing and destinationPoint', () => {
  it('north is 0°, east is 90°', () => {
    expect(bearing({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(0, 6);
    expect(bearing({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(90, 6);
  });

  it('walking a distance on a bearing lands that far away', () => {
    fc.assert(
      fc.property(
        point,
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (from, deg, km) => {
          expect(greatCircleKm(from, destinationPoint(from, deg, km))).toBeCloseTo(km, 4);
        },
      ),
    );
  });
});
