import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '@escazo/contracts/dates';
import { DEFAULT_PREFERENCES, PREFERENCE_IDS } from '@escazo/contracts/recommendations';
import { seasonOf } from '@escazo/advisor/recommendations';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { getProfile, insertBooking, putProfile, saveAs } from './test-support.ts';

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

/** In the chips' documented order. */
const chipOrder = (ids: readonly string[]) => PREFERENCE_IDS.filter((id) => ids.includes(id));

async function insertTripPlan(userId: string, destinationId: string, startDate: string) {
  await ctx.database.db.execute(sql`
    insert into trip_plans (user_id, destination_id, name, start_date, end_date, travelers, interests, pace, tier, days, total_minor, feasible, violations, options)
    values (${userId}, ${destinationId}, 'A trip', ${startDate}, ${startDate}, 2, ${sql`array['Culture']::text[]`}, 'moderate', 'moderate', '[]'::jsonb, 0, true, '[]'::jsonb, '{}'::jsonb)`);
}

/** A made booking of a product type, as the bookings (or rides) module writes one: its destination text and what was booked. */
async function insertProductBooking(
  userId: string,
  values: { type: string; destination: string; product: Record<string, unknown>; startDate: string; status?: string },
) {
  const id = crypto.randomUUID();
  await ctx.database.db.execute(sql`
    insert into bookings (id, user_id, offer_id, confirmation_code, type, status, title, destination, start_date, end_date, starts_at, product,
      base_amount, taxes_amount, total_amount, currency, policy_kind, contact_email, contact_phone)
    values (${id}, ${userId}, ${`offer-${id}`}, ${id.slice(0, 12).toUpperCase()}, ${values.type}, ${values.status ?? 'confirmed'}, 'A trip',
      ${values.destination}, ${values.startDate}, ${values.startDate}, ${`${values.startDate}T12:00:00Z`}::timestamptz, ${JSON.stringify(values.product)}::jsonb,
      10000, 1000, 11000, 'USD', 'flexible', 'ana@example.com', '+15550100')`);
}

