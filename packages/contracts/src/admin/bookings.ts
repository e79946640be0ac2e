import { z } from 'zod';
import { bookingDetailSchema, bookingStatuses, bookingTypes, cancellationPolicySchema } from '../bookings.ts';
import { moneySchema } from '../common.ts';
import { multiLineText, singleLineText } from '../text.ts';

export const STAFF_CANCEL_REASON_MAX = 1000;

/**
 * GET /api/admin/bookings?q=&page=&pageSize= (newest first). q: a confirmation code (exact, any
 * case), or part of an e-mail (the account's or the booking contact's), the account holder's
 * name or a traveller's name, any case. Without q: every booking.
 */
export const adminBookingsQuerySchema = z.object({
  q: singleLineText().max(200, 'field.tooLong').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

export const adminBookingParamsSchema = z.object({ id: z.uuid() });

export const adminBookingUserSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const adminBookingListItemSchema = z.object({
  id: z.uuid(),
  confirmationCode: z.string(),
  type: z.enum(bookingTypes),
  status: z.enum(bookingStatuses),
  title: z.string(),
  destination: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  total: moneySchema,
  user: adminBookingUserSchema,
  contactEmail: z.string(),
  travellerNames: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type AdminBookingListItem = z.infer<typeof adminBookingListItemSchema>;

export const adminBookingListSchema = z.object({
  bookings: z.array(adminBookingListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;

/**
 * GET /api/admin/bookings/:id: the booking as the traveller's page shows it, its account holder,
 * and what cancelling now would do (refund by the policy; refundable: the most an override can give).
 */
export const adminBookingDetailSchema = z.object({
  booking: bookingDetailSchema,
  user: adminBookingUserSchema,
  cancellation: z.object({
    cancellable: z.boolean(),
    refund: moneySchema,
    /** Paid less what was already refunded: the upper bound of an override. */
    refundable: moneySchema,
    cancellationPolicy: cancellationPolicySchema,
  }),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

/**
 * POST /api/admin/bookings/:id/cancel: cancels on the traveller's behalf with the refund of the
 * policy. `override` gives any refund from 0 to the amount still refundable, with a reason; only
 * a Super Admin may override (403 REFUND_OVERRIDE_FORBIDDEN otherwise).
 */
export const adminBookingCancelSchema = z.object({
  reason: multiLineText().max(STAFF_CANCEL_REASON_MAX, 'field.tooLong').optional(),
  override: z
    .object({
      refundAmount: z.number().int('field.invalid').min(0, 'field.invalid'),
      reason: multiLineText().min(1, 'admin.overrideReasonRequired').max(STAFF_CANCEL_REASON_MAX, 'field.tooLong'),
    })
    .optional(),
});
export type AdminBookingCancel = z.infer<typeof adminBookingCancelSchema>;

export const adminBookingCancelResultSchema = z.object({
  booking: z.object({ id: z.uuid(), status: z.enum(bookingStatuses) }),
  refund: moneySchema,
  /** What the policy would have given (equal to refund unless overridden). */
  policyRefund: moneySchema,
  overridden: z.boolean(),
});
export type AdminBookingCancelResult = z.infer<typeof adminBookingCancelResultSchema>;
