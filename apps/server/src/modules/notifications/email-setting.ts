import type { NotificationKind } from '@escazo/contracts/notifications';

export type EmailSettings = {
  notifyEmail: boolean;
  notifyBookingUpdates: boolean;
  priceDropAlerts: boolean;
  travelAlerts: boolean;
};

/** Defaults of a user who never saved notification settings (the user_preferences defaults). */
export const DEFAULT_EMAIL_SETTINGS: EmailSettings = {
  notifyEmail: true,
  notifyBookingUpdates: true,
  priceDropAlerts: false,
  travelAlerts: true,
};

/**
 * Whether a notification is also e-mailed. 'Email notifications' ("receipts, confirmations and
 * account messages by email") is the channel: off, nothing is e-mailed. Confirmations, cancellations
 * and refunds need only that; reminders (hold expiring, trip tomorrow) also need 'Booking updates'
 * ("changes, reminders and check-in times for your bookings"). Price drops on watched prices also
 * need 'Price drop alerts'; schedule changes also need 'Travel alerts'.
 */
export function wantsEmail(kind: NotificationKind, settings: EmailSettings): boolean {
  if (!settings.notifyEmail) return false;
  switch (kind) {
    case 'booking_confirmed':
    case 'booking_cancelled':
    case 'booking_refunded':
      return true;
    case 'hold_expiring':
    case 'trip_tomorrow':
      return settings.notifyBookingUpdates;
    case 'price-drop':
      return settings.priceDropAlerts;
    case 'schedule-change':
      return settings.travelAlerts;
  }
}
