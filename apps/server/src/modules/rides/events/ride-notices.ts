import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import type { rides } from '../schema.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { notify, type NotifyInput } from '../../notifications/public.ts';

type RideRow = typeof rides.$inferSelect;

/** An in-app notification a lifecycle change owes the traveller, sent once its transaction commits. */
export type RideNotice = { kind: 'completed' | 'no-driver'; ride: RideRow };

function noticeInput({ kind, ride }: RideNotice): NotifyInput {
  const base = { userId: ride.userId, link: `/rides/${ride.id}`, dedupeKey: `ride:${ride.id}:${kind}` };
  if (kind === 'completed') {
    return {
      ...base,
      kind: 'booking_confirmed',
      title: 'Ride completed',
      body: `Your ride ${ride.id} to ${ride.destination.name} is complete. Total charged: ${formatMoney({ amount: ride.total, currency: ride.currency })}.`,
    };
  }
  return {
    ...base,
    kind: 'booking_cancelled',
    title: 'No driver available',
    body: `No driver could take your ride ${ride.id} to ${ride.destination.name}, so it was cancelled and the ${formatMoney({ amount: ride.total, currency: ride.currency })} authorisation on your card was released.`,
  };
}

/**
 * Sends the notices after the commit (the change stands whether or not they go out); the dedupe
 * key keeps one per ride and kind. A failure is logged, never thrown.
 */
export async function sendRideNotices(
  db: Db,
  notices: readonly RideNotice[],
  options: { config: Config; log: FastifyBaseLogger; now: Date },
): Promise<void> {
  for (const notice of notices) {
    try {
      await notify(db, noticeInput(notice), { config: options.config, log: options.log, now: options.now });
    } catch (err) {
      options.log.error({ err, rideId: notice.ride.id }, `ride ${notice.kind} notice failed`);
    }
  }
}
