import { z } from 'zod';
import { cardInputSchema } from '@escazo/contracts/account';
import type { RideType } from '@escazo/contracts/ride-options';
import type { RideBookingRequest } from '@escazo/contracts/rides';

/** The saved-card choice that means "pay with a new card". */
export const NEW_CARD = 'new';

/** A combobox's value: the picked item's id (null while only typed) and the text shown. */
export type Picked = { id: string | null; text: string };
export const nothingPicked: Picked = { id: null, text: '' };

/**
 * The booking form. Where, when, how many and which option are checked by the documented rules
 * (firstUnmetRule); the schema checks a new card only when it will be charged.
 */
export const rideFormSchema = z
  .object({
    city: z.object({ id: z.string().nullable(), text: z.string() }),
    pickup: z.object({ id: z.string().nullable(), text: z.string() }),
    destination: z.object({ id: z.string().nullable(), text: z.string() }),
    mode: z.enum(['now', 'schedule']),
    day: z.string(),
    slot: z.string(),
    passengers: z.number().int(),
    optionId: z.string().nullable(),
    method: z.string(),
    card: z.object({
      holderName: z.string(),
      number: z.string(),
      expMonth: z.string(),
      expYear: z.string(),
      cvc: z.string(),
    }),
    saveCard: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.method !== NEW_CARD) return;
    const card = cardInputSchema.safeParse(values.card);
    if (card.success) return;
    for (const issue of card.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['card', ...issue.path] });
  });

export type RideForm = z.infer<typeof rideFormSchema>;

export const emptyCard: RideForm['card'] = { holderName: '', number: '', expMonth: '', expYear: '', cvc: '' };

/** The request POST /api/rides validates with the same contracts. */
export function toRideRequest(values: RideForm): RideBookingRequest {
  const payment =
    values.method === NEW_CARD
      ? { card: cardInputSchema.parse(values.card), ...(values.saveCard ? { save: true } : {}) }
      : { paymentMethodId: values.method };
  return {
    city: values.city.id ?? '',
    pickup: values.pickup.id ?? '',
    destination: values.destination.id ?? '',
    rideOptionId: values.optionId as RideType,
    scheduledTime: values.mode === 'now' ? null : values.slot,
    passengers: values.passengers,
    payment,
  };
}
