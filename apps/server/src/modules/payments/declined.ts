import { validationMessages } from '@escazo/contracts/messages';
import { AppError } from '@server/lib/app-error.ts';
import type { CardDeclineReason } from './payment-processor.ts';

function fieldError(path: string, code: 'payment.cardNumber' | 'payment.expired'): AppError {
  const message = validationMessages[code];
  return new AppError(400, 'VALIDATION_FAILED', message, [{ path, code, message }]);
}

/** A refused card as the answer: a bad number or an expired card on its field, else 402 CARD_DECLINED. */
export function declined(reason: CardDeclineReason): AppError {
  if (reason === 'invalid_number') return fieldError('payment.card.number', 'payment.cardNumber');
  if (reason === 'expired_card') return fieldError('payment.card.expMonth', 'payment.expired');
  return new AppError(402, 'CARD_DECLINED', 'Your card was declined.');
}
