import type { Db } from '@server/db/client.ts';
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
export interface PaymentProcessor extends PaymentCharging {
  /** Stored with each card (payment_methods.processor): a token only means something to its processor. */
  readonly name: string;
  tokenizeCard(card: CardDetails): Promise<TokenizeResult>;
}

/** What is charged: a saved card's token, or a card given at checkout (tokenised first). */
export type AuthorizeInput = {
  amount: number;
  currency: string;
  token: string;
  idempotencyKey: string;
  description: string;
};

export type AuthorizeResult = { ok: true; paymentId: string } | { ok: false; reason: CardDeclineReason };

/** A charge the processor holds under an idempotency key, as the reconciler asks for it. */
export type ProcessorCharge = {
  paymentId: string;
  authorized: number;
  captured: number;
  refunded: number;
  voided: boolean;
  currency: string;
};

/**
 * Where the caller is: a processor that keeps its records in our database (the test processor)
 * writes them through `db`, the caller's transaction, so they commit or roll back with the booking
 * and need no second connection while the transaction holds one. A remote processor ignores it.
 */
export type ProcessorContext = { db?: Db };

/**
 * Charging, shaped like Stripe PaymentIntents: authorize = create + confirm with manual capture,
 * capture = capture, refund = refunds.create, void = cancel, findCharge = search by the idempotency key kept in the
 * intent's metadata. Every call passes an idempotency key through: the same key returns the first
 * result and moves no money twice.
 */
export interface PaymentCharging {
  authorize(input: AuthorizeInput, ctx?: ProcessorContext): Promise<AuthorizeResult>;
  capture(paymentId: string, idempotencyKey: string, ctx?: ProcessorContext): Promise<void>;
  refund(paymentId: string, amount: number, idempotencyKey: string, ctx?: ProcessorContext): Promise<void>;
  /** Releases an authorisation that was never captured (Stripe: cancel the intent). */
  void(paymentId: string, idempotencyKey: string, ctx?: ProcessorContext): Promise<void>;
  /** What was authorised, captured and refunded for a charge made with this authorize key, if any. */
  findCharge(authorizeKey: string, ctx?: ProcessorContext): Promise<ProcessorCharge | null>;
}
