import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { createTestProcessor } from './test-processor.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ledger = async () =>
  (
    (await ctx.database.db.execute(
      sql`select kind, amount, idempotency_key from payment_ledger order by id`,
    )) as unknown as { rows: { kind: string; amount: number; idempotency_key: string }[] }
  ).rows;

describe('test processor ledger', () => {
  it('records authorize, capture, refund and void once per idempotency key, returning the first result', async () => {
    const processor = createTestProcessor(ctx.database.db);
    const input = {
      amount: 5_000,
      currency: 'USD',
      token: 'tok_test_a',
      idempotencyKey: 'k-auth',
      description: 'test',
    };
    const first = await processor.authorize(input);
    const again = await processor.authorize({ ...input, amount: 9_999 });
    expect(first.ok && again.ok && first.paymentId === again.paymentId).toBe(true);
    if (!first.ok) return;
    await processor.capture(first.paymentId, 'k-capture');
    await processor.capture(first.paymentId, 'k-capture');
    await processor.refund(first.paymentId, 1_000, 'k-refund');
    await processor.refund(first.paymentId, 1_000, 'k-refund');
    expect(await ledger()).toEqual([
      { kind: 'authorize', amount: 5_000, idempotency_key: 'k-auth' },
      { kind: 'capture', amount: 5_000, idempotency_key: 'k-capture' },
      { kind: 'refund', amount: 1_000, idempotency_key: 'k-refund' },
    ]);
    expect(await processor.findCharge('k-auth')).toEqual({
      paymentId: first.paymentId,
      authorized: 5_000,
      captured: 5_000,
      refunded: 1_000,
      voided: false,
      currency: 'USD',
    });
    expect(await processor.findCharge('unknown')).toBeNull();
  });

  it('writes through the caller’s transaction, so a rollback leaves no charge', async () => {
    const processor = createTestProcessor(ctx.database.db);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await processor.authorize(
          { amount: 700, currency: 'USD', token: 'tok_test_b', idempotencyKey: 'k-rolled-back', description: 'test' },
          { db: tx },
        );
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await processor.findCharge('k-rolled-back')).toBeNull();
  });
});
