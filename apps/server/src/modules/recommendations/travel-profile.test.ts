import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCE_IDS } from '@escazo/contracts/recommendations';
import { seasonOf } from '@escazo/advisor/recommendations/scoring';
import { TestClient, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { TestClock } from '../../lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { getProfile, insertBooking, putProfile, saveAs } from './test-support.ts';

let ctx: TestContext;
const clock = new TestClock(new Date());
beforeAll(async () => {
  ctx = await createTestContext({ inventory: 'memory', clock, rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 } });
}, 240_000);
afterAll(() => ctx?.close());

/** In the chips' documented order. */
const chipOrder = (ids: readonly string[]) => PREFERENCE_IDS.filter((id) => ids.includes(id));

async function insertTripPlan(userId: string, destinationId: string, startDate: string) {
  await ctx.database.db.execute(sql`
    insert into trip_plans (user_id, destination_id, name, start_date, end_date, travelers, interests, pace, tier, days, total_minor, feasible, violations, options)
    values (${userId}, ${destinationId}, 'A trip', ${startDate}, ${startDate}, 2, ${sql`array['Culture']::text[]`}, 'moderate', 'moderate', '[]'::jsonb, 0, true, '[]'::jsonb, '{}'::jsonb)`);
}

describe('travel profile', () => {
  it('gives a new user without onboarding the documented default chips, stored at the first read', async () => {
    const { client } = await signedUpClient(ctx);
    const first = await getProfile(client);
    expect(first.profile.interests).toEqual(chipOrder(DEFAULT_PREFERENCES));
    expect(first.chips.map((chip) => chip.id)).toEqual(PREFERENCE_IDS);
    expect(first.chips.filter((chip) => chip.selected).map((chip) => chip.id)).toEqual(chipOrder(DEFAULT_PREFERENCES));
    // luxury sets the style, romantic a couple, adventure a high activity level.
    expect(first.profile).toMatchObject({
      travelStyle: 'luxury',
      budgetRange: { min: 200, max: 1000 },
      groupSize: 'couple',
      activityLevel: 'high',
      preferredDestinations: [],
      previousBookings: 0,
      favoriteTypes: [],
      seasonalPreferences: [seasonOf(clock.now().getUTCMonth())],
      updatedAt: clock.now().toISOString(),
    });

    clock.advance(60_000);
    expect((await getProfile(client)).profile.updatedAt).toBe(first.profile.updatedAt);
  });

  it('starts from the onboarding answers: food and history give those chips', async () => {
    const { client } = await signedUpClient(ctx);
    const onboarded = await client.post('/api/me/onboarding', {
      profile: { firstName: 'Ana', lastName: 'Lima', dateOfBirth: '1990-04-12', country: 'France' },
      preferences: { travelStyle: [], budget: null, accommodation: null, transportation: null, interests: ['food', 'history'], travelPace: null },
    });
    expect(onboarded.statusCode, onboarded.body).toBeLessThan(300);
    const { profile } = await getProfile(client);
    expect(profile.interests).toEqual(['history', 'food']);
    expect(profile).toMatchObject({ travelStyle: 'mid-range', budgetRange: { min: 50, max: 200 }, groupSize: 'solo', activityLevel: 'moderate' });
  });

  it('replaces the chips by PUT and answers the new profile', async () => {
    const { client } = await signedUpClient(ctx);
    await getProfile(client);
    clock.advance(1000);
    const res = await putProfile(client, ['family', 'food', 'budget', 'food']);
    expect(res.statusCode, res.body).toBe(200);
    const { profile, chips } = res.json();
    expect(profile).toMatchObject({
      interests: ['food', 'family', 'budget'],
      travelStyle: 'budget',
      budgetRange: { min: 20, max: 100 },
      groupSize: 'family',
      activityLevel: 'moderate',
      updatedAt: clock.now().toISOString(),
    });
    expect(chips.filter((chip: { selected: boolean }) => chip.selected)).toHaveLength(3);
    expect((await getProfile(client)).profile).toEqual(profile);
  });

  it('refuses an unknown chip, no chip and a malformed body with field errors, changing nothing', async () => {
    const { client } = await signedUpClient(ctx);
    const before = await getProfile(client);
    clock.advance(1000);

    const unknown = await putProfile(client, ['food', 'teleporting']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'interests.1', code: 'recommendations.unknownPreference' }] });

    const none = await putProfile(client, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'interests', code: 'recommendations.preferenceRequired' }] });

    expect((await putProfile(client, 'food')).statusCode).toBe(400);
    expect((await client.request({ method: 'PUT', url: '/api/me/travel-profile', payload: {} })).statusCode).toBe(400);

    expect(await getProfile(client)).toEqual(before);
  });

  it('derives destinations, bookings, seasons and favourite types from the user’s own records', async () => {
    const { client, user } = await signedUpClient(ctx);
    const now = clock.now();
    await insertBooking(ctx, { userId: user.id, destination: 'Kyoto, Japan', startDate: '2031-07-10', createdAt: now });
    await insertBooking(ctx, { userId: user.id, destination: 'Kyoto, Japan', startDate: '2031-08-02', status: 'completed', createdAt: now });
    await insertBooking(ctx, { userId: user.id, destination: 'Lisbon, Portugal', startDate: '2031-12-20', createdAt: now });
    await insertBooking(ctx, { userId: user.id, destination: 'Paris, France', startDate: '2031-04-01', status: 'cancelled', createdAt: now });
    await insertTripPlan(user.id, 'kyoto', '2031-04-02');
    expect((await client.request({ method: 'PUT', url: '/api/me/saved/destination/FR-paris' })).statusCode).toBe(200);
    expect((await saveAs(client, 'recommendation', 'activity:rome/colosseum')).statusCode).toBe(200);
    expect((await saveAs(client, 'recommendation', 'restaurant:rome/roscioli-salumeria')).statusCode).toBe(200);
    expect((await saveAs(client, 'recommendation', 'activity:rome/pantheon')).statusCode).toBe(200);

    // Another user's records never count.
    const other = await signedUpClient(ctx);
    await insertBooking(ctx, { userId: other.user.id, destination: 'Lisbon, Portugal', startDate: '2031-01-05', createdAt: now });

    const { profile } = await getProfile(client);
    expect(profile.preferredDestinations).toEqual(['Kyoto, Japan', 'Rome, Italy', 'Lisbon, Portugal', 'Paris, France']);
    expect(profile.previousBookings).toBe(3);
    expect(profile.seasonalPreferences).toEqual(['summer', 'spring', 'winter']);
    expect(profile.favoriteTypes).toEqual(['activity', 'restaurant']);
  });

  it('answers 401 signed out', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/me/travel-profile')).statusCode).toBe(401);
    expect((await putProfile(anonymous, ['food'])).statusCode).toBe(401);
    expect((await anonymous.get('/api/recommendations')).statusCode).toBe(401);
  });
});