/** Onboards a new user with these travel answers. */
async function onboardedClient(answers: { interests: string[]; travelStyle: string[]; budget: string | null }) {
  const signedUp = await signedUpClient(ctx);
  const res = await signedUp.client.post('/api/me/onboarding', {
    profile: { firstName: 'Ana', lastName: 'Lima', dateOfBirth: '1990-04-12', country: 'France' },
    preferences: { ...answers, accommodation: null, transportation: null, travelPace: null },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return signedUp;
}

describe('travel profile', () => {
  it('gives a new user without onboarding the documented default chips, dated from the account', async () => {
    const { client, user } = await signedUpClient(ctx);
    const first = await getProfile(client);
    const created = (await ctx.database.db.execute(
      sql`select created_at from users where id = ${user.id}`,
    )) as unknown as {
      rows: { created_at: string | Date }[];
    };
    // Never answered, never picked: the profile holds since the account was made.
    const createdAt = new Date(created.rows[0]!.created_at).toISOString();
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
      updatedAt: createdAt,
    });

    clock.advance(60_000);
    expect((await getProfile(client)).profile.updatedAt).toBe(first.profile.updatedAt);
  });

  it('starts from the onboarding answers: food and history give those chips', async () => {
    const { client } = await signedUpClient(ctx);
    const onboarded = await client.post('/api/me/onboarding', {
      profile: { firstName: 'Ana', lastName: 'Lima', dateOfBirth: '1990-04-12', country: 'France' },
      preferences: {
        travelStyle: [],
        budget: null,
        accommodation: null,
        transportation: null,
        interests: ['food', 'history'],
        travelPace: null,
      },
    });
    expect(onboarded.statusCode, onboarded.body).toBeLessThan(300);
    const { profile } = await getProfile(client);
    expect(profile.interests).toEqual(['history', 'food']);
    expect(profile).toMatchObject({
      travelStyle: 'mid-range',
      budgetRange: { min: 50, max: 200 },
      groupSize: 'solo',
      activityLevel: 'moderate',
    });
  });

  it('takes the onboarding budget: premium or luxury gives the luxury chip, budget the budget chip, mid-range none', async () => {
    const premium = await getProfile(
      (await onboardedClient({ interests: ['food'], travelStyle: [], budget: 'premium' })).client,
    );
    expect(premium.profile).toMatchObject({
      interests: ['food', 'luxury'],
      travelStyle: 'luxury',
      budgetRange: { min: 200, max: 1000 },
    });

    const luxury = await getProfile(
      (await onboardedClient({ interests: [], travelStyle: ['family'], budget: 'luxury' })).client,
    );
    expect(luxury.profile).toMatchObject({
      interests: ['family', 'luxury'],
      travelStyle: 'luxury',
      groupSize: 'family',
    });

    const budget = await getProfile(
      (await onboardedClient({ interests: ['history'], travelStyle: [], budget: 'budget' })).client,
    );
    expect(budget.profile).toMatchObject({
      interests: ['history', 'budget'],
      travelStyle: 'budget',
      budgetRange: { min: 20, max: 100 },
    });
    expect(budget.chips.filter((chip) => chip.selected).map((chip) => chip.id)).toEqual(['history', 'budget']);

    const midRange = await getProfile(
      (await onboardedClient({ interests: ['history'], travelStyle: [], budget: 'mid-range' })).client,
    );
    expect(midRange.profile).toMatchObject({ interests: ['history'], travelStyle: 'mid-range' });
    // The budget alone is an answer: it replaces the defaults.
    const budgetOnly = await getProfile(
      (await onboardedClient({ interests: [], travelStyle: [], budget: 'budget' })).client,
    );
    expect(budgetOnly.profile.interests).toEqual(['budget']);
  });

  it('reads onboarding answers given after the recommendations were first opened, and later Profile Settings edits', async () => {
    const { client } = await signedUpClient(ctx);
    expect((await getProfile(client)).profile.interests).toEqual(chipOrder(DEFAULT_PREFERENCES));
    clock.advance(60_000);
    const onboarded = await client.post('/api/me/onboarding', {
      profile: { firstName: 'Ana', lastName: 'Lima', dateOfBirth: '1990-04-12', country: 'France' },
      preferences: {
        travelStyle: ['family'],
        budget: 'budget',
        accommodation: 'hostels',
        transportation: 'public-transport',
        interests: ['food'],
        travelPace: 'slow',
      },
    });
    expect(onboarded.statusCode, onboarded.body).toBeLessThan(300);
    const afterOnboarding = await getProfile(client);
    expect(afterOnboarding.profile).toMatchObject({
      interests: ['food', 'family', 'budget'],
      travelStyle: 'budget',
      groupSize: 'family',
      updatedAt: clock.now().toISOString(),
    });

    // Chips picked on the recommendations page hold until the travel preferences are saved again.
    clock.advance(60_000);
    expect((await putProfile(client, ['beach', 'luxury'])).statusCode).toBe(200);
    expect((await getProfile(client)).profile.interests).toEqual(['beach', 'luxury']);
    clock.advance(60_000);
    const patch = (payload: object) => client.request({ method: 'PATCH', url: '/api/me/preferences', payload });
    const currency = await patch({ account: { currency: 'EUR' } });
    expect(currency.statusCode, currency.body).toBe(200);
    expect((await getProfile(client)).profile.interests).toEqual(['beach', 'luxury']);
    clock.advance(60_000);
    const edited = await patch({ travel: { interests: ['history', 'nature'], budget: 'premium' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await getProfile(client)).profile).toMatchObject({
      interests: ['history', 'nature', 'family', 'luxury'],
      travelStyle: 'luxury',
      updatedAt: clock.now().toISOString(),
    });
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
    expect(unknown.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'interests.1', code: 'recommendations.unknownPreference' }],
    });

    const none = await putProfile(client, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'interests', code: 'recommendations.preferenceRequired' }],
    });

    expect((await putProfile(client, 'food')).statusCode).toBe(400);
    expect((await client.request({ method: 'PUT', url: '/api/me/travel-profile', payload: {} })).statusCode).toBe(400);

    expect(await getProfile(client)).toEqual(before);
  });

  it('derives destinations, bookings, seasons and favourite types from the user’s own records', async () => {
    const { client, user } = await signedUpClient(ctx);
    const now = clock.now();
    await insertBooking(ctx, { userId: user.id, destination: 'Kyoto, Japan', startDate: '2031-07-10', createdAt: now });
    await insertBooking(ctx, {
      userId: user.id,
      destination: 'Kyoto, Japan',
      startDate: '2031-08-02',
      status: 'completed',
      createdAt: now,
    });
    await insertBooking(ctx, {
      userId: user.id,
      destination: 'Lisbon, Portugal',
      startDate: '2031-12-20',
      createdAt: now,
    });
    await insertBooking(ctx, {
      userId: user.id,
      destination: 'Paris, France',
      startDate: '2031-04-01',
      status: 'cancelled',
      createdAt: now,
    });
    await insertTripPlan(user.id, 'kyoto', '2031-04-02');
    expect((await client.request({ method: 'PUT', url: '/api/me/saved/destination/FR-paris' })).statusCode).toBe(200);
    expect((await saveAs(client, 'recommendation', 'activity:rome/colosseum')).statusCode).toBe(200);
    expect((await saveAs(client, 'recommendation', 'restaurant:rome/roscioli-salumeria')).statusCode).toBe(200);
    expect((await saveAs(client, 'recommendation', 'activity:rome/pantheon')).statusCode).toBe(200);

    // Another user's records never count.
    const other = await signedUpClient(ctx);
    await insertBooking(ctx, {
      userId: other.user.id,
      destination: 'Lisbon, Portugal',
      startDate: '2031-01-05',
      createdAt: now,
    });

    const { profile } = await getProfile(client);
    expect(profile.preferredDestinations).toEqual(['Kyoto, Japan', 'Rome, Italy', 'Lisbon, Portugal', 'Paris, France']);
    // Every made booking here is still ahead: none is a trip taken yet.
    expect(profile.previousBookings).toBe(0);
    expect(profile.seasonalPreferences).toEqual(['summer', 'spring', 'winter']);
    expect(profile.favoriteTypes).toEqual(['activity', 'restaurant']);
  });

  it('places each booking in its catalogue city, whatever its destination text says, and skips what cannot be placed', async () => {
    const { client, user } = await signedUpClient(ctx);
    const { inventory, recommendationCatalogue: catalogue } = ctx.app;
    const day = addDays(dayOf(clock.now()), 30);
    const parisHotel = inventory.data.hotels.hotels.find((hotel) => hotel.cityId === 'FR-paris')!;
    const lisbonDesk = inventory.data.cars.locations.find((desk) => desk.cityId === 'PT-lisbon')!;
    const lisbonStay = inventory.data.stays.stays.find((stay) => stay.cityId === 'PT-lisbon')!;
    const portCities = (calls: readonly { cityId: string | null }[]) =>
      [
        ...new Set(calls.flatMap((port) => (port.cityId && catalogue.cityLabel(port.cityId) ? [port.cityId] : []))),
      ].filter((id) => id !== 'FR-paris' && id !== 'PT-lisbon');
    const sailing = inventory.data.cruises.sailings.find((s) => {
      const itinerary = inventory.data.cruises.itineraries.find((it) => it.id === s.itineraryId)!;
      return (
        s.departure > dayOf(clock.now()) &&
        portCities(itinerary.calls).length >= 2 &&
        portCities(itinerary.calls).length <= 4
      );
    })!;
    const itinerary = inventory.data.cruises.itineraries.find((it) => it.id === sailing.itineraryId)!;

    // Paris three times: by its hotel, by a ride's bare city name with its city id, by a flight's "City, Country".
    await insertProductBooking(user.id, {
      type: 'hotel',
      destination: parisHotel.location,
      product: { type: 'hotel', hotelId: parisHotel.id },
      startDate: day,
    });
    await insertProductBooking(user.id, {
      type: 'ride',
      destination: 'Paris',
      product: { type: 'ride', cityId: 'FR-paris' },
      startDate: day,
    });
    await insertProductBooking(user.id, {
      type: 'flight',
      destination: 'Paris, France',
      product: { type: 'flight', itineraryId: 'XX1-20300101' },
      startDate: day,
    });
    // Lisbon twice: by a car desk and a stay.
    await insertProductBooking(user.id, {
      type: 'car',
      destination: `${lisbonDesk.cityName}, Portugal`,
      product: { type: 'car', locationId: lisbonDesk.id },
      startDate: day,
    });
    await insertProductBooking(user.id, {
      type: 'stay',
      destination: lisbonStay.location,
      product: { type: 'stay', stayId: lisbonStay.id },
      startDate: day,
    });
    // A cruise counts each of its ports of call that is a city, not its list of names as one place.
    await insertProductBooking(user.id, {
      type: 'cruise',
      destination: itinerary.destinations.join(', '),
      product: { type: 'cruise', sailingId: sailing.id },
      startDate: day,
    });
    // Nothing to place: a ride without its city, a cruise the inventory does not know, an unknown "City, Country".
    await insertProductBooking(user.id, {
      type: 'ride',
      destination: 'Paris',
      product: { type: 'ride' },
      startDate: day,
    });
    await insertProductBooking(user.id, {
      type: 'cruise',
      destination: 'Nassau, Cozumel',
      product: { type: 'cruise', sailingId: 'no-such-sailing' },
      startDate: day,
    });
    await insertProductBooking(user.id, {
      type: 'flight',
      destination: 'Atlantis, Oceania',
      product: { type: 'flight' },
      startDate: day,
    });

    const { profile } = await getProfile(client);
    const cruiseCities = portCities(itinerary.calls)
      .map((id) => catalogue.cityLabel(id)!)
      .sort((a, b) => a.localeCompare(b, 'en'));
    expect(profile.preferredDestinations).toEqual(['Paris, France', 'Lisbon, Portugal', ...cruiseCities]);
    expect(
      profile.preferredDestinations.some(
        (name) => name.includes('Atlantis') || name === 'Paris' || name.includes('Nassau, Cozumel'),
      ),
    ).toBe(false);
  });

  it('counts as previous bookings only the made bookings that have started (first day today or earlier)', async () => {
    const { client, user } = await signedUpClient(ctx);
    const today = dayOf(clock.now());
    const booking = (startDate: string, status = 'confirmed') =>
      insertProductBooking(user.id, {
        type: 'flight',
        destination: 'Rome, Italy',
        product: { type: 'flight' },
        startDate,
        status,
      });
    await booking(addDays(today, -40), 'completed');
    await booking(addDays(today, -1));
    await booking(today);
    await booking(addDays(today, 1));
    await booking(addDays(today, 90));
    await booking(addDays(today, -5), 'cancelled');
    await booking(addDays(today, -5), 'pending');

    const { profile } = await getProfile(client);
    expect(profile.previousBookings).toBe(3);
    // A booking still ahead says where the user is going all the same.
    expect(profile.preferredDestinations).toEqual(['Rome, Italy']);
  });

  it('answers 401 signed out', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/me/travel-profile')).statusCode).toBe(401);
    expect((await putProfile(anonymous, ['food'])).statusCode).toBe(401);
    expect((await anonymous.get('/api/recommendations')).statusCode).toBe(401);
  });
});
