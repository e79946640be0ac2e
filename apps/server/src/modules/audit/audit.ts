import type { Db } from '@server/db/client.ts';
import { authEvents } from './schema.ts';

export type AuthEventType =
  | 'sign_up'
  | 'sign_in'
  | 'lockout'
  | 'sign_out'
  | 'password_reset_requested'
  | 'password_reset_used'
  // Account (/api/me).
  | 'password_change'
  | 'session_revoked'
  | 'account_deleted'
  | 'data_export'
  // Two-factor (modules/two-factor).
  | 'two_factor_verify'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_recovery_codes'
  // Admin panel (modules/admin): opening it, denials, and every admin write action.
  | 'admin_access'
  | 'admin_access_denied'
  | 'role_changed'
  | 'user_updated'
  | 'user_banned'
  | 'user_unbanned'
  | 'role_created'
  | 'role_updated'
  | 'role_deleted'
  | 'settings_changed'
  // Admin inboxes and bookings: driver application decisions and notes, contact replies and
  // status changes, and a booking cancelled by staff on a traveller's behalf.
  | 'driver_application_updated'
  | 'driver_application_approved'
  | 'driver_application_rejected'
  | 'contact_message_replied'
  | 'contact_message_status_changed'
  | 'booking_cancelled_by_staff';

export type AuthEvent = {
  type: AuthEventType;
  outcome: 'success' | 'failure' | 'locked' | 'ignored';
  userId?: string | null;
  email?: string | null;
  ip: string;
  userAgent: string | undefined;
  /** Never passwords, tokens or cookies. */
  details?: Record<string, unknown>;
};

/** Writes one security event to the audit trail (auth_events). */
export async function recordAuthEvent(db: Db, event: AuthEvent): Promise<void> {
  await db.insert(authEvents).values({
    type: event.type,
    outcome: event.outcome,
    userId: event.userId ?? null,
    email: event.email ?? null,
    ipAddress: event.ip,
    userAgent: event.userAgent?.slice(0, 512) ?? null,
    details: event.details ?? null,
  });
}
