import { z } from 'zod';

/** Every error code the API can answer with. The web app maps codes to fields or toasts. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'CSRF_INVALID',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
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
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'HOLD_EXPIRED',
  'BOOKING_NOT_PAYABLE',
  'BOOKING_NOT_CANCELLABLE',
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
