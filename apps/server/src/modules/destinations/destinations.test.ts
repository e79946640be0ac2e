import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchContext, sharedInventory } from '../search/test-support.ts';
import { inventoryFromPrice } from './from-prices.ts';

type Item = { slug: string; city: string; fromPrice: { amount: number; currency: string }; imageUrl: string };

describe('popular destinations with inventory from-prices', () => {
  let ctx: Awaited<ReturnType<typeof createSearchContext>>;
  beforeAll(async () => {
    ctx = await createSearchContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('keeps the four documented cities and their shape, priced from the cheapest fare from London', async () => {
    const res = await ctx.client.get('/api/destinations/popular');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Item[];
    expect(items.map((item) => item.city)).toEqual(['Paris', 'Tokyo', 'New York', 'Dubai']);
    for (const item of items) {
      expect(item.imageUrl).toBe(`/media/scenes/${item.slug}.svg`);
      expect(item.fromPrice.currency).toBe('USD');
      expect(item.fromPrice).toEqual(inventoryFromPrice(sharedInventory(), item.slug, ctx.app.clock.now().getTime()));
    }
    // A short hop is cheaper than a long haul.
    const price = (city: string) => items.find((item) => item.city === city)!.fromPrice.amount;
    expect(price('Paris')).toBeLessThan(price('Tokyo'));
    const again = await ctx.client.get('/api/destinations/popular');
    expect(again.body).toBe(res.body);
  });
});
