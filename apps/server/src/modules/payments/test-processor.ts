import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { systemClock, type Clock } from '@server/lib/clock.ts';
import { paymentLedger } from './schema.ts';
import { cardBrand, isExpired, luhnValid } from './card.ts';
import type { PaymentProcessor, ProcessorContext } from './payment-processor.ts';

/** The issuer declines this test number (as at the common card processors). */
export const TEST_DECLINED_CARD = '4000000000000002';

type LedgerKind = 'authorize' | 'capture' | 'refund' | 'void';

/**
 * The built-in test processor: no money moves. Any number that passes the Luhn check is accepted
 * (the usual test numbers: 4242424242424242 Visa, 5555555555554444 Mastercard, 378282246310005
 * American Express, 6011111111111117 Discover, 3056930009020004 Diners, 3566002020360505 JCB),
 * except 4000000000000002, which is declined. Expired cards are refused.
 *
 * Charges are kept in `payment_ledger` (one row per authorize, capture, refund, void; the
 * idempotency key is unique, so a repeated key records nothing and returns the first result).
 */
export function createTestProcessor(database: Db, clock: Clock = systemClock): PaymentProcessor {
  const dbOf = (ctx?: ProcessorContext) => ctx?.db ?? database;

  async function byKey(db: Db, idempotencyKey: string) {
    const [row] = await db.select().from(paymentLedger).where(eq(paymentLedger.idempotencyKey, idempotencyKey));
    return row;
  }

  /**
   * Records a capture, refund or void of an authorised payment in one statement, its currency
   * (and a capture's amount) taken from the authorisation. Nothing is written when the key was
   * used before; an unknown payment is an error.
   */
  async function recordAgainst(
    db: Db,
    kind: Exclude<LedgerKind, 'authorize'>,
    paymentId: string,
    amount: number | null,
    idempotencyKey: string,
  ) {
    const result = await db.execute(sql`
      insert into ${paymentLedger} (processor_payment_id, kind, amount, currency, idempotency_key)
      select processor_payment_id, ${kind}, coalesce(${amount}::integer, amount), currency, ${idempotencyKey}
      from ${paymentLedger} where processor_payment_id = ${paymentId} and kind = 'authorize'
      on conflict do nothing
      returning id`);
    if ((result as unknown as { rows: unknown[] }).rows.length === 1) return;
    const [auth] = await db
      .select({ id: paymentLedger.id })
      .from(paymentLedger)
      .where(and(eq(paymentLedger.processorPaymentId, paymentId), eq(paymentLedger.kind, 'authorize')));
    if (!auth) throw new Error(`test processor: unknown payment ${paymentId}`);
  }

  return {
    name: 'test',
    async tokenizeCard(card) {
      if (!luhnValid(card.number)) return { ok: false, reason: 'invalid_number' };
      if (isExpired(card.expMonth, card.expYear, clock.now())) return { ok: false, reason: 'expired_card' };
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
    async authorize({ amount, currency, idempotencyKey }, ctx) {
      const db = dbOf(ctx);
      const [recorded] = await db
        .insert(paymentLedger)
        .values({
          processorPaymentId: `pi_test_${randomBytes(12).toString('hex')}`,
          kind: 'authorize',
          amount,
          currency,
          idempotencyKey,
        })
        .onConflictDoNothing()
        .returning({ paymentId: paymentLedger.processorPaymentId });
      // A repeated key authorises nothing more: the first payment answers.
      const paymentId = recorded?.paymentId ?? (await byKey(db, idempotencyKey))!.processorPaymentId;
      return { ok: true, paymentId };
    },
    async capture(paymentId, idempotencyKey, ctx) {
      await recordAgainst(dbOf(ctx), 'capture', paymentId, null, idempotencyKey);
    },
    async refund(paymentId, amount, idempotencyKey, ctx) {
      await recordAgainst(dbOf(ctx), 'refund', paymentId, amount, idempotencyKey);
    },
    async void(paymentId, idempotencyKey, ctx) {
      await recordAgainst(dbOf(ctx), 'void', paymentId, 0, idempotencyKey);
    },
    async findCharge(authorizeKey, ctx) {
      const db = dbOf(ctx);
      const auth = await byKey(db, authorizeKey);
      if (!auth) return null;
      const sums = await db
        .select({ kind: paymentLedger.kind, total: sql<number>`sum(${paymentLedger.amount})::int` })
        .from(paymentLedger)
        .where(eq(paymentLedger.processorPaymentId, auth.processorPaymentId))
        .groupBy(paymentLedger.kind);
      const sum = (kind: LedgerKind) => sums.find((s) => s.kind === kind)?.total ?? 0;
      return {
        paymentId: auth.processorPaymentId,
        authorized: sum('authorize'),
        captured: sum('capture'),
        refunded: sum('refund'),
        voided: sums.some((s) => s.kind === 'void'),
        currency: auth.currency,
      };
    },
  };
}
