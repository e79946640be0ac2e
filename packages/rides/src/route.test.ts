import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RIDE_MAX_KM } from '@escazo/contracts/ride-options';
import { destinationPoint, greatCircleKm, type LatLon } from './geo.ts';
import { estimateRoute, localMinuteOfDay, ROAD_FACTOR, trafficPeriod, withinRideLimit } from './route.ts';

const centre: LatLon = { lat: 40.7128, lon: -74.006 };
const NOON = 12 * 60;
const RUSH = 8 * 60;
const NIGHT = 2 * 60;
const away = (km: number) => destinationPoint(centre, 45, km);

describe('trafficPeriod', () => {
  it('rush 07:00–09:30 and 16:30–19:00, night 22:00–06:00, day otherwise', () => {
    expect(trafficPeriod(7 * 60 - 1)).toBe('day');
    expect(trafficPeriod(7 * 60)).toBe('rush');
    expect(trafficPeriod(9 * 60 + 29)).toBe('rush');
    expect(trafficPeriod(9 * 60 + 30)).toBe('day');
    expect(trafficPeriod(16 * 60 + 30)).toBe('rush');
    expect(trafficPeriod(19 * 60)).toBe('day');
    expect(trafficPeriod(22 * 60)).toBe('night');
    expect(trafficPeriod(0)).toBe('night');
    expect(trafficPeriod(6 * 60 - 1)).toBe('night');
    expect(trafficPeriod(6 * 60)).toBe('day');
    expect(trafficPeriod(24 * 60 + RUSH)).toBe('rush');
  });
});

describe('estimateRoute', () => {
  it('road distance is the straight line × 1.3, to 0.1 km', () => {
    const to = away(10);
    const route = estimateRoute(centre, to, NOON);
    expect(route.distanceKm).toBe(Math.round(greatCircleKm(centre, to) * ROAD_FACTOR * 10) / 10);
    expect(route.distanceKm).toBe(13);
    // 5 km urban at 25 km/h (12 min) + 8 km at 55 km/h (8.7 min).
    expect(route.minutes).toBe(21);
  });

  it('takes at least a minute, in whole minutes', () => {
    expect(estimateRoute(centre, centre, NOON)).toEqual({ distanceKm: 0, minutes: 1 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 200, noNaN: true }), fc.integer({ min: 0, max: 1439 }), (km, minute) => {
        const { minutes } = estimateRoute(centre, away(km), minute);
        expect(Number.isInteger(minutes)).toBe(true);
        expect(minutes).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('is monotonic in distance at any time of day', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 150, noNaN: true }),
        fc.double({ min: 0, max: 150, noNaN: true }),
        fc.integer({ min: 0, max: 1439 }),
        (x, y, minute) => {
          const [near, far] = x <= y ? [x, y] : [y, x];
          const a = estimateRoute(centre, away(near), minute);
          const b = estimateRoute(centre, away(far), minute);
          expect(a.distanceKm).toBeLessThanOrEqual(b.distanceKm);
          expect(a.minutes).toBeLessThanOrEqual(b.minutes);
        },
      ),
    );
  });

  it('rush hour is slower than the day, the night faster', () => {
    fc.assert(
      fc.property(fc.double({ min: 3, max: 110, noNaN: true }), (km) => {
        const to = away(km);
        const rush = estimateRoute(centre, to, RUSH).minutes;
        const day = estimateRoute(centre, to, NOON).minutes;
        const night = estimateRoute(centre, to, NIGHT).minutes;
        expect(rush).toBeGreaterThan(day);
        expect(day).toBeGreaterThan(night);
      }),
    );
  });

  it('longer trips are faster per km', () => {
    const short = estimateRoute(centre, away(3), NOON);
    const long = estimateRoute(centre, away(40), NOON);
    expect(long.minutes / long.distanceKm).toBeLessThan(short.minutes / short.distanceKm);
  });
});

describe('withinRideLimit', () => {
  it('allows up to 150 km of road', () => {
    expect(withinRideLimit({ distanceKm: RIDE_MAX_KM })).toBe(true);
    expect(withinRideLimit({ distanceKm: RIDE_MAX_KM + 0.1 })).toBe(false);
  });
});

describe('localMinuteOfDay', () => {
  it('reads the wall clock of the zone, across daylight saving', () => {
    expect(localMinuteOfDay(new Date('2027-01-15T13:45:00Z'), 'America/New_York')).toBe(8 * 60 + 45);
    expect(localMinuteOfDay(new Date('2027-07-15T13:45:00Z'), 'America/New_York')).toBe(9 * 60 + 45);
    expect(localMinuteOfDay(new Date('2027-07-15T23:10:00Z'), 'Asia/Kolkata')).toBe(4 * 60 + 40);
    expect(localMinuteOfDay(new Date('2027-07-15T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('refuses an unknown zone', () => {
    expect(() => localMinuteOfDay(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
