import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOMMENDATION_LIMIT, RECOMMENDATION_TYPES, type Recommendation } from '@escazo/contracts/recommendations';
import { WEEKDAYS } from '@escazo/contracts/planning-options';
import { dayOf } from '@escazo/contracts/dates';
import { compareScored, scoreItem } from '@escazo/advisor/recommendations';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient, signInAgain } from '../auth/test-support.ts';
import {
  expectDocumentedOrder,
  expectTopOfEachType,
  getRecommendations,
  insertBooking,
  insertDeal,
  insertSearches,
  putProfile,
  saveAs,
  unsaveAs,
} from './test-support.ts';

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

const catalogue = () => ctx.app.recommendationCatalogue;
const hotelsOf = (cityId: string) =>
  catalogue().items.filter((item) => item.type === 'hotel' && item.cityId === cityId);

/** What a card's availability line says, by type. */
const AVAILABILITY: Record<Recommendation['type'], RegExp> = {
  destination: /^\d+ hotels? with rooms tonight$/,
  hotel: /^(Rooms free tonight from \$\d+|Fully booked tonight)$/,
  activity: /^(Open today \d\d:\d\d-\d\d:\d\d(, \d\d:\d\d-\d\d:\d\d)*|Closed today)$/,
  experience: /^(Open today \d\d:\d\d-\d\d:\d\d(, \d\d:\d\d-\d\d:\d\d)*|Closed today)$/,
  restaurant: /^(Open today \d\d:\d\d-\d\d:\d\d(, \d\d:\d\d-\d\d:\d\d)*|Closed today)$/,
};

