import { randomBytes } from 'node:crypto';
import { cardBrand, isExpired, luhnValid } from './card.ts';
import type { PaymentProcessor } from './payment-processor.ts';

/** The issuer declines this test number (as at the common card processors). */
export const TEST_DECLINED_CARD = '4000000000000002';

/**
 * The built-in test processor: no money moves. Any number that passes the Luhn check is accepted
 * (the usual test numbers: 4242424242424242 Visa, 5555555555554444 Mastercard, 378282246310005
 * American Express, 6011111111111117 Discover, 3056930009020004 Diners, 3566002020360505 JCB),
 * except 4000000000000002, which is declined. Expired cards are refused.
 */
export const testProcessor: PaymentProcessor = {
  name: 'test',
  async tokenizeCard(card) {
    if (!luhnValid(card.number)) return { ok: false, reason: 'invalid_number' };
    if (isExpired(card.expMonth, card.expYear, new Date())) return { ok: false, reason: 'expired_card' };
    if (card.number === TEST_DECLINED_CARD) return { ok: false, reason: 'card_declined' };
    return {
      ok: true,
      token: `tok_test_${randomBytes(16).toString('hex')}`,
      brand: cardBrand(card.number),
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  },
};
