import type { z } from 'zod';
import type { PaymentMethod, cardInputSchema } from '@escazo/contracts/account';
import { validationMessages, type ValidationMessageKey } from '@escazo/contracts/messages';
import type { Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import type { CardDeclineReason, PaymentProcessor } from '../payments/public.ts';
import { presentPaymentMethod } from './presenter.ts';
import * as repo from './repository.ts';

type CardInput = z.output<typeof cardInputSchema>;

const fieldError = (path: string, code: ValidationMessageKey) => {
  const message = validationMessages[code];
  return new AppError(400, 'VALIDATION_FAILED', message, [{ path, code, message }]);
};

function declineError(reason: CardDeclineReason): AppError {
  switch (reason) {
    case 'invalid_number':
      return fieldError('number', 'payment.cardNumber');
    case 'expired_card':
      return fieldError('expMonth', 'payment.expired');
    case 'card_declined':
      return new AppError(402, 'CARD_DECLINED', 'Your card was declined.');
  }
}

/**
 * Sends the card to the processor and keeps only what it returns. The first card, or one added
 * with makeDefault, becomes the default.
 */
export async function addPaymentMethod(db: Db, processor: PaymentProcessor, userId: string, input: CardInput) {
  const { number, cvc, expMonth, expYear, holderName } = input;
  const result = await processor.tokenizeCard({ number, cvc, expMonth, expYear, holderName });
  if (!result.ok) throw declineError(result.reason);
  return db.transaction(async (tx) => {
    await repo.lockUserCards(tx, userId);
    const existing = await repo.listPaymentMethods(tx, userId);
    const makeDefault = input.makeDefault || existing.length === 0;
    const row = await repo.insertPaymentMethod(tx, {
      userId,
      processor: processor.name,
      processorToken: result.token,
      brand: result.brand,
      last4: result.last4,
      expMonth: result.expMonth,
      expYear: result.expYear,
      holderName,
      isDefault: false,
    });
    if (makeDefault) await repo.setDefault(tx, userId, row.id);
    return { ...row, isDefault: makeDefault };
  });
}

export async function makeDefaultPaymentMethod(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    await repo.lockUserCards(tx, userId);
    if (!(await repo.findPaymentMethod(tx, userId, id))) throw notFound('The payment method');
    await repo.setDefault(tx, userId, id);
    return repo.listPaymentMethods(tx, userId);
  });
}

/** Removing the default card makes the newest remaining card the default. */
export async function removePaymentMethod(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockUserCards(tx, userId);
    const removed = await repo.deletePaymentMethod(tx, userId, id);
    if (!removed) throw notFound('The payment method');
    if (!removed.isDefault) return;
    const next = await repo.newestPaymentMethod(tx, userId);
    if (next) await repo.setDefault(tx, userId, next.id);
  });
}

/** The user's saved cards as the API shows them (default first). */
export async function listPresentedPaymentMethods(db: Db, userId: string): Promise<PaymentMethod[]> {
  return (await repo.listPaymentMethods(db, userId)).map(presentPaymentMethod);
}
