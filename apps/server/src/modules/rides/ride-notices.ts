import type { RideType } from '@escazo/contracts/ride-options';
import { rideOptionTexts } from '@escazo/contracts/ride-options';
import { formatMoney } from '@escazo/contracts/money-format';
import { notify } from '../notifications/public.ts';
import type { RideDeps } from './deps.ts';
import { driverCard, estimatedArrival } from './presenter.ts';
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
  const timeZone = deps.rides.catalogue.byId.get(ride.cityId)?.timeZone ?? 'UTC';
  const arrival = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(estimatedArrival(ride));
  const body = `${name} ride ${ride.id} to ${ride.destination.name}: ${card.name} in a ${card.vehicle} (${card.licensePlate}), pick-up around ${arrival} local time. Total ${formatMoney({ amount: ride.total, currency: ride.currency })}.`;
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
