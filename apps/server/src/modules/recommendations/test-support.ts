import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  RECOMMENDATION_LIMIT,
  RECOMMENDATION_TYPES,
  recommendationsResponseSchema,
  type ListsByType,
  travelProfileResponseSchema,
  type Recommendation,
  type RecommendationsResponse,
  type TravelProfileResponse,
} from '@escazo/contracts/recommendations';
import { compareScored, scoreItem } from '@escazo/advisor/recommendations';
import type { TestClient, TestContext } from '@server-test/helpers.ts';
import type { CatalogueItem } from './catalogue-types.ts';

export async function getRecommendations(client: TestClient): Promise<RecommendationsResponse> {
  const res = await client.get('/api/recommendations');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return recommendationsResponseSchema.parse(res.json());
}

export async function getProfile(client: TestClient): Promise<TravelProfileResponse> {
  const res = await client.get('/api/me/travel-profile');
  expect(res.statusCode, res.body).toBe(200);
  return travelProfileResponseSchema.parse(res.json());
}

export const putProfile = (client: TestClient, interests: unknown) =>
  client.request({ method: 'PUT', url: '/api/me/travel-profile', payload: { interests } });

export const saveAs = (client: TestClient, kind: 'recommendation' | 'bookmark', id: string) =>
  client.request({ method: 'PUT', url: `/api/me/saved/${kind}/${encodeURIComponent(id)}` });
export const unsaveAs = (client: TestClient, kind: 'recommendation' | 'bookmark', id: string) =>
  client.request({ method: 'DELETE', url: `/api/me/saved/${kind}/${encodeURIComponent(id)}` });

/**
 * Recomputes every item's scores from its own fields (tags, best time, price range) and the
 * returned profile with the engine's documented formula, and checks the list is in its order.
 */
export function expectDocumentedOrder(list: readonly Recommendation[], body: RecommendationsResponse): void {
  const rescored = list.map((item) => scoreItem(item, body.profile, body.season));
  for (const [index, item] of list.entries()) {
    const again = rescored[index]!;
    expect({
      id: item.id,
      personality: item.personalityScore,
      seasonal: item.seasonalRelevance,
      budget: item.budgetMatch,
      overall: item.overallScore,
    }).toEqual({
      id: again.id,
      personality: again.personalityScore,
      seasonal: again.seasonalRelevance,
      budget: again.budgetMatch,
      overall: again.overallScore,
    });
  }
  expect(list.map((item) => item.id)).toEqual([...rescored].sort(compareScored).map((item) => item.id));
}

/**
 * Each type's list is that type alone, in the documented order, and exactly the best 12 of that
 * type among `pool` (rescored here with the engine).
 */
export function expectTopOfEachType(
  lists: ListsByType,
  pool: readonly CatalogueItem[],
  body: RecommendationsResponse,
): void {
  for (const type of RECOMMENDATION_TYPES) {
    const list = lists[type];
    expect(list.length, type).toBeLessThanOrEqual(RECOMMENDATION_LIMIT);
    expect(
      list.every((item) => item.type === type),
      type,
    ).toBe(true);
    expectDocumentedOrder(list, body);
    const best = pool
      .filter((item) => item.type === type)
      .map((item) => scoreItem(item, body.profile, body.season))
      .sort(compareScored)
      .slice(0, RECOMMENDATION_LIMIT);
    expect(
      list.map((item) => item.id),
      type,
    ).toEqual(best.map((item) => item.id));
  }
}

/** A made booking row (as the bookings module writes one), for profile and trending counts. */
export async function insertBooking(
  ctx: TestContext,
  values: { userId: string; destination: string; startDate: string; status?: string; createdAt: Date },
): Promise<void> {
  const id = crypto.randomUUID();
  await ctx.database.db.execute(sql`
    insert into bookings (id, user_id, offer_id, confirmation_code, type, status, title, destination, start_date, end_date, starts_at, product,
      base_amount, taxes_amount, total_amount, currency, policy_kind, contact_email, contact_phone, created_at, updated_at)
    values (${id}, ${values.userId}, ${`offer-${id}`}, ${id.slice(0, 12).toUpperCase()}, 'hotel', ${values.status ?? 'confirmed'}, 'A stay',
      ${values.destination}, ${values.startDate}, ${values.startDate}, ${`${values.startDate}T15:00:00Z`}::timestamptz, '{}'::jsonb,
      10000, 1000, 11000, 'USD', 'flexible', 'ana@example.com', '+15550100', ${values.createdAt.toISOString()}::timestamptz, ${values.createdAt.toISOString()}::timestamptz)`);
}

/** Searches counted for a city on a day. */
export async function insertSearches(ctx: TestContext, cityId: string, day: string, count: number): Promise<void> {
  await ctx.database.db.execute(sql`
    insert into search_counts (destination_key, day, count) values (${cityId}, ${day}, ${count})
    on conflict (destination_key, day) do update set count = search_counts.count + excluded.count`);
}

/** A current (or, with a past `validUntil`, expired) deal row. */
export async function insertDeal(
  ctx: TestContext,
  values: { id: string; type: string; cityId: string; discount: number; validUntil: Date; hotelId?: string },
): Promise<void> {
  const request = JSON.stringify(values.hotelId ? { type: 'hotel', hotelId: values.hotelId } : { type: values.type });
  await ctx.database.db.execute(sql`
    insert into deals (id, type, title, description, location, city_id, original_amount, discounted_amount, currency, discount_percentage,
      rating, image_url, valid_until, offer_request, baseline_key, computed_at)
    values (${values.id}, ${values.type}, 'A deal', 'A good price', 'Somewhere', ${values.cityId}, 20000, ${20000 - values.discount * 200}, 'USD',
      ${values.discount}, 4.5, '/media/x.svg', ${values.validUntil.toISOString()}::timestamptz, ${request}::jsonb, 'k', now())`);
}
