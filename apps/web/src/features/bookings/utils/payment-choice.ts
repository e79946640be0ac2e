import { z } from 'zod';
import { cardInputSchema } from '@escazo/contracts/account';
import type { BookingPayment } from '@escazo/contracts/bookings';

/** The saved-card choice that means "pay with a new card". */
export const NEW_CARD = 'new';

/** How a booking is paid, as a form holds it: a saved card's id or a new card (and whether to keep it). */
export const paymentChoiceShape = {
  method: z.string(),
  card: z.object({
    holderName: z.string(),
    number: z.string(),
    expMonth: z.string(),
    expYear: z.string(),
    cvc: z.string(),
  }),
  saveCard: z.boolean(),
};
export type PaymentChoice = z.infer<z.ZodObject<typeof paymentChoiceShape>>;

export const emptyCard: PaymentChoice['card'] = { holderName: '', number: '', expMonth: '', expYear: '', cvc: '' };

/** The start of the choice: the default saved card, else a new card. */
export const paymentChoiceDefaults = (defaultCardId: string | undefined): PaymentChoice => ({
  method: defaultCardId ?? NEW_CARD,
  card: emptyCard,
  saveCard: false,
});

/** A new card is checked with the card schema, and only when it is the one chosen. */
export function checkNewCard(values: PaymentChoice, ctx: z.RefinementCtx): void {
  if (values.method !== NEW_CARD) return;
  const card = cardInputSchema.safeParse(values.card);
  if (card.success) return;
  for (const issue of card.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['card', ...issue.path] });
}

/** The choice as the payment the server validates: a saved card's id, or the new card (kept if asked). */
export function toBookingPayment(values: PaymentChoice): BookingPayment {
  return values.method === NEW_CARD
    ? { card: cardInputSchema.parse(values.card), ...(values.saveCard ? { save: true } : {}) }
    : { paymentMethodId: values.method };
}

/** Confirming a held (pay-later) booking: only how to pay. */
export const confirmPaymentSchema = z.object(paymentChoiceShape).superRefine(checkNewCard);
