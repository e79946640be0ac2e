import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertMinor } from '@escazo/contracts/currency';
import { ratesResponseSchema } from '@escazo/contracts/currency-schemas';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { exchangeRates } from '@server/db/schema.ts';
import { loadRates } from './public.ts';
import { readRateTable } from './service.ts';

describe('GET /api/currency/rates', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers the shipped ECB reference rates of the latest day, cacheable, without a session', async () => {
    const res = await ctx.client.get('/api/currency/rates');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const body = ratesResponseSchema.parse(res.json());
    expect(body).toEqual({
      date: '2022-04-29',
      source: 'European Central Bank euro foreign exchange reference rates',
      base: 'EUR',
      perEuro: { EUR: '1.000000', USD: '1.054000', JPY: '137.010000', GBP: '0.839080', AUD: '1.469900' },
    });
    // The table converts: $100.00 is €94.88 at these rates.
    expect(convertMinor(10_000, 'USD', 'EUR', body)).toBe(9488);
  });

  it('loadRates gives other modules the same table', async () => {
    const table = await loadRates(ctx.database.db);
    const res = await ctx.client.get('/api/currency/rates');
    expect(res.json()).toEqual({ ...table, base: 'EUR' });
    expect(await loadRates(ctx.database.db)).toBe(table);
  });

  it('reads the latest published day, and refuses a day that lacks a display currency', async () => {
    const source = 'test rates';
    const day = (rateDate: string, rates: Record<string, string>) =>
      ctx.database.db
        .insert(exchangeRates)
        .values(Object.entries(rates).map(([currency, perEuro]) => ({ rateDate, currency, perEuro, source })));
    await day('2023-01-02', { EUR: '1', USD: '1.0665', JPY: '140.66', GBP: '0.8869', AUD: '1.5711' });
    expect(await readRateTable(ctx.database.db)).toEqual({
      date: '2023-01-02',
      source,
      perEuro: { EUR: '1.000000', USD: '1.066500', JPY: '140.660000', GBP: '0.886900', AUD: '1.571100' },
    });
    await day('2023-01-03', { EUR: '1', USD: '1.0545' });
    await expect(readRateTable(ctx.database.db)).rejects.toThrow(/lack GBP/);
  });
});
