import type { BookingPayment } from '@escazo/contracts/bookings';
import { cardInputSchema } from '@escazo/contracts/account';
import type { Db } from '@server/db/client.ts';
import { notFound } from '@server/lib/app-error.ts';
import { declined, type PaymentProcessor, type PaymentSource } from '../payments/public.ts';
import { findPaymentMethod } from './repository.ts';
import { addPaymentMethod } from './service.ts';

/**
 * A saved card of the caller (404 when not theirs), or a card given at checkout: tokenised by the
 * processor (a declined card is a 402 before anything is taken), and saved when asked.
 */
export async function paymentSource(
  db: Db,
  processor: PaymentProcessor,
  userId: string,
  payment: BookingPayment,
): Promise<PaymentSource> {
  if ('paymentMethodId' in payment) {
    const saved = await findPaymentMethod(db, userId, payment.paymentMethodId);
    if (!saved) throw notFound('This payment method');
    return { token: saved.processorToken, brand: saved.brand, last4: saved.last4 };
  }
  const card = cardInputSchema.parse(payment.card);
  if (payment.save) {
    const saved = await addPaymentMethod(db, processor, userId, card);
    return { token: saved.processorToken, brand: saved.brand, last4: saved.last4 };
  }
  const result = await processor.tokenizeCard({
    number: card.number,
    cvc: card.cvc,
    expMonth: card.expMonth,
    expYear: card.expYear,
    holderName: card.holderName,
  });
  if (!result.ok) throw declined(result.reason);
  return { token: result.token, brand: result.brand, last4: result.last4 };
}
