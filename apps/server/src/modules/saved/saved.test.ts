import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_LIMIT, savedItemSchema, type SavedItem } from '@escazo/contracts/saved';
import { TestClient, createTestContext, sharedMemoryInventory, type TestContext } from '@server-test/helpers.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';

let ctx: TestContext;
const clock = new TestClock(new Date());
beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'memory',
    clock,
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
}, 240_000);
afterAll(() => ctx?.close());

const put = (client: TestClient, kind: string, refId: string) =>
  client.request({ method: 'PUT', url: `/api/me/saved/${kind}/${encodeURIComponent(refId)}` });
const del = (client: TestClient, kind: string, refId: string) =>
  client.request({ method: 'DELETE', url: `/api/me/saved/${kind}/${encodeURIComponent(refId)}` });
const list = async (client: TestClient) => (await client.get('/api/me/saved')).json<{ items: SavedItem[] }>().items;

async function insertDeal(id: string, title: string) {
  await ctx.database.db.execute(sql`
    insert into deals (id, type, title, description, location, original_amount, discounted_amount, currency, discount_percentage, rating, image_url, valid_until, offer_request, baseline_key, computed_at)
    values (${id}, 'hotel', ${title}, 'A stay by the sea', 'Nice, France', 20000, 15000, 'USD', 25, 4.5, '/media/x.jpg', now() + interval '7 days', '{}'::jsonb, 'k', now())`);
}

describe('saved items', () => {
  it('saves each kind with the name from the catalogue and a link, newest first', async () => {
    const { client } = await signedUpClient(ctx);
    const inventory = sharedMemoryInventory();
    const hotel = inventory.data.hotels.hotels[3]!;
    const stay = inventory.data.stays.stays[5]!;
    await insertDeal('deal-sea', 'Seaside escape in Nice');

    const destination = await put(client, 'destination', 'FR-paris');
    expect(destination.statusCode, destination.body).toBe(200);
    expect(savedItemSchema.parse(destination.json())).toMatchObject({
      kind: 'destination',
      refId: 'FR-paris',
      name: 'Paris, France',
      link: '/search?destination=Paris',
    });

    clock.advance(1000);
    expect((await put(client, 'deal', 'deal-sea')).json()).toMatchObject({
      name: 'Seaside escape in Nice',
      link: '/deals',
    });
    clock.advance(1000);
    expect((await put(client, 'hotel', hotel.id)).json()).toMatchObject({
      name: hotel.name,
      link: `/hotels/${encodeURIComponent(hotel.id)}`,
    });
    clock.advance(1000);
    expect((await put(client, 'stay', stay.id)).json()).toMatchObject({
      name: stay.title,
      link: `/stays/${encodeURIComponent(stay.id)}`,
    });

    const items = await list(client);
    expect(items.map((i) => i.kind)).toEqual(['stay', 'hotel', 'deal', 'destination']);
    expect(Date.parse(items[0]!.savedAt) - Date.parse(items[3]!.savedAt)).toBe(3000);
  });

  it('is idempotent: saving twice keeps one item as first saved, removing twice answers 204', async () => {
    const { client } = await signedUpClient(ctx);
    const first = (await put(client, 'destination', 'JP-tokyo')).json<SavedItem>();
    const again = await put(client, 'destination', 'JP-tokyo');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await list(client)).toEqual([first]);

    expect((await del(client, 'destination', 'JP-tokyo')).statusCode).toBe(204);
    expect((await del(client, 'destination', 'JP-tokyo')).statusCode).toBe(204);
    expect(await list(client)).toEqual([]);
  });

  it('shows and removes only the caller’s own items', async () => {
    const a = await signedUpClient(ctx);
    const b = await signedUpClient(ctx);
    await put(a.client, 'destination', 'FR-paris');
    expect(await list(b.client)).toEqual([]);
    expect((await del(b.client, 'destination', 'FR-paris')).statusCode).toBe(204);
    expect((await list(a.client)).map((i) => i.refId)).toEqual(['FR-paris']);
  });

  it('answers 404 for an unknown ref, 400 for an unknown kind, 401 signed out', async () => {
    const { client } = await signedUpClient(ctx);
    const unknown = await put(client, 'hotel', 'no-such-hotel');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await put(client, 'deal', 'no-such-deal')).statusCode).toBe(404);
    expect((await put(client, 'destination', 'XX-nowhere')).statusCode).toBe(404);

    const badKind = await put(client, 'flight', 'JFK');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error.code).toBe('VALIDATION_FAILED');
    expect((await del(client, 'car', 'x')).statusCode).toBe(400);

    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/me/saved')).statusCode).toBe(401);
    const anonymousPut = await put(anonymous, 'destination', 'FR-paris');
    expect(anonymousPut.statusCode).toBe(401);
    expect(anonymousPut.json().error.code).toBe('UNAUTHENTICATED');
    expect((await del(anonymous, 'destination', 'FR-paris')).statusCode).toBe(401);
  });

  it(`refuses a new item past ${SAVED_LIMIT} with 409 SAVED_LIMIT, even when saved at once`, async () => {
    const { client, user } = await signedUpClient(ctx);
    const cities = sharedMemoryInventory().data.reference.cities;
    // Fill to one below the limit directly, then race two saves for the last place.
    await ctx.database.db.execute(sql`
      insert into saved_items (user_id, kind, ref_id, name)
      select ${user.id}, 'destination', 'filler-' || n, 'Filler ' || n from generate_series(1, ${SAVED_LIMIT - 1}) as n`);
    const [one, two] = await Promise.all([
      put(client, 'destination', cities[0]!.id),
      put(client, 'destination', cities[1]!.id),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const refused = one.statusCode === 409 ? one : two;
    expect(refused.json().error).toMatchObject({ code: 'SAVED_LIMIT' });
    expect(await list(client)).toHaveLength(SAVED_LIMIT);

    // An item already saved still answers 200 at the limit.
    const kept = one.statusCode === 200 ? cities[0]! : cities[1]!;
    expect((await put(client, 'destination', kept.id)).statusCode).toBe(200);
  });
});
