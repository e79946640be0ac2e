import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { selectPaymentProcessor } from '../payments/public.ts';

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  holderName: 'Ana Lima',
  number,
  expMonth: 8,
  expYear: 2031,
  cvc: '123',
  ...extra,
});
type Method = { id: string; brand: string; last4: string; isDefault: boolean };

describe('payment methods', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 1000, formsPerTenMinutes: 200 } });
  });
  afterAll(() => ctx.close());

  const list = async (client: TestClient) =>
    (await client.get('/api/me/payment-methods')).json().paymentMethods as Method[];
  const del = (client: TestClient, id: string) =>
    client.request({ method: 'DELETE', url: `/api/me/payment-methods/${id}` });

  it('accepts the usual test numbers with their brands, keeps only token, brand, last four and expiry', async () => {
    const { client, user } = await signedUpClient(ctx);
    const numbers: Array<[string, string]> = [
      ['4242 4242 4242 4242', 'visa'],
      ['5555-5555-5555-4444', 'mastercard'],
      ['378282246310005', 'amex'],
      ['6011111111111117', 'discover'],
      ['3056930009020004', 'diners'],
      ['3566002020360505', 'jcb'],
    ];
    for (const [number, brand] of numbers) {
      const res = await client.post('/api/me/payment-methods', card(number));
      expect(res.statusCode, number).toBe(201);
      expect(res.json()).toMatchObject({
        brand,
        last4: number.slice(-4),
        expMonth: 8,
        expYear: 2031,
        holderName: 'Ana Lima',
      });
      expect(Object.keys(res.json()).sort()).toEqual([
        'brand',
        'createdAt',
        'expMonth',
        'expYear',
        'holderName',
        'id',
        'isDefault',
        'last4',
      ]);
    }
    const rows = await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.processor).toBe('test');
      expect(row.processorToken).toMatch(/^tok_test_[0-9a-f]{32}$/);
      const stored = JSON.stringify(row);
      expect(stored).not.toMatch(/4242424242424242|5555555555554444|378282246310005/);
      expect(stored).not.toContain('"123"');
    }
    const body = (await client.get('/api/me/payment-methods')).body;
    expect(body).not.toMatch(/tok_test_|processor/);
  });

  it('makes the first card the default, and a card added with makeDefault; exactly one default', async () => {
    const { client } = await signedUpClient(ctx);
    const first = (await client.post('/api/me/payment-methods', card('4242424242424242'))).json();
    expect(first.isDefault).toBe(true);
    const second = (await client.post('/api/me/payment-methods', card('5555555555554444'))).json();
    expect(second.isDefault).toBe(false);
    const third = (await client.post('/api/me/payment-methods', card('378282246310005', { makeDefault: true }))).json();
    expect(third.isDefault).toBe(true);
    const methods = await list(client);
    expect(methods.map((m) => [m.id, m.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);
    const res = await client.post(`/api/me/payment-methods/${first.id}/default`, {});
    expect(res.statusCode).toBe(200);
    expect((res.json().paymentMethods as Method[]).filter((m) => m.isDefault).map((m) => m.id)).toEqual([first.id]);
  });

  it('removing the default makes the newest remaining card the default', async () => {
    const { client } = await signedUpClient(ctx);
    const first = (await client.post('/api/me/payment-methods', card('4242424242424242'))).json();
    const second = (await client.post('/api/me/payment-methods', card('5555555555554444'))).json();
    const third = (await client.post('/api/me/payment-methods', card('6011111111111117'))).json();
    expect((await del(client, first.id)).statusCode).toBe(204);
    expect((await list(client)).find((m) => m.isDefault)?.id).toBe(third.id);
    expect((await del(client, second.id)).statusCode).toBe(204);
    expect((await list(client)).map((m) => [m.id, m.isDefault])).toEqual([[third.id, true]]);
    expect((await del(client, third.id)).statusCode).toBe(204);
    expect(await list(client)).toEqual([]);
    expect((await del(client, third.id)).statusCode).toBe(404);
  });

  it('declines 4000000000000002 with 402 CARD_DECLINED and stores nothing', async () => {
    const { client, user } = await signedUpClient(ctx);
    const res = await client.post('/api/me/payment-methods', card('4000000000000002'));
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
    expect(await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id))).toEqual([]);
  });

  it('refuses a Luhn-invalid number, an expired card and malformed fields with field errors', async () => {
    const { client } = await signedUpClient(ctx);
    const luhn = await client.post('/api/me/payment-methods', card('4242424242424241'));
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Enter a valid card number',
      fields: [{ path: 'number', code: 'payment.cardNumber', message: 'Enter a valid card number' }],
    });
    const lastYear = new Date().getUTCFullYear() - 1;
    const expired = await client.post(
      '/api/me/payment-methods',
      card('4242424242424242', { expMonth: 12, expYear: lastYear }),
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields).toEqual([
      { path: 'expMonth', code: 'payment.expired', message: 'This card has expired' },
    ]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [card('4242'), 'number'],
      [card('4242abcd42424242'), 'number'],
      [card('4242424242424242', { expMonth: 13 }), 'expMonth'],
      [card('4242424242424242', { cvc: '12' }), 'cvc'],
      [card('4242424242424242', { holderName: 'A' }), 'holderName'],
    ];
    for (const [body, path] of cases) {
      const res = await client.post('/api/me/payment-methods', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual([expect.objectContaining({ path })]);
      expect(res.body).not.toContain('4242424242424242');
    }
    expect(await list(client)).toEqual([]);
  });

  it("never shows or changes another user's cards (404), nor without a session (401)", async () => {
    const a = await signedUpClient(ctx);
    const b = await signedUpClient(ctx);
    const aCard = (await a.client.post('/api/me/payment-methods', card('4242424242424242'))).json();
    const bCard = (await b.client.post('/api/me/payment-methods', card('5555555555554444'))).json();
    expect((await list(b.client)).map((m) => m.id)).toEqual([bCard.id]);
    const makeDefault = await b.client.post(`/api/me/payment-methods/${aCard.id}/default`, {});
    expect(makeDefault.statusCode).toBe(404);
    expect(makeDefault.json().error.code).toBe('NOT_FOUND');
    expect((await del(b.client, aCard.id)).statusCode).toBe(404);
    expect((await list(a.client)).map((m) => [m.id, m.isDefault])).toEqual([[aCard.id, true]]);
    expect((await del(b.client, 'nope')).statusCode).toBe(400);
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/me/payment-methods')).statusCode).toBe(401);
    expect((await del(anonymous, aCard.id)).statusCode).toBe(401);
  });

  it('selects the processor from PAYMENT_PROCESSOR (test by default) and refuses an unknown one', () => {
    expect(selectPaymentProcessor(ctx.database.db, {}).name).toBe('test');
    expect(selectPaymentProcessor(ctx.database.db, { PAYMENT_PROCESSOR: 'test' }).name).toBe('test');
    expect(() => selectPaymentProcessor(ctx.database.db, { PAYMENT_PROCESSOR: 'acme' })).toThrow(/PAYMENT_PROCESSOR/);
  });
});