describe('GET /api/recommendations', () => {
  it('ranks the whole catalogue by the documented formula for the user’s profile, with computed stats', async () => {
    const { client } = await signedUpClient(ctx);
    const body = await getRecommendations(client);
    expect(body.forYou).toHaveLength(RECOMMENDATION_LIMIT);
    expectDocumentedOrder(body.forYou, body);
    expectDocumentedOrder(body.featured, body);
    expect(body.featured.every((item) => item.featured)).toBe(true);

    // Nothing left out of For You scores better than what it shows.
    const best = catalogue()
      .items.map((item) => scoreItem(item, body.profile, body.season))
      .sort(compareScored)
      .slice(0, RECOMMENDATION_LIMIT);
    expect(body.forYou.map((item) => item.id)).toEqual(best.map((item) => item.id));

    const mean = Math.round((body.forYou.reduce((sum, item) => sum + item.rating, 0) / body.forYou.length) * 10) / 10;
    expect(body.stats).toEqual({
      favorites: 0,
      recommendations: RECOMMENDATION_LIMIT,
      averageRating: mean,
      newThisWeek: RECOMMENDATION_LIMIT,
    });
    expect(body.favorites).toEqual([]);
    expect(body.bookmarks).toEqual([]);
    expect(body.generatedAt).toBe(clock.now().toISOString());

    for (const item of [...body.forYou, ...body.featured]) {
      expect(item.availability, item.id).toMatch(AVAILABILITY[item.type]);
      expect(item.reason.length, item.id).toBeGreaterThan(0);
      if (item.type !== 'hotel' && item.type !== 'destination') expect(item.discount).toBeNull();
    }
  });

  it('ranks each tab within each type too: every category has its own best 12', async () => {
    const { client } = await signedUpClient(ctx);
    const body = await getRecommendations(client);
    expectTopOfEachType(body.byType.forYou, catalogue().items, body);
    expectTopOfEachType(
      body.byType.featured,
      catalogue().items.filter((item) => item.featured),
      body,
    );
    // A new user's For You has a full list of every type, whatever the All list is made of.
    for (const type of RECOMMENDATION_TYPES) expect(body.byType.forYou[type], type).toHaveLength(RECOMMENDATION_LIMIT);
    for (const item of [...Object.values(body.byType.forYou), ...Object.values(body.byType.featured)].flat()) {
      expect(item.availability, item.id).toMatch(AVAILABILITY[item.type]);
      expect(item.reason.length, item.id).toBeGreaterThan(0);
    }
    // Impressions stay on the All For You list.
    expect(body.stats.newThisWeek).toBe(RECOMMENDATION_LIMIT);
  });

  it('follows the chosen preferences: only food puts food items first', async () => {
    const { client } = await signedUpClient(ctx);
    const before = await getRecommendations(client);
    expect((await putProfile(client, ['food'])).statusCode).toBe(200);
    const after = await getRecommendations(client);
    expect(after.profile.interests).toEqual(['food']);
    expectDocumentedOrder(after.forYou, after);
    expect(after.forYou.every((item) => item.tags.includes('food'))).toBe(true);
    expect(after.forYou.map((item) => item.id)).not.toEqual(before.forYou.map((item) => item.id));
    expect(after.forYou[0]!.reason).toMatch(/food & dining/);
  });

  it('lists favourites and bookmarks saved through the saved routes, newest favourite first', async () => {
    const { client } = await signedUpClient(ctx);
    const hotel = hotelsOf('FR-paris')[0]!;
    const louvre = await saveAs(client, 'recommendation', 'activity:paris/louvre-museum');
    expect(louvre.statusCode, louvre.body).toBe(200);
    expect(louvre.json()).toMatchObject({
      kind: 'recommendation',
      refId: 'activity:paris/louvre-museum',
      name: 'Louvre Museum',
      link: '/blog/paris#place-louvre-museum',
    });
    clock.advance(1000);
    expect((await saveAs(client, 'recommendation', hotel.id)).json()).toMatchObject({
      name: hotel.title,
      link: hotel.link,
    });
    expect((await saveAs(client, 'bookmark', 'restaurant:paris/le-procope')).json()).toMatchObject({
      kind: 'bookmark',
      name: 'Le Procope',
    });
    expect((await saveAs(client, 'recommendation', 'destination:kyoto')).statusCode).toBe(200);

    const body = await getRecommendations(client);
    expect(body.favorites.map((item) => item.id)).toEqual([
      'destination:kyoto',
      hotel.id,
      'activity:paris/louvre-museum',
    ]);
    expect(body.bookmarks).toEqual(['restaurant:paris/le-procope']);
    expect(body.stats.favorites).toBe(3);
    for (const item of body.favorites) {
      const again = scoreItem(item, body.profile, body.season);
      expect([item.personalityScore, item.budgetMatch, item.seasonalRelevance, item.overallScore]).toEqual([
        again.personalityScore,
        again.budgetMatch,
        again.seasonalRelevance,
        again.overallScore,
      ]);
    }
    expect(body.profile.favoriteTypes).toEqual(['destination', 'activity', 'hotel']);

    const saved = (await client.get('/api/me/saved')).json<{ items: { refId: string; link: string }[] }>().items;
    expect(saved.find((item) => item.refId === 'destination:kyoto')?.link).toBe('/blog/kyoto');

    expect((await unsaveAs(client, 'recommendation', hotel.id)).statusCode).toBe(204);
    expect((await getRecommendations(client)).favorites.map((item) => item.id)).toEqual([
      'destination:kyoto',
      'activity:paris/louvre-museum',
    ]);

    // Another user never sees them.
    const other = await getRecommendations((await signedUpClient(ctx)).client);
    expect(other.favorites).toEqual([]);
    expect(other.bookmarks).toEqual([]);
  });

  it('names favourites only from the catalogue: unknown ids are 404, over-long ones refused, the longest id saved', async () => {
    const { client } = await signedUpClient(ctx);
    const unknown = await saveAs(client, 'recommendation', 'activity:paris/no-such-place');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await saveAs(client, 'bookmark', 'hotel:nowhere')).statusCode).toBe(404);
    // The router refuses a path parameter past 100 characters (414, typed); every catalogue id is far shorter.
    const overLong = await saveAs(client, 'recommendation', `activity:${'a'.repeat(200)}`);
    expect(overLong.statusCode).toBe(414);
    expect(overLong.json().error.code).toBe('VALIDATION_FAILED');
    expect((await getRecommendations(client)).favorites).toEqual([]);

    const longest = catalogue().items.reduce((a, b) =>
      encodeURIComponent(b.id).length > encodeURIComponent(a.id).length ? b : a,
    );
    const saved = await saveAs(client, 'bookmark', longest.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ refId: longest.id, name: longest.title, link: longest.link });
    expect((await getRecommendations(client)).bookmarks).toEqual([longest.id]);
  });

  it('counts For You items first shown within 7 days as new this week', async () => {
    const account = await signedUpClient(ctx);
    const { client } = account;
    const first = await getRecommendations(client);
    expect(first.stats.newThisWeek).toBe(RECOMMENDATION_LIMIT);
    expect((await getRecommendations(client)).stats.newThisWeek).toBe(RECOMMENDATION_LIMIT);

    clock.advance(8 * DAY_MS);
    // The session lapsed on the app clock: the traveller signs in again.
    await signInAgain(account);
    // Shown 8 days ago is no longer new; only items never shown before are (the season may have turned).
    const firstShown = new Set(first.forYou.map((item) => item.id));
    const neverShown = (list: readonly Recommendation[]) => list.filter((item) => !firstShown.has(item.id)).length;
    const later = await getRecommendations(client);
    expect(later.stats.newThisWeek).toBe(neverShown(later.forYou));

    expect((await putProfile(client, ['wildlife', 'budget'])).statusCode).toBe(200);
    const changed = await getRecommendations(client);
    expect(neverShown(changed.forYou)).toBeGreaterThan(0);
    expect(changed.stats.newThisWeek).toBe(neverShown(changed.forYou));
  });

  it('marks trending the cities most searched and booked in the last 7 days', async () => {
    const { client, user } = await signedUpClient(ctx);
    const now = clock.now();
    const quiet = await getRecommendations(client);
    expect(quiet.trending).toEqual([]);
    for (const type of RECOMMENDATION_TYPES) expect(quiet.byType.trending[type], type).toEqual([]);

    await insertSearches(ctx, 'FR-paris', dayOf(now), 40);
    await insertSearches(ctx, 'JP-tokyo', dayOf(now.getTime() - 8 * DAY_MS), 500);
    const searched = await getRecommendations(client);
    expect(searched.trending.length).toBeGreaterThan(0);
    expect(searched.trending.every((item) => item.location === 'Paris, France' && item.trending)).toBe(true);
    expectDocumentedOrder(searched.trending, searched);
    expectTopOfEachType(
      searched.byType.trending,
      catalogue().items.filter((item) => item.cityId === 'FR-paris'),
      searched,
    );
    for (const item of searched.forYou) expect(item.trending, item.id).toBe(item.location === 'Paris, France');

    await insertBooking(ctx, { userId: user.id, destination: 'Kyoto, Japan', startDate: '2031-05-01', createdAt: now });
    await insertBooking(ctx, {
      userId: user.id,
      destination: 'Lisbon, Portugal',
      startDate: '2031-05-01',
      createdAt: new Date(now.getTime() - 8 * DAY_MS),
    });
    await insertBooking(ctx, {
      userId: user.id,
      destination: 'Rome, Italy',
      startDate: '2031-05-01',
      status: 'cancelled',
      createdAt: now,
    });
    for (const id of ['destination:kyoto', 'destination:lisbon', 'destination:rome', 'destination:tokyo'])
      expect((await saveAs(client, 'recommendation', id)).statusCode).toBe(200);
    const booked = await getRecommendations(client);
    const trending = Object.fromEntries(booked.favorites.map((item) => [item.id, item.trending]));
    expect(trending).toEqual({
      'destination:kyoto': true,
      'destination:lisbon': false,
      'destination:rome': false,
      'destination:tokyo': false,
    });
    expect(booked.trending.every((item) => item.location === 'Paris, France' || item.location === 'Kyoto, Japan')).toBe(
      true,
    );
    expectDocumentedOrder(booked.trending, booked);
    const kyotoOrParis = catalogue().items.filter(
      (item) => item.location === 'Paris, France' || item.location === 'Kyoto, Japan',
    );
    expectTopOfEachType(booked.byType.trending, kyotoOrParis, booked);
    for (const item of Object.values(booked.byType.trending).flat()) expect(item.trending, item.id).toBe(true);
  });

  it('takes discounts from current deals: a hotel’s own, a destination’s best lodging deal in its city', async () => {
    const { client } = await signedUpClient(ctx);
    const now = clock.now();
    const [dealHotel, plainHotel] = hotelsOf('IT-rome');
    const soon = new Date(now.getTime() + 3 * DAY_MS);
    await insertDeal(ctx, {
      id: 'rec-hotel-deal',
      type: 'hotel',
      cityId: 'IT-rome',
      hotelId: dealHotel!.id.slice('hotel:'.length),
      discount: 30,
      validUntil: soon,
    });
    await insertDeal(ctx, { id: 'rec-city-deal', type: 'car', cityId: 'IT-rome', discount: 45, validUntil: soon });
    await insertDeal(ctx, {
      id: 'rec-expired-deal',
      type: 'cruise',
      cityId: 'IT-rome',
      discount: 60,
      validUntil: new Date(now.getTime() - 1000),
    });
    for (const id of [
      'destination:rome',
      dealHotel!.id,
      plainHotel!.id,
      'activity:rome/colosseum',
      'destination:milan',
    ])
      expect((await saveAs(client, 'recommendation', id)).statusCode).toBe(200);

    const discounts = Object.fromEntries(
      (await getRecommendations(client)).favorites.map((item) => [item.id, item.discount]),
    );
    // The car deal's 45% is no cheaper stay in Rome: the destination shows its hotel deal's 30%.
    expect(discounts).toEqual({
      'destination:rome': 30,
      [dealHotel!.id]: 30,
      [plainHotel!.id]: null,
      'activity:rome/colosseum': null,
      'destination:milan': null,
    });
  });

  it('says whether a place is open today from its hours in its own time zone', async () => {
    const { client } = await signedUpClient(ctx);
    const id = 'activity:paris/louvre-museum';
    expect((await saveAs(client, 'recommendation', id)).statusCode).toBe(200);
    const [louvre] = (await getRecommendations(client)).favorites;
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', weekday: 'short' })
      .format(clock.now())
      .toLowerCase()
      .slice(0, 3);
    const hours = ctx.app.planningCatalogue
      .byId('paris')!
      .apiPlaces.find((place) => place.id === 'louvre-museum')!.hours;
    const today = hours[WEEKDAYS.find((day) => day === weekday)!];
    expect(louvre!.availability).toBe(today.length ? `Open today ${today.join(', ')}` : 'Closed today');
  });

  it('answers 401 signed out', async () => {
    expect((await new TestClient(ctx.app).get('/api/recommendations')).statusCode).toBe(401);
  });
});
