import { RIDE_BOARDING_MINUTES, RIDE_BUFFER_MINUTES, type RideStatus } from '@escazo/contracts/ride-options';
import { millisecondsInMinute } from 'date-fns/constants';
import { interpolate, type LatLon } from './geo.ts';

export type RideTimeline = {
  /** The driver leaves for the pickup. */
  departAt: Date;
  /** The driver reaches the pickup. */
  arriveAt: Date;
  /** The trip starts, after boarding. */
  startAt: Date;
  completeAt: Date;
  /** The driver's reservation: [occupiedFrom, occupiedUntil). */
  occupiedFrom: Date;
  occupiedUntil: Date;
  /** The documented arrival: pick-up time + ETA minutes, never scaled. */
  estimatedArrival: Date;
};

export type RideTimelineInput = {
  bookedAt: Date;
  /** The scheduled pick-up time, or the booking time for a ride now. */
  pickupAt: Date;
  etaMinutes: number;
  tripMinutes: number;
  /** Divides every duration (ETA, boarding, trip, buffer): the e2e server drives 30× faster. */
  timeScale?: number;
};

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * When the driver departs, arrives, starts and completes the ride: depart = max(booked, pickup − ETA),
 * arrive = depart + ETA, boarding 1 minute, complete = start + trip; the driver stays reserved
 * until 10 minutes after completion.
 */
export function rideTimeline({
  bookedAt,
  pickupAt,
  etaMinutes,
  tripMinutes,
  timeScale = 1,
}: RideTimelineInput): RideTimeline {
  if (!(timeScale > 0)) throw new RangeError('timeScale must be positive');
  const scaled = (minutes: number) => (minutes * millisecondsInMinute) / timeScale;
  const departAt = later(bookedAt, new Date(pickupAt.getTime() - scaled(etaMinutes)));
  const arriveAt = new Date(departAt.getTime() + scaled(etaMinutes));
  const startAt = new Date(arriveAt.getTime() + scaled(RIDE_BOARDING_MINUTES));
  const completeAt = new Date(startAt.getTime() + scaled(tripMinutes));
  return {
    departAt,
    arriveAt,
    startAt,
    completeAt,
    occupiedFrom: departAt,
    occupiedUntil: new Date(completeAt.getTime() + scaled(RIDE_BUFFER_MINUTES)),
    estimatedArrival: new Date(pickupAt.getTime() + etaMinutes * millisecondsInMinute),
  };
}

/** Fraction of the way through [from, to] at `at`, clamped to 0..1. */
function progress(from: Date, to: Date, at: Date): number {
  const span = to.getTime() - from.getTime();
  if (span <= 0) return at.getTime() >= to.getTime() ? 1 : 0;
  return (at.getTime() - from.getTime()) / span;
}

/**
 * Where the driver is at `at`: at the start before departing, moving to the pickup between depart and
 * arrive, at the pickup until the trip starts, moving to the destination between start and complete,
 * at the destination after. `status` pins the stage when the ride's state and the clock disagree (a
 * human driver who has not pressed 'arrived' or 'start' yet). For a cancelled ride pass the
 * cancellation time as `at`: the driver stopped where the clock had them then.
 */
export function positionAt(
  timeline: Pick<RideTimeline, 'departAt' | 'arriveAt' | 'startAt' | 'completeAt'>,
  driverStart: LatLon,
  pickup: LatLon,
  destination: LatLon,
  status: RideStatus,
  at: Date,
): LatLon {
  switch (status) {
    case 'offered':
    case 'assigned':
      return { lat: driverStart.lat, lon: driverStart.lon };
    case 'arriving':
      return interpolate(driverStart, pickup, progress(timeline.departAt, timeline.arriveAt, at));
    case 'arrived':
      return { lat: pickup.lat, lon: pickup.lon };
    case 'on_trip':
      return interpolate(pickup, destination, progress(timeline.startAt, timeline.completeAt, at));
    case 'completed':
      return { lat: destination.lat, lon: destination.lon };
    case 'cancelled':
      return positionByClock(timeline, driverStart, pickup, destination, at);
  }
}

/** Position from the clock alone (as the autopilot drives it). */
export function positionByClock(
  timeline: Pick<RideTimeline, 'departAt' | 'arriveAt' | 'startAt' | 'completeAt'>,
  driverStart: LatLon,
  pickup: LatLon,
  destination: LatLon,
  at: Date,
): LatLon {
  const t = at.getTime();
  if (t < timeline.startAt.getTime())
    return interpolate(driverStart, pickup, progress(timeline.departAt, timeline.arriveAt, at));
  return interpolate(pickup, destination, progress(timeline.startAt, timeline.completeAt, at));
}
