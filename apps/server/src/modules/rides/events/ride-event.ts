/**
 * What the bus hands a subscriber: a status change published with `notifyRideEvent` (delivered once
 * its transaction commits), or a resync after the listening connection was lost and regained, when
 * changes may have been missed and the subscriber should reload the ride.
 */
export type RideEvent =
  { kind: 'change'; rideId: string; status: string; at: Date } | { kind: 'resync'; rideId: string };

export type RideEventListener = (event: RideEvent) => void;

/**
 * Reads a `ride_events` payload `{ rideId, status, at }` (without a valid `at`, the change is dated
 * `receivedAt`); anything else is ignored (null).
 */
export function parseRideEventPayload(
  payload: string,
  receivedAt: Date,
): Extract<RideEvent, { kind: 'change' }> | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { rideId, status, at } = value as Record<string, unknown>;
  if (typeof rideId !== 'string' || typeof status !== 'string') return null;
  const when = typeof at === 'string' || typeof at === 'number' ? new Date(at) : receivedAt;
  return { kind: 'change', rideId, status, at: Number.isNaN(when.getTime()) ? receivedAt : when };
}
