import type { CardBrand } from './card.ts';

/** What the card form sends, held in memory only for the call to the processor. */
export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string; holderName: string };

/** What the processor gives back and we keep: a reusable token and the display details. */
export type TokenizedCard = { token: string; brand: CardBrand; last4: string; expMonth: number; expYear: number };

/**
 * Why a card was refused: the card number failed the processor's checks, the card has expired,
 * or the issuer declined it.
 */
export type CardDeclineReason = 'invalid_number' | 'expired_card' | 'card_declined';

export type TokenizeResult = ({ ok: true } & TokenizedCard) | { ok: false; reason: CardDeclineReason };

/**
 * A payment processor (the built-in test processor, or an adapter to a real one). The card number
 * and security code go to tokenizeCard and nowhere else: they are never stored or logged.
 * A failure to reach the processor is thrown; a refused card is a result.
 */
export interface PaymentProcessor {
  /** Stored with each card (payment_methods.processor): a token only means something to its processor. */
  readonly name: string;
  tokenizeCard(card: CardDetails): Promise<TokenizeResult>;
}
