import type { RideStatus } from '@escazo/contracts/ride-options';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';

/** The channel every ride status change is announced on. */
export const RIDE_EVENTS_CHANNEL = 'ride_events';

/**
 * Announces a ride's status change on the given database or transaction: PostgreSQL delivers it
 * only when the transaction commits, so listeners never hear of a change that rolled back.
 */
export async function notifyRideEvent(db: Db, event: { rideId: string; status: RideStatus; at: Date }): Promise<void> {
  const payload = JSON.stringify({ rideId: event.rideId, status: event.status, at: event.at.toISOString() });
  await db.execute(sql`select pg_notify(${RIDE_EVENTS_CHANNEL}, ${payload})`);
}
