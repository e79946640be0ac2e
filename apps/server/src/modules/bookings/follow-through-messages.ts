import { NOTIFICATION_TITLE_MAX } from '@escazo/contracts/notifications';
import { formatMoney } from '@escazo/contracts/money-format';
import type { BookingRow } from './repository.ts';

type Message = { title: string; body: string };

const titled = (prefix: string, booking: BookingRow) => {
  const title = `${prefix}: ${booking.title}`;
  return title.length <= NOTIFICATION_TITLE_MAX ? title : `${title.slice(0, NOTIFICATION_TITLE_MAX - 1)}…`;
};
const when = (booking: BookingRow) =>
  booking.startDate === booking.endDate ? booking.startDate : `${booking.startDate} to ${booking.endDate}`;

export function confirmedMessage(booking: BookingRow): Message {
  return {
    title: titled('Booking confirmed', booking),
    body: `Your booking ${booking.confirmationCode} (${when(booking)}) is confirmed. Your ${booking.type === 'flight' ? 'e-ticket' : 'voucher'} and a calendar file are attached to the confirmation e-mail.`,
  };
}

/** States the refund (refundText: the amount as the user reads it), or that the policy gives none. */
export function cancelledMessage(
  booking: BookingRow,
  refund: number,
  refundText = formatMoney({ amount: refund, currency: booking.currency }),
): Message {
  const refundWords =
    refund > 0
      ? `A refund of ${refundText} goes back to your card.`
      : 'No refund applies under the cancellation policy.';
  return {
    title: titled('Booking cancelled', booking),
    body: `Your booking ${booking.confirmationCode} (${when(booking)}) is cancelled. ${refundWords}`,
  };
}

export function refundedMessage(booking: BookingRow, refund: number): Message {
  return {
    title: titled('Refund made', booking),
    body: `We refunded ${formatMoney({ amount: refund, currency: booking.currency })} for booking ${booking.confirmationCode} to your card.`,
  };
}

export function holdExpiringMessage(booking: BookingRow): Message {
  const until = booking.holdExpiresAt
    ? ` at ${booking.holdExpiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : '';
  return {
    title: titled('Hold ending soon', booking),
    body: `Your hold on booking ${booking.confirmationCode} ends${until}. Pay before then to keep it; otherwise it is released.`,
  };
}

export function tripTomorrowMessage(booking: BookingRow): Message {
  return {
    title: titled('Your trip is tomorrow', booking),
    body: `Booking ${booking.confirmationCode} starts on ${booking.startDate}. Have a good trip.`,
  };
}
