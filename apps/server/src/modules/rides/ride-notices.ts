import type { RideType } from '@escazo/contracts/ride-options';
import { rideOptionTexts } from '@escazo/contracts/ride-options';
import { formatMoney } from '@escazo/contracts/money-format';
import { formatPlaceClock, formatPlaceTime } from '@escazo/contracts/zoned-time';
import { notify } from '../notifications/public.ts';
import type { RideDeps } from './deps.ts';
import { clockIn, driverCard, estimatedArrival } from './presenter.ts';
import type { RideDriverRow, RideRow } from './repository.ts';

const rideLink = (rideId: string) => `/rides/${rideId}`;

/** In the app only: the ride's page tells the rest live. A failure is logged, never undoes the booking. */
async function safely(deps: RideDeps, rideId: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (err) {
    deps.log.error({ err, rideId }, 'ride notification failed');
  }
}

export async function notifyRideBooked(
  deps: RideDeps,
  { ride, driver }: { ride: RideRow; driver: RideDriverRow },
  now: Date,
): Promise<void> {
  const card = driverCard(driver);
  const name = rideOptionTexts[ride.rideType as RideType].name;
  // Times are the pickup city's, named after it, as on the ride's page.
  const clock = clockIn(() => deps.rides.catalogue)(ride.cityId);
  const pickup = formatPlaceTime(ride.pickupAt, clock.timeZone, clock.city);
  const arrival = formatPlaceClock(estimatedArrival(ride), clock.timeZone, clock.city);
  const body = `${name} ride ${ride.id} to ${ride.destination.name}: ${card.name} in a ${card.vehicle} (${card.licensePlate}), pick-up at ${pickup}, driver there around ${arrival}. Total ${formatMoney({ amount: ride.total, currency: ride.currency })}.`;
  await safely(deps, ride.id, () =>
    notify(
      deps.db,
      {
        userId: ride.userId,
        kind: 'booking_confirmed',
        title: 'Ride booked',
        body,
        link: rideLink(ride.id),
        dedupeKey: `ride:${ride.id}:booked`,
        email: false,
      },
      { config: deps.config, log: deps.log, now },
    ),
  );
}

export async function notifyRideCancelled(deps: RideDeps, ride: RideRow, fee: number, now: Date): Promise<void> {
  const body =
    fee > 0
      ? `Ride ${ride.id} to ${ride.destination.name} was cancelled. A cancellation fee of ${formatMoney({ amount: fee, currency: ride.currency })} was charged; ${formatMoney({ amount: ride.total - fee, currency: ride.currency })} was refunded.`
      : `Ride ${ride.id} to ${ride.destination.name} was cancelled free of charge.`;
  await safely(deps, ride.id, () =>
    notify(
      deps.db,
      {
        userId: ride.userId,
        kind: 'booking_cancelled',
        title: 'Ride cancelled',
        body,
        link: rideLink(ride.id),
        dedupeKey: `ride:${ride.id}:cancelled`,
        email: false,
      },
      { config: deps.config, log: deps.log, now },
    ),
  );
}
