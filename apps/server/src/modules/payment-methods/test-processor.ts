import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentLedger } from '../../db/schema.ts';
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
export function createTestProcessor(database: Db): PaymentProcessor {
  const dbOf = (ctx?: ProcessorContext) => ctx?.db ?? database;

  async function record(db: Db, kind: LedgerKind, paymentId: string, amount: number, currency: string, idempotencyKey: string) {
    await db.insert(paymentLedger).values({ processorPaymentId: paymentId, kind, amount, currency, idempotencyKey }).onConflictDoNothing();
  }

  async function byKey(db: Db, idempotencyKey: string) {
    const [row] = await db.select().from(paymentLedger).where(eq(paymentLedger.idempotencyKey, idempotencyKey));
    return row;
  }

  async function authorization(db: Db, paymentId: string) {
    const [row] = await db.select().from(paymentLedger).where(and(eq(paymentLedger.processorPaymentId, paymentId), eq(paymentLedger.kind, 'authorize')));
    if (!row) throw new Error(`test processor: unknown payment ${paymentId}`);
    return row;
  }

  return {
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
    async authorize({ amount, currency, idempotencyKey }, ctx) {
      const db = dbOf(ctx);
      const first = await byKey(db, idempotencyKey);
      if (first) return { ok: true, paymentId: first.processorPaymentId };
      const paymentId = `pi_test_${randomBytes(12).toString('hex')}`;
      await record(db, 'authorize', paymentId, amount, currency, idempotencyKey);
      const stored = await byKey(db, idempotencyKey);
      return { ok: true, paymentId: stored!.processorPaymentId };
    },
    async capture(paymentId, idempotencyKey, ctx) {
      const db = dbOf(ctx);
      const auth = await authorization(db, paymentId);
      await record(db, 'capture', paymentId, auth.amount, auth.currency, idempotencyKey);
    },
    async refund(paymentId, amount, idempotencyKey, ctx) {
      const db = dbOf(ctx);
      const auth = await authorization(db, paymentId);
      await record(db, 'refund', paymentId, amount, auth.currency, idempotencyKey);
    },
    async void(paymentId, idempotencyKey, ctx) {
      const db = dbOf(ctx);
      const auth = await authorization(db, paymentId);
      await record(db, 'void', paymentId, 0, auth.currency, idempotencyKey);
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
      return { paymentId: auth.processorPaymentId, authorized: sum('authorize'), captured: sum('capture'), refunded: sum('refund'), voided: sums.some((s) => s.kind === 'void'), currency: auth.currency };
    },
  };
}
