import type { FastifyBaseLogger } from 'fastify';
import type { DriverMe, DriverOnlineRequest } from '@escazo/contracts/rides';
import { findPlace, findRideCity } from '@escazo/rides/places';
import type { RideCatalogue } from '@escazo/rides/places';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { sendRideNotices } from '../events/ride-notices.ts';
import type { RideRow } from '../repository.ts';
import {
  acceptOffer,
  arriveAtPickup,
  completeRide,
  startTrip,
  withdrawOffer,
  type Transition,
  type TransitionDeps,
} from '../transitions.ts';
import { presentDriverMe } from './presenter.ts';
import { clockIn } from '../presenter.ts';
import {
  currentRideOf,
  findDriverIdentity,
  findDriverRow,
  findDriversRide,
  hasUnfinishedRide,
  lockDriverRow,
  lockOfferedRide,
  setOffline,
  upsertOnlineDriver,
  type DriverIdentity,
} from './repository.ts';

export type DriverConsoleDeps = TransitionDeps & {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  catalogue(): RideCatalogue;
};

export const driverRideActions = ['accept', 'decline', 'arrived', 'start', 'complete'] as const;
export type DriverRideAction = (typeof driverRideActions)[number];

const driverOnly = () =>
  new AppError(403, 'DRIVER_ONLY', 'The driver console is for approved drivers. Apply to drive with us first.');
const onRide = () =>
  new AppError(409, 'DRIVER_ON_RIDE', 'Finish your current ride (or let the offer go) before changing your status.');
const stateChanged = () =>
  new AppError(409, 'RIDE_STATE_CHANGED', 'This ride has changed meanwhile. Refresh to see where it stands.');

async function requireDriver(db: Db, userId: string): Promise<DriverIdentity> {
  const identity = await findDriverIdentity(db, userId);
  if (!identity) throw driverOnly();
  return identity;
}

async function consoleState(deps: DriverConsoleDeps, identity: DriverIdentity): Promise<DriverMe> {
  const { db, catalogue } = deps;
  const driver = await findDriverRow(db, identity.userId);
  const ride = driver ? await currentRideOf(db, driver.id) : undefined;
  return presentDriverMe(identity, driver, ride, clockIn(catalogue));
}

export async function driverMe(deps: DriverConsoleDeps, userId: string): Promise<DriverMe> {
  return consoleState(deps, await requireDriver(deps.db, userId));
}

/**
 * Online at a place of a ride city with a vehicle type: the caller's ride_drivers row is created
 * (a human driver: never autopilot, rating 4.8 until rated) or moved there. Refused while the driver
 * has an offered or active ride: the row is locked first (as assignment locks it), so no ride can
 * be given to them between the check and the change.
 */
export async function goOnline(
  deps: DriverConsoleDeps,
  userId: string,
  input: DriverOnlineRequest,
  now: Date,
): Promise<DriverMe> {
  const identity = await requireDriver(deps.db, userId);
  const catalogue = deps.catalogue();
  const city = findRideCity(catalogue, input.cityId);
  if (!city) throw notFound('City');
  const place = findPlace(catalogue, input.placeId, city.id);
  if (!place) throw notFound('Place');
  await deps.db.transaction(async (tx) => {
    const existing = await lockDriverRow(tx, userId);
    if (existing && (await hasUnfinishedRide(tx, existing.id))) throw onRide();
    await upsertOnlineDriver(tx, identity, {
      cityId: city.id,
      vehicleType: input.vehicleType,
      lat: place.lat,
      lon: place.lon,
      now,
    });
  });
  return consoleState(deps, identity);
}

/** Offline: no new rides are offered. Refused (409) while a ride is offered to the driver or under way. */
export async function goOffline(deps: DriverConsoleDeps, userId: string, now: Date): Promise<DriverMe> {
  const identity = await requireDriver(deps.db, userId);
  await deps.db.transaction(async (tx) => {
    const driver = await lockDriverRow(tx, userId);
    if (!driver) return;
    if (await hasUnfinishedRide(tx, driver.id)) throw onRide();
    await setOffline(tx, driver.id, now);
  });
  return consoleState(deps, identity);
}

async function applyAction(
  tx: Db,
  deps: DriverConsoleDeps,
  action: DriverRideAction,
  ride: RideRow,
  now: Date,
): Promise<Transition | null> {
  const human = { autopilot: false, timeScale: deps.timeScale };
  switch (action) {
    case 'accept':
      return acceptOffer(tx, ride, now);
    case 'decline':
      return withdrawOffer(tx, ride, now, deps);
    case 'arrived':
      return arriveAtPickup(tx, ride, now, human);
    case 'start':
      return startTrip(tx, ride, now, human);
    case 'complete':
      return completeRide(tx, ride, now, deps);
  }
}

/**
 * A driver's step on one of their rides, each a conditional update from the state it needs: accept
 * (offered, before the offer lapses), decline (offered: the ride goes to the next driver), arrived
 * (arriving), start (arrived), complete (on_trip). Another driver's ride is a 404; a ride that is
 * no longer in that state, a 409 RIDE_STATE_CHANGED.
 */
export async function driverRideAction(
  deps: DriverConsoleDeps,
  userId: string,
  rideId: string,
  action: DriverRideAction,
  now: Date,
): Promise<DriverMe> {
  const identity = await requireDriver(deps.db, userId);
  const driver = await findDriverRow(deps.db, userId);
  if (!driver) throw notFound('Ride');
  const done = await deps.db.transaction(async (tx) => {
    // Declining hands the ride on: it is locked while still offered to this driver, so the offer's
    // timeout (the ticker) and this decline never both hand it on.
    const ride =
      action === 'decline'
        ? await lockOfferedRide(tx, rideId, driver.id)
        : await findDriversRide(tx, rideId, driver.id);
    if (!ride) {
      if (action === 'decline' && (await findDriversRide(tx, rideId, driver.id))) throw stateChanged();
      throw notFound('Ride');
    }
    const result = await applyAction(tx, deps, action, ride, now);
    if (!result) throw stateChanged();
    return result;
  });
  await sendRideNotices(deps.db, done.notices, { config: deps.config, log: deps.log, now });
  return consoleState(deps, identity);
}
