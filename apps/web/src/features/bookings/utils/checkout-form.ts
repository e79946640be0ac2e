import { z } from 'zod';
import { bookingRequestSchema, travellerSchema, type BookingRequest, type Offer } from '@escazo/contracts/bookings';
import { checkNewCard, paymentChoiceDefaults, paymentChoiceShape, toBookingPayment } from './payment-choice.ts';

export { NEW_CARD } from './payment-choice.ts';

/**
 * The checkout form: the booking request's own travellers and contact schemas, plus the payment
 * choice (a saved card's id or a new card). A new card is checked with the card schema only when
 * it will be charged.
 */
export const checkoutFormSchema = z
  .object({
    travellers: z.array(travellerSchema),
    contact: bookingRequestSchema.shape.contact,
    payLater: z.boolean(),
    ...paymentChoiceShape,
  })
  .superRefine((values, ctx) => {
    if (!values.payLater) checkNewCard(values, ctx);
  });

export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/** Who is booking, from their account and profile: what the form starts with. */
export type CheckoutContact = { email: string; phone: string; firstName: string; lastName: string };

/**
 * The form's start: the travellers the offer asks for (a driver also gives an age band), the first
 * one named as the account's profile is, and the contact's e-mail and phone from the account.
 */
export function checkoutDefaults(
  offer: Offer,
  contact: CheckoutContact,
  defaultCardId: string | undefined,
): CheckoutForm {
  const traveller = { firstName: '', lastName: '', ...(offer.travellers.dateOfBirth ? { dateOfBirth: '' } : {}) };
  const travellers = Array.from({ length: Math.max(1, offer.travellers.count) }, () => ({ ...traveller }));
  travellers[0] = { ...traveller, firstName: contact.firstName, lastName: contact.lastName };
  return {
    travellers,
    contact: { email: contact.email, phone: contact.phone },
    payLater: false,
    ...paymentChoiceDefaults(defaultCardId),
  };
}

/** The form as the booking request the server validates with the same schema. */
export function toBookingRequest(offer: Offer, values: CheckoutForm): BookingRequest {
  const driverAge = offer.product['driverAge'];
  const travellers = values.travellers.map((t) => ({
    ...t,
    ...(offer.travellers.kind === 'driver' && typeof driverAge === 'string'
      ? { ageBand: driverAge as BookingRequest['travellers'][number]['ageBand'] }
      : {}),
  }));
  const base = { offerId: offer.id, travellers, contact: values.contact };
  if (values.payLater && offer.payLaterAllowed) return bookingRequestSchema.parse({ ...base, payLater: true });
  return bookingRequestSchema.parse({ ...base, payment: toBookingPayment(values) });
}
