import { z } from 'zod';
import { adminBookingCancelSchema, type AdminBookingCancel } from '@escazo/contracts/admin';
import type { Money } from '@escazo/contracts/common';
import { parseMajorAmount } from './refund-amount.ts';

const reasonSchema = adminBookingCancelSchema.shape.reason.unwrap();
const overrideReasonSchema = adminBookingCancelSchema.shape.override.unwrap().shape.reason;

/**
 * The cancel form: an optional reason and, for a Super Admin, an override amount (typed in major
 * units, at most what is still refundable) with its required reason — the server's rules.
 */
export const cancelFormSchema = (refundable: Money) =>
  z
    .object({ reason: reasonSchema, override: z.boolean(), refundAmount: z.string(), overrideReason: z.string() })
    .superRefine((form, ctx) => {
      if (!form.override) return;
      const amount = parseMajorAmount(form.refundAmount, refundable.currency);
      if (amount === null) ctx.addIssue({ code: 'custom', path: ['refundAmount'], message: 'field.invalid' });
      else if (amount > refundable.amount)
        ctx.addIssue({ code: 'custom', path: ['refundAmount'], message: 'admin.refundOverPaid' });
      const reason = overrideReasonSchema.safeParse(form.overrideReason);
      if (!reason.success)
        ctx.addIssue({
          code: 'custom',
          path: ['overrideReason'],
          message: reason.error.issues[0]?.message ?? 'field.invalid',
        });
    });
export type CancelForm = z.infer<ReturnType<typeof cancelFormSchema>>;

/** The request body the form's values stand for. */
export function cancelRequest(form: CancelForm, currency: string): AdminBookingCancel {
  const reason = form.reason.trim();
  return {
    ...(reason ? { reason } : {}),
    ...(form.override
      ? {
          override: {
            refundAmount: parseMajorAmount(form.refundAmount, currency) ?? 0,
            reason: form.overrideReason.trim(),
          },
        }
      : {}),
  };
}
