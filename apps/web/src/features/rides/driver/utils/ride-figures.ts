import type { DriverRideAction } from '../api/driver-console.ts';
import type { DriverRide } from '@escazo/contracts/rides';

/** Whole minutes from one instant to another (never negative). */
export function minutesBetween(fromIso: string | number, toIso: string): number {
  const from = typeof fromIso === 'number' ? fromIso : Date.parse(fromIso);
  return Math.max(0, Math.round((Date.parse(toIso) - from) / 60_000));
}

/**
 * The one button a driver sees for a ride, by its state: accept an offer, then Arrived, Start
 * trip, Complete. Offers also have Decline (shown beside Accept).
 */
export function nextAction(status: DriverRide['status']): DriverRideAction | null {
  switch (status) {
    case 'offered':
      return 'accept';
    case 'assigned':
    case 'arriving':
      return 'arrived';
    case 'arrived':
      return 'start';
    case 'on_trip':
      return 'complete';
    default:
      return null;
  }
}

/** A ride the console still works on: offered or under way (not completed, not cancelled). */
export const isCurrent = (ride: DriverRide | null): ride is DriverRide =>
  ride !== null && ride.status !== 'completed' && ride.status !== 'cancelled';

/** mm:ss for a countdown. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
