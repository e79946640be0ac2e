import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import { calendarIcs, ticketPdf } from '../documents/public.ts';
import { moneyForUser } from '../currency/public.ts';
import type { Inventory } from '../inventory/public.ts';
import { notify, type NotifyInput } from '../notifications/public.ts';
import { bookingDocumentView } from './document-view.ts';
import {
  cancelledMessage,
  confirmedMessage,
  holdExpiringMessage,
  refundedMessage,
  tripTomorrowMessage,
} from './follow-through-messages.ts';
import { bookingParts, type BookingRow } from './repository.ts';

/**
 * What the follow-through of a booking event needs: the database, the config (e-mail), the links'
 * origin, and the inventory (the documents' flight times and ports) when there is one.
 */
export type FollowThrough = {
  db: Db;
  config: Config;
  origin: () => string;
  log?: FastifyBaseLogger;
  inventory?: () => Inventory;
};

const bookingLink = (id: string) => `/bookings/${id}`;

/** A failure to notify is logged and never fails the booking change that caused it. */
async function safely(
  ctx: FollowThrough,
  event: string,
  booking: BookingRow,
  work: () => Promise<unknown>,
): Promise<void> {
  try {
    await work();
  } catch (err) {
    ctx.log?.error({ err, bookingId: booking.id, event }, 'booking notification failed');
  }
}

function input(
  booking: BookingRow,
  kind: NotifyInput['kind'],
  message: { title: string; body: string },
  key: string,
): NotifyInput {
  return {
    userId: booking.userId,
    kind,
    ...message,
    link: bookingLink(booking.id),
    dedupeKey: `booking:${booking.id}:${key}`,
  };
}

/** The e-ticket (or voucher) PDF and the calendar file of a booking, as e-mail attachments. */
export async function bookingAttachments(ctx: FollowThrough, booking: BookingRow) {
  const view = bookingDocumentView(booking, await bookingParts(ctx.db, booking.id), ctx.origin(), ctx.inventory?.());
  return [
    {
      filename: `escazo-${booking.confirmationCode}.pdf`,
      contentType: 'application/pdf',
      content: await ticketPdf(view),
    },
    {
      filename: `escazo-${booking.confirmationCode}.ics`,
      contentType: 'text/calendar',
      content: new TextEncoder().encode(calendarIcs(view)),
    },
  ];
}

/**
 * booking_confirmed; its e-mail carries the PDF and the calendar file. Runs in a scheduled job: a
 * failure throws, so the job retries (the dedupe key keeps one notification).
 */
export async function notifyConfirmed(ctx: FollowThrough, booking: BookingRow, now: Date): Promise<void> {
  const message = confirmedMessage(booking);
  const link = `\n\n${ctx.origin()}${bookingLink(booking.id)}`;
  // The total in the user's display currency, with the charge in its own currency when they differ.
  const total = await moneyForUser(ctx.db, booking.userId, { amount: booking.totalAmount, currency: booking.currency });
  const email = {
    text: `${message.body}\n\nTotal: ${total}${link}`,
    attachments: await bookingAttachments(ctx, booking),
  };
  await notify(
    ctx.db,
    { ...input(booking, 'booking_confirmed', message, 'confirmed'), email },
    { config: ctx.config, now, ...(ctx.log ? { log: ctx.log } : {}) },
  );
}

/**
 * booking_cancelled, and booking_refunded when money went back. One e-mail, the cancellation's
 * (its text states the refund): the refund stays in the app.
 */
export async function notifyCancelled(
  ctx: FollowThrough,
  booking: BookingRow,
  refund: number,
  now: Date,
): Promise<void> {
  const options = { config: ctx.config, now, ...(ctx.log ? { log: ctx.log } : {}) };
  await safely(ctx, 'cancelled', booking, async () => {
    const refundText =
      refund > 0
        ? await moneyForUser(ctx.db, booking.userId, { amount: refund, currency: booking.currency }, 'refunded')
        : undefined;
    await notify(
      ctx.db,
      input(booking, 'booking_cancelled', cancelledMessage(booking, refund, refundText), 'cancelled'),
      options,
    );
  });
  if (refund <= 0) return;
  const refunded = {
    ...input(booking, 'booking_refunded', refundedMessage(booking, refund), 'refunded'),
    email: false as const,
  };
  await safely(ctx, 'refunded', booking, () => notify(ctx.db, refunded, options));
}

/** Reminders run in scheduled jobs: a failure throws, so the job retries (the dedupe key keeps one). */
export async function notifyHoldExpiring(ctx: FollowThrough, booking: BookingRow, now: Date): Promise<void> {
  await notify(ctx.db, input(booking, 'hold_expiring', holdExpiringMessage(booking), 'hold-expiring'), {
    config: ctx.config,
    now,
    ...(ctx.log ? { log: ctx.log } : {}),
  });
}

export async function notifyTripTomorrow(ctx: FollowThrough, booking: BookingRow, now: Date): Promise<void> {
  await notify(ctx.db, input(booking, 'trip_tomorrow', tripTomorrowMessage(booking), 'trip-tomorrow'), {
    config: ctx.config,
    now,
    ...(ctx.log ? { log: ctx.log } : {}),
  });
}
