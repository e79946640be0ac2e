import type { FastifyInstance } from 'fastify';
import type { BookingDetail } from '@escazo/contracts/bookings';
import type { Config } from '@server/config.ts';
import type { Database, Db } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { emailLinkOrigin } from '../mail/public.ts';
import type { PaymentProcessor } from '../payments/public.ts';
import { moneyMoved } from '../payments/public.ts';
import { cancelAs, quoteRefund, type StaffCancelOutcome } from './cancel-booking.ts';
import { policyPlace } from './policy-place.ts';
import type { BookingDeps } from './deps.ts';
import { presentBookingDetail } from './presenter.ts';
import { bookingParts, findBookingById } from './repository.ts';

/** A booking as the traveller's page shows it, its owner, and what cancelling now would refund. */
export type StaffBookingView = {
  booking: BookingDetail;
  userId: string;
  cancellation: { cancellable: boolean; refund: number; refundable: number };
};

export type StaffCancellation = {
  bookingId: string;
  userId: string;
  confirmationCode: string;
  currency: string;
  refund: number;
  policyRefund: number;
};

/** What staff (the admin panel) may do with any traveller's booking. */
export type StaffBookings = {
  view(id: string, now: Date): Promise<StaffBookingView | null>;
  /**
   * Cancels on the traveller's behalf (409 BOOKING_NOT_CANCELLABLE when already cancelled or ended);
   * `record` writes the audit event inside the cancelling transaction.
   */
  cancel(
    id: string,
    options: { refundOverride?: number | undefined; record?: (tx: Db, outcome: StaffCancellation) => Promise<void> },
    now: Date,
  ): Promise<StaffCancellation>;
};

const alreadyCancelled = () => new AppError(409, 'BOOKING_NOT_CANCELLABLE', 'This booking is already cancelled.');

/**
 * The staff side of bookings over the same services as the traveller's routes: the same guarded
 * cancellation, refund through the processor, inventory release and notifications to the traveller.
 */
export function staffBookings(
  app: FastifyInstance,
  { database, processor, config }: { database: Database; processor: PaymentProcessor; config: Config },
): StaffBookings {
  const { db } = database;
  const deps: BookingDeps = {
    db,
    processor,
    inventory: () => app.inventory,
    followThrough: {
      db,
      config,
      log: app.log,
      origin: () => emailLinkOrigin(config, app.server.listening ? app.server.address() : null),
      inventory: () => app.inventory,
    },
  };
  return {
    async view(id, now) {
      const row = await findBookingById(db, id);
      if (!row) return null;
      const parts = await bookingParts(db, id);
      const money = moneyMoved(parts.payments);
      // Rides are cancelled from the ride's page (the rides module), not here.
      const cancellable = row.type !== 'ride' && (row.status === 'confirmed' || row.status === 'pending');
      return {
        booking: presentBookingDetail(row, parts, app.inventory, now),
        userId: row.userId,
        cancellation: {
          cancellable,
          refund: cancellable ? quoteRefund(row, money, now, await policyPlace(db, app.inventory, row)) : 0,
          refundable: money.paid - money.refunded,
        },
      };
    },
    async cancel(id, { refundOverride, record }, now) {
      const summary = ({ booking, refund, policyRefund }: StaffCancelOutcome): StaffCancellation => ({
        bookingId: booking.id,
        userId: booking.userId,
        confirmationCode: booking.confirmationCode,
        currency: booking.currency,
        refund,
        policyRefund,
      });
      const result = await cancelAs(
        deps,
        { staff: true, refundOverride, record: record && ((tx, outcome) => record(tx, summary(outcome))) },
        id,
        now,
      );
      if (!result.changed) throw alreadyCancelled();
      return summary(result);
    },
  };
}
