import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '@escazo/contracts/dates';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient, uniqueEmail } from '@server/modules/auth/test-support.ts';

/**
 * One booking window for search, offers and price watches (today on the app clock to the last day
 * the inventory offers, a year ahead), and dates of birth within a human life: a day outside is a
 * 400 naming the field, never priced, watched or booked.
 */
let ctx: TestContext;
let user: Awaited<ReturnType<typeof signedUpClient>>;
const today = dayOf(Date.now());
const lastOffered = () => addDays(today, 364);

type ErrorBody = { error: { code: string; message: string; fields?: { path: string; code: string }[] } };

beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'memory',
    rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 1000 },
  });
  user = await signedUpClient(ctx, uniqueEmail('window'));
});
afterAll(() => ctx.close());

function expectDateRefused(res: { statusCode: number; body: string; json(): unknown }, path: string, code: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as ErrorBody;
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.fields).toContainEqual(expect.objectContaining({ path, code }));
  expect(body.error.message.length).toBeGreaterThan(10);
}

describe('the booking window', () => {
  it('a hotel search, an offer and a watch for 9999-12-30 are refused with the field', async () => {
    expectDateRefused(
      await user.client.get('/api/search/hotels?destination=Paris&checkIn=9999-12-30&checkOut=9999-12-31'),
      'checkIn',
      'dates.beyondInventory',
    );
    expectDateRefused(
      await user.client.post('/api/offers', {
        type: 'hotel',
        hotelId: 'any-hotel',
        roomTypeId: 'any-room',
        checkIn: '9999-12-30',
        checkOut: '9999-12-31',
        guests: 1,
        rooms: 1,
      }),
      'checkIn',
      'dates.beyondInventory',
    );
    expectDateRefused(
      await user.client.post('/api/me/price-watches', {
        kind: 'hotel',
        hotelId: 'any-hotel',
        checkIn: '9999-12-30',
        checkOut: '9999-12-31',
        guests: 1,
        rooms: 1,
      }),
      'checkIn',
      'dates.beyondInventory',
    );
    expectDateRefused(
      await user.client.post('/api/me/price-watches', {
        kind: 'flight',
        from: 'JFK',
        to: 'LAX',
        date: '9999-01-01',
        cabin: 'economy',
        passengers: 1,
      }),
      'date',
      'dates.beyondInventory',
    );
  });

  it('flight, stay and car searches refuse a year ahead and a past day; the last offered day is fine', async () => {
    expectDateRefused(
      await user.client.get(`/api/search/flights?from=JFK&to=LAX&date=9999-06-01`),
      'date',
      'dates.beyondInventory',
    );
    expectDateRefused(
      await user.client.get(`/api/search/flights?from=JFK&to=LAX&date=${addDays(today, 10)}&returnDate=9999-06-01`),
      'returnDate',
      'dates.beyondInventory',
    );
    expectDateRefused(
      await user.client.get(`/api/search/stays?checkIn=${addDays(today, -30)}&checkOut=${addDays(today, -28)}`),
      'checkIn',
      'dates.beforeToday',
    );
    expectDateRefused(
      await user.client.get(
        `/api/search/cars?pickupLocation=Paris&dropoffLocation=Paris&pickupDate=${addDays(lastOffered(), 1)}&dropoffDate=${addDays(lastOffered(), 3)}`,
      ),
      'pickupDate',
      'dates.beyondInventory',
    );
    const ok = await user.client.get(`/api/search/flights?from=JFK&to=LAX&date=${addDays(lastOffered(), -1)}`);
    expect(ok.statusCode, ok.body).toBe(200);
    const near = await user.client.get(
      `/api/search/hotels?destination=Paris&checkIn=${addDays(today, 7)}&checkOut=${addDays(today, 9)}`,
    );
    expect(near.statusCode, near.body).toBe(200);
  });
});

describe('dates of birth', () => {
  it('refuses 9999 (the future) and 0001 (past a human life) on the profile, keeps a real one', async () => {
    const patch = (dateOfBirth: string) =>
      user.client.request({ method: 'PATCH', url: '/api/me/profile', payload: { dateOfBirth } });
    expectDateRefused(await patch('9999-01-01'), 'dateOfBirth', 'dates.birthInFuture');
    expectDateRefused(await patch('0001-01-01'), 'dateOfBirth', 'dates.birthTooOld');
    expectDateRefused(await patch(addDays(today, 1)), 'dateOfBirth', 'dates.birthInFuture');
    const ok = await patch('1990-05-17');
    expect(ok.statusCode, ok.body).toBe(200);
    // Clearing it is still allowed.
    expect((await patch('')).statusCode).toBe(200);
  });

  it('refuses them in onboarding', async () => {
    const fresh = await signedUpClient(ctx, uniqueEmail('window-onboarding'));
    expectDateRefused(
      await fresh.client.post('/api/me/onboarding', {
        profile: { firstName: 'Ana', lastName: 'Lima', dateOfBirth: '9999-12-31', country: 'United States' },
        preferences: {
          travelStyle: [],
          budget: null,
          accommodation: null,
          transportation: null,
          interests: [],
          travelPace: null,
        },
      }),
      'profile.dateOfBirth',
      'dates.birthInFuture',
    );
  });
});
