import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rideStatuses } from '@escazo/contracts/ride-options';
import { greatCircleKm, type LatLon } from './geo.ts';
import { positionAt, rideTimeline } from './timeline.ts';

const MIN = 60_000;
const t0 = new Date('2027-05-10T12:00:00Z');
const plus = (minutes: number, from = t0) => new Date(from.getTime() + minutes * MIN);
const driverStart: LatLon = { lat: 52.5, lon: 13.3 };
const pickup: LatLon = { lat: 52.52, lon: 13.4 };
const destination: LatLon = { lat: 52.45, lon: 13.55 };

describe('rideTimeline', () => {
  it('a ride now: the driver leaves at booking', () => {
    const line = rideTimeline({ bookedAt: t0, pickupAt: t0, etaMinutes: 6, tripMinutes: 20 });
    expect(line).toEqual({
      departAt: t0,
      arriveAt: plus(6),
      startAt: plus(7),
      completeAt: plus(27),
      occupiedFrom: t0,
      occupiedUntil: plus(37),
      estimatedArrival: plus(6),
    });
  });

  it('a scheduled ride: the driver leaves ETA minutes before the pick-up', () => {
    const line = rideTimeline({ bookedAt: t0, pickupAt: plus(120), etaMinutes: 8, tripMinutes: 15 });
    expect(line.departAt).toEqual(plus(112));
    expect(line.arriveAt).toEqual(plus(120));
    expect(line.estimatedArrival).toEqual(plus(128));
    expect(line.occupiedUntil).toEqual(plus(120 + 1 + 15 + 10));
  });

  it('timeScale divides every duration but not the documented arrival', () => {
    const line = rideTimeline({ bookedAt: t0, pickupAt: t0, etaMinutes: 6, tripMinutes: 30, timeScale: 30 });
    expect(line.arriveAt).toEqual(new Date(t0.getTime() + 12_000));
    expect(line.startAt).toEqual(new Date(t0.getTime() + 14_000));
    expect(line.completeAt).toEqual(new Date(t0.getTime() + 74_000));
    expect(line.occupiedUntil).toEqual(new Date(t0.getTime() + 94_000));
    expect(line.estimatedArrival).toEqual(plus(6));
    expect(() => rideTimeline({ bookedAt: t0, pickupAt: t0, etaMinutes: 6, tripMinutes: 30, timeScale: 0 })).toThrow(
      RangeError,
    );
  });

  it('is always ordered: booked ≤ depart < arrive < start < complete < occupied end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -60, max: 7 * 24 * 60 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 240 }),
        fc.constantFrom(1, 2, 30),
        (lead, eta, trip, timeScale) => {
          const line = rideTimeline({
            bookedAt: t0,
            pickupAt: plus(lead),
            etaMinutes: eta,
            tripMinutes: trip,
            timeScale,
          });
          expect(line.departAt.getTime()).toBeGreaterThanOrEqual(t0.getTime());
          expect(line.arriveAt.getTime()).toBeGreaterThan(line.departAt.getTime());
          expect(line.startAt.getTime()).toBeGreaterThan(line.arriveAt.getTime());
          expect(line.completeAt.getTime()).toBeGreaterThan(line.startAt.getTime());
          expect(line.occupiedUntil.getTime()).toBeGreaterThan(line.completeAt.getTime());
          expect(line.occupiedFrom).toEqual(line.departAt);
        },
      ),
    );
  });
});

describe('positionAt', () => {
  const line = rideTimeline({ bookedAt: t0, pickupAt: t0, etaMinutes: 10, tripMinutes: 20 });

  it('moves from the start to the pickup, waits, then drives to the destination', () => {
    expect(positionAt(line, driverStart, pickup, destination, 'assigned', t0)).toEqual(driverStart);
    expect(positionAt(line, driverStart, pickup, destination, 'arriving', line.departAt)).toEqual(driverStart);
    expect(positionAt(line, driverStart, pickup, destination, 'arriving', line.arriveAt)).toEqual(pickup);
    expect(positionAt(line, driverStart, pickup, destination, 'arrived', line.startAt)).toEqual(pickup);
    expect(positionAt(line, driverStart, pickup, destination, 'on_trip', line.startAt)).toEqual(pickup);
    expect(positionAt(line, driverStart, pickup, destination, 'on_trip', line.completeAt)).toEqual(destination);
    expect(positionAt(line, driverStart, pickup, destination, 'completed', plus(500))).toEqual(destination);
    const halfway = positionAt(line, driverStart, pickup, destination, 'arriving', plus(5));
    expect(greatCircleKm(driverStart, halfway)).toBeCloseTo(greatCircleKm(halfway, pickup), 1);
  });

  it('a human driver who has not arrived yet stops at the pickup, not past it', () => {
    expect(positionAt(line, driverStart, pickup, destination, 'arriving', plus(60))).toEqual(pickup);
  });

  it('a cancelled ride stays where the clock had it', () => {
    expect(positionAt(line, driverStart, pickup, destination, 'cancelled', line.arriveAt)).toEqual(pickup);
    expect(positionAt(line, driverStart, pickup, destination, 'cancelled', t0)).toEqual(driverStart);
  });

  it('stays on the way for any status and instant', () => {
    const span = greatCircleKm(driverStart, pickup) + greatCircleKm(pickup, destination);
    fc.assert(
      fc.property(fc.constantFrom(...rideStatuses), fc.integer({ min: -30, max: 90 }), (status, minute) => {
        const p = positionAt(line, driverStart, pickup, destination, status, plus(minute));
        expect(greatCircleKm(driverStart, p) + greatCircleKm(p, destination)).toBeLessThanOrEqual(span + 0.5);
      }),
    );
  });
});
