import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '@server-test/helpers.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { getRecommendations, insertDeal, saveAs } from './test-support.ts';

let ctx: TestContext;
const clock = new TestClock(new Date());
const DAY_MS = 86_400_000;
beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'memory',
    clock,
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
}, 240_000);
afterAll(() => ctx?.close());

/** The discount of each favourited recommendation, by id. */
async function favouriteDiscounts(client: TestClient, ids: readonly string[]): Promise<Record<string, number | null>> {
  for (const id of ids) expect((await saveAs(client, 'recommendation', id)).statusCode).toBe(200);
  return Object.fromEntries((await getRecommendations(client)).favorites.map((item) => [item.id, item.discount]));
}

describe('recommendation discounts', () => {
  it('gives a destination only its city’s lodging deals: hotel and package, the best one current', async () => {
    const { client } = await signedUpClient(ctx);
    const now = clock.now();
    const soon = new Date(now.getTime() + 2 * DAY_MS);
    const gone = new Date(now.getTime() - 1000);
    // Barcelona: travel deals only, however deep.
    for (const type of ['flight', 'car', 'cruise'])
      await insertDeal(ctx, { id: `bcn-${type}`, type, cityId: 'ES-barcelona', discount: 70, validUntil: soon });
    // Berlin: a package beats its hotel deal; an expired package and another city's hotel deal do not count.
    await insertDeal(ctx, { id: 'ber-hotel', type: 'hotel', cityId: 'DE-berlin', discount: 20, validUntil: soon });
    await insertDeal(ctx, { id: 'ber-package', type: 'package', cityId: 'DE-berlin', discount: 35, validUntil: soon });
    await insertDeal(ctx, {
      id: 'ber-package-gone',
      type: 'package',
      cityId: 'DE-berlin',
      discount: 80,
      validUntil: gone,
    });
    await insertDeal(ctx, { id: 'ber-car', type: 'car', cityId: 'DE-berlin', discount: 60, validUntil: soon });
    await insertDeal(ctx, { id: 'ams-hotel', type: 'hotel', cityId: 'NL-amsterdam', discount: 25, validUntil: soon });

    const discounts = await favouriteDiscounts(client, [
      'destination:barcelona',
      'destination:berlin',
      'destination:amsterdam',
      'destination:budapest',
    ]);
    expect(discounts).toEqual({
      'destination:barcelona': null,
      'destination:berlin': 35,
      'destination:amsterdam': 25,
      'destination:budapest': null,
    });
  });

  it('gives a hotel only its own hotel deal, never a package or another deal of its city', async () => {
    const { client } = await signedUpClient(ctx);
    const soon = new Date(clock.now().getTime() + 2 * DAY_MS);
    const [hotel] = ctx.app.recommendationCatalogue.items.filter(
      (item) => item.type === 'hotel' && item.cityId === 'GR-athens',
    );
    const hotelId = hotel!.id.slice('hotel:'.length);
    await insertDeal(ctx, { id: 'ath-package', type: 'package', cityId: 'GR-athens', discount: 40, validUntil: soon });
    expect(await favouriteDiscounts(client, [hotel!.id])).toEqual({ [hotel!.id]: null });

    await insertDeal(ctx, {
      id: 'ath-hotel',
      type: 'hotel',
      cityId: 'GR-athens',
      hotelId,
      discount: 15,
      validUntil: soon,
    });
    expect(await favouriteDiscounts(client, [hotel!.id])).toEqual({ [hotel!.id]: 15 });
  });
});
