import { z } from 'zod';

/** Every error code the API can answer with. The web app maps codes to fields or toasts. */
export const errorCodes = [
  'VALIDATION_FAILED',
  /** A request text the database could not take (the schemas should have refused it first). */
  'INVALID_TEXT',
  'NOT_FOUND',
  'RATE_LIMITED',
  'CSRF_INVALID',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'SIGN_UP_LINK_INVALID',
  'RESET_TOKEN_INVALID',
  // Two-factor (modules/two-factor).
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_CODE_INVALID',
  'TWO_FACTOR_CHALLENGE_INVALID',
  'TWO_FACTOR_MAX_ATTEMPTS',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_NOT_ENABLED',
  'TWO_FACTOR_NOT_PENDING',
  // Account (/api/me): wrong current password, revoking the session in use, avatar type, card declined.
  'WRONG_PASSWORD',
  'CURRENT_SESSION',
  'IMAGE_TYPE_NOT_ALLOWED',
  'CARD_DECLINED',
  'SERVICE_UNAVAILABLE',
  // Social sign-in: the provider has no client id/secret on this server.
  'PROVIDER_NOT_CONFIGURED',
  // Offers and bookings.
  'OFFER_EXPIRED',
  'PRICE_CHANGED',
  'SOLD_OUT',
  // An offer books once: a later attempt names the booking that consumed it.
  'OFFER_ALREADY_BOOKED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'HOLD_EXPIRED',
  'BOOKING_NOT_PAYABLE',
  'BOOKING_NOT_CANCELLABLE',
  // A booking request still running when its charge was settled as abandoned.
  'PAYMENT_EXPIRED',
  // Admin panel: a signed-in user without the permission a route needs, without any admin
  // permission (the /admin page), a banned account signing in, and the admin guards.
  'FORBIDDEN',
  'ADMIN_ACCESS_DENIED',
  'ACCOUNT_BANNED',
  'LAST_SUPER_ADMIN',
  'CANNOT_BAN_SELF',
  // Admin roles and settings: a role some account has, a built-in role's name or grants, a
  // role name already used, and a sign-up while sign-ups are closed.
  'ROLE_IN_USE',
  'ROLE_PROTECTED',
  'ROLE_NAME_TAKEN',
  'SIGNUPS_CLOSED',
  // Admin inboxes and bookings: a driver application already approved or rejected, and a refund
  // override by someone who is not a Super Admin.
  'APPLICATION_ALREADY_DECIDED',
  'REFUND_OVERRIDE_FORBIDDEN',
  // Rides: quote and booking refusals, cancellation fee moved, driver console guards.
  'RIDE_OPTION_UNAVAILABLE',
  'RIDE_TOO_FAR',
  'RIDE_SAME_PLACE',
  'RIDE_SCHEDULE_INVALID',
  'CANCELLATION_FEE_CHANGED',
  'RIDE_NOT_CANCELLABLE',
  'DRIVER_ONLY',
  'DRIVER_ON_RIDE',
  'RIDE_STATE_CHANGED',
  // Saved items and price watches: the per-account limits.
  'SAVED_LIMIT',
  'WATCH_LIMIT',
  // Deals and newsletter: a deal whose price no longer holds, an unknown or expired token.
  'DEAL_ENDED',
  'NEWSLETTER_TOKEN_INVALID',
  // Trip plans: an edit made on an older version, an unknown or revoked share link.
  'PLAN_CHANGED',
  'SHARE_LINK_INVALID',
  // CPU-heavy work (budget plans, trip plans, PDFs): every worker busy and the queue full (503 with
  // Retry-After), or the caller's weighted allowance of such work spent (429 with Retry-After).
  'SERVER_BUSY',
  'COST_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
