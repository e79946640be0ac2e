import type { RideDetail } from '@escazo/contracts/rides';
import type { Db } from '@server/db/client.ts';
import { presentRideDetail, type ClockOf } from './presenter.ts';
import { findRideView } from './repository.ts';

/** A ride's detail at `now`; with userId, null unless it is that user's ride. */
export async function loadRideDetail(
  db: Db,
  clockOf: ClockOf,
  rideId: string,
  now: Date,
  userId?: string,
): Promise<RideDetail | null> {
  const view = await findRideView(db, rideId, userId);
  return view ? presentRideDetail(view, now, clockOf) : null;
}

export { presentRideDetail };
