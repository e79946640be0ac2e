import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPreferences, userProfiles, users } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient } from '../auth/test-support.ts';

const patch = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: 'PATCH', url, payload: payload as Record<string, unknown> });

const PREFS_STEP = {
  travelStyle: ['adventure', 'culture'],
  budget: 'mid-range',
  accommodation: 'boutique',
  transportation: 'public-transport',
  interests: ['food', 'history'],
  travelPace: 'moderate',
};
const PROFILE_STEP = {
  firstName: ' Ana ',
  lastName: 'Lima',
  dateOfBirth: '1990-04-12',
  phone: '+1 555 0100',
  country: 'Germany',
  travelExperience: 'frequent',
};

describe('account: profile, preferences and onboarding', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 1000, formsPerTenMinutes: 100 } });
  });
  afterAll(() => ctx.close());

  it('answers 401 without a session on every /api/me route of this module', async () => {
    const anonymous = new TestClient(ctx.app);
    for (const [method, url] of [
      ['GET', '/api/me/profile'],
      ['PATCH', '/api/me/profile'],
      ['GET', '/api/me/preferences'],
      ['PATCH', '/api/me/preferences'],
      ['POST', '/api/me/onboarding'],
    ] as const) {
      const res = await anonymous.request({ method, url, ...(method === 'GET' ? {} : { payload: { skipped: true } }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('shows a new account the name it signed up with as first and last name, the rest empty', async () => {
    const { client, email } = await signedUpClient(ctx);
    const res = await client.get('/api/me/profile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      firstName: 'Ana',
      lastName: 'Traveller',
      phone: '',
      dateOfBirth: '',
      country: '',
      location: '',
      bio: '',
      email,
      name: 'Ana Traveller',
      hasCustomAvatar: false,
      travelExperience: null,
      membershipTier: 'standard',
      onboarded: false,
    });
  });

  it('changes only the fields sent, clears with an empty string, and the name follows first + last name', async () => {
    const { client, user } = await signedUpClient(ctx);
    let res = await patch(client, '/api/me/profile', { firstName: 'Maria', location: 'Lisbon', bio: 'Loves trains.' });
    expect(res.statusCode).toBe(200);
    // The last name shown from sign-up stays as it was shown.
    expect(res.json()).toMatchObject({
      firstName: 'Maria',
      lastName: 'Traveller',
      location: 'Lisbon',
      name: 'Maria Traveller',
    });
    res = await patch(client, '/api/me/profile', {
      lastName: '  Souza ',
      country: 'Canada',
      dateOfBirth: '1988-02-29',
    });
    expect(res.json()).toMatchObject({
      firstName: 'Maria',
      lastName: 'Souza',
      country: 'Canada',
      dateOfBirth: '1988-02-29',
      location: 'Lisbon',
      name: 'Maria Souza',
    });
    expect((await client.get('/api/auth/session')).json().user.name).toBe('Maria Souza');
    res = await patch(client, '/api/me/profile', { location: '', country: '' });
    expect(res.json()).toMatchObject({ location: '', country: '', name: 'Maria Souza' });
    const [row] = await ctx.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(row).toMatchObject({ location: null, country: null, bio: 'Loves trains.' });
    expect((await patch(client, '/api/me/profile', {})).json().firstName).toBe('Maria');
  });

  it('refuses invalid profile values with field errors, never a 5xx', async () => {
    const { client } = await signedUpClient(ctx);
    const cases: Array<[unknown, string]> = [
      [{ dateOfBirth: '2026-02-30' }, 'dateOfBirth'],
      [{ dateOfBirth: '12/04/1990' }, 'dateOfBirth'],
      [{ country: 'Narnia' }, 'country'],
      [{ bio: 'x'.repeat(1001) }, 'bio'],
      [{ firstName: 42 }, 'firstName'],
    ];
    for (const [body, path] of cases) {
      const res = await patch(client, '/api/me/profile', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual([expect.objectContaining({ path })]);
    }
    expect((await patch(client, '/api/me/profile', { dateOfBirth: '2026-02-30' })).json().error.fields[0]).toEqual({
      path: 'dateOfBirth',
      code: 'field.invalid',
      message: 'This value is not valid',
    });
    for (const payload of ['not json', '[]', 'null']) {
      const res = await client.request({
        method: 'PATCH',
        url: '/api/me/profile',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('has default preferences, changes any subset, and reads two-factor from its settings', async () => {
    const { client, user } = await signedUpClient(ctx);
    const res = await client.get('/api/me/preferences');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      account: {
        currency: 'USD',
        language: 'en',
        receivePromotions: false,
        travelAlerts: true,
        priceDropAlerts: false,
      },
      notifications: { email: true, push: false, deals: false, bookingUpdates: true },
      travel: {
        travelStyle: [],
        budget: null,
        accommodation: null,
        transportation: null,
        interests: [],
        travelPace: null,
      },
      twoFactorAuth: false,
    });
    const changed = await patch(client, '/api/me/preferences', {
      account: { currency: 'EUR', priceDropAlerts: true },
      notifications: { push: true },
      travel: { interests: ['food', 'food', 'nature'], budget: 'luxury' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      account: { currency: 'EUR', language: 'en', receivePromotions: false, travelAlerts: true, priceDropAlerts: true },
      notifications: { email: true, push: true, deals: false, bookingUpdates: true },
      travel: { interests: ['food', 'nature'], budget: 'luxury', travelStyle: [] },
    });
    expect((await client.get('/api/me/preferences')).json()).toEqual(changed.json());
    // twoFactorAuth is read-only here and only true once two-factor is really enabled.
    const ignored = await patch(client, '/api/me/preferences', { twoFactorAuth: true });
    expect(ignored.json().twoFactorAuth).toBe(false);
    await ctx.database.db.execute(
      sql`insert into two_factor_settings (user_id, method, enabled_at) values (${user.id}, 'email', now())`,
    );
    expect((await client.get('/api/me/preferences')).json().twoFactorAuth).toBe(true);
  });

  it('refuses preference values outside the option lists', async () => {
    const { client } = await signedUpClient(ctx);
    for (const body of [
      { account: { currency: 'BTC' } },
      { account: { language: 'English' } },
      { notifications: { email: 'yes' } },
      { travel: { travelStyle: ['space'] } },
      { travel: { budget: 'cheap' } },
    ]) {
      const res = await patch(client, '/api/me/preferences', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it("keeps every user's profile and preferences apart", async () => {
    const a = await signedUpClient(ctx);
    const b = await signedUpClient(ctx);
    await patch(a.client, '/api/me/profile', { firstName: 'Alice', lastName: 'A', bio: 'private' });
    await patch(a.client, '/api/me/preferences', { account: { currency: 'JPY' } });
    const bProfile = (await b.client.get('/api/me/profile')).json();
    expect(bProfile).toMatchObject({
      email: b.email,
      firstName: 'Ana',
      lastName: 'Traveller',
      bio: '',
      name: 'Ana Traveller',
    });
    expect((await b.client.get('/api/me/preferences')).json().account.currency).toBe('USD');
    await patch(b.client, '/api/me/profile', { firstName: 'Bob', bio: 'other' });
    expect((await a.client.get('/api/me/profile')).json()).toMatchObject({
      firstName: 'Alice',
      bio: 'private',
      name: 'Alice A',
    });
  });

  it('completes onboarding: profile and travel preferences saved, name set, onboarded', async () => {
    const { client, user } = await signedUpClient(ctx);
    const res = await client.post('/api/me/onboarding', { profile: PROFILE_STEP, preferences: PREFS_STEP });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lima',
      name: 'Ana Lima',
      dateOfBirth: '1990-04-12',
      phone: '+1 555 0100',
      country: 'Germany',
      travelExperience: 'frequent',
      onboarded: true,
    });
    expect((await client.get('/api/me/preferences')).json().travel).toEqual(PREFS_STEP);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.onboardedAt).toBeInstanceOf(Date);
  });

  it('skips onboarding: only onboarded_at is set', async () => {
    const { client, user } = await signedUpClient(ctx);
    const res = await client.post('/api/me/onboarding', { skipped: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      onboarded: true,
      firstName: 'Ana',
      lastName: 'Traveller',
      name: 'Ana Traveller',
    });
    expect(await ctx.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id))).toEqual([]);
  });

  it('answers the documented onboarding messages, field by field', async () => {
    const { client } = await signedUpClient(ctx);
    const res = await client.post('/api/me/onboarding', {
      profile: { firstName: '   ', dateOfBirth: '', country: '' },
      preferences: PREFS_STEP,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: 'profile.firstName', code: 'onboarding.firstName', message: 'First name is required' },
      { path: 'profile.lastName', code: 'onboarding.lastName', message: 'Last name is required' },
      { path: 'profile.dateOfBirth', code: 'onboarding.dateOfBirth', message: 'Date of birth is required' },
      { path: 'profile.country', code: 'onboarding.country', message: 'Country is required' },
    ]);
    const badCountry = await client.post('/api/me/onboarding', {
      profile: { ...PROFILE_STEP, country: 'Atlantis' },
      preferences: PREFS_STEP,
    });
    expect(badCountry.json().error.fields).toEqual([
      { path: 'profile.country', code: 'onboarding.country', message: 'Country is required' },
    ]);
    const badPrefs = await client.post('/api/me/onboarding', {
      profile: PROFILE_STEP,
      preferences: { ...PREFS_STEP, travelPace: 'warp' },
    });
    expect(badPrefs.statusCode).toBe(400);
    expect(badPrefs.json().error.fields).toEqual([expect.objectContaining({ path: 'preferences.travelPace' })]);
    for (const body of [{}, { skipped: false }, { skipped: 'yes' }, { profile: PROFILE_STEP }]) {
      const r = await client.post('/api/me/onboarding', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await client.get('/api/me/profile')).json().onboarded).toBe(false);
  });

  it('saves onboarding in one transaction: a failing preferences write leaves nothing behind', async () => {
    const { client, user } = await signedUpClient(ctx);
    const db = ctx.database.db;
    await db.execute(
      sql.raw(`create or replace function escazo_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'preferences write refused by test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger escazo_test_fail before insert or update on user_preferences
      for each row when (new.user_id = '${user.id}') execute function escazo_test_fail()`),
    );
    try {
      const res = await client.post('/api/me/onboarding', { profile: PROFILE_STEP, preferences: PREFS_STEP });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toEqual({
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await db.execute(sql.raw('drop trigger escazo_test_fail on user_preferences'));
    }
    expect(await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))).toEqual([]);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ onboardedAt: null, name: 'Ana Traveller' });
  });
});
