import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods, sessions, travelProfiles, users } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { GOOD_PASSWORD, signedUpClient } from '../auth/test-support.ts';
import { PNG_1PX, uploadAvatar } from './test-support.ts';

const FORBIDDEN = /hash|token|secret/i;

/** Every key and every string value anywhere in the document. */
function walk(value: unknown, visit: (key: string | null, v: unknown) => void, key: string | null = null): void {
  visit(key, value);
  if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, visit, k);
}

describe('account: data download', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 1000, formsPerTenMinutes: 100 } });
  });
  afterAll(() => ctx.close());

  it('downloads everything the account owns as a JSON attachment, with no secret, hash or token', async () => {
    const { client, email, user } = await signedUpClient(ctx);
    const db = ctx.database.db;
    await client.post('/api/me/onboarding', {
      profile: { firstName: 'Ana', lastName: 'Lima', dateOfBirth: '1990-04-12', country: 'France' },
      preferences: {
        travelStyle: ['solo'],
        budget: 'budget',
        accommodation: 'hostels',
        transportation: 'walking',
        interests: ['festivals'],
        travelPace: 'fast',
      },
    });
    await uploadAvatar(client, { filename: 'a.png', type: 'image/png', bytes: PNG_1PX });
    expect(
      (
        await client.post('/api/me/payment-methods', {
          holderName: 'Ana Lima',
          number: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
        })
      ).statusCode,
    ).toBe(201);
    await db.execute(
      sql`insert into two_factor_settings (user_id, method, totp_secret, enabled_at) values (${user.id}, 'totp', 'JBSWY3DPEHPK3PXPSECRETVALUE', now())`,
    );
    await db.execute(
      sql`insert into two_factor_recovery_codes (user_id, code_hash) values (${user.id}, 'recovery-code-hash-aaaa'), (${user.id}, 'recovery-code-hash-bbbb')`,
    );
    await db.execute(
      sql`insert into oauth_accounts (user_id, provider, subject, email) values (${user.id}, 'google', '1234567890', ${email})`,
    );
    await new TestClient(ctx.app).post('/api/auth/sign-in', { email, password: 'Wrong-Password-1' });

    const day = new Date().toISOString().slice(0, 10);
    const res = await client.get('/api/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="escazo-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect([day, new Date().toISOString().slice(0, 10)]).toContain(
      /escazo-data-(.*)\.json/.exec(res.headers['content-disposition'] as string)![1],
    );
    expect(res.headers['cache-control']).toBe('no-store');

    const data = res.json();
    expect(data).toMatchObject({
      format: 'escazo-account-export/1',
      user: { id: user.id, email, name: 'Ana Lima', membershipTier: 'standard', status: 'active', hasPassword: true },
      onboarding: { completed: true },
      profile: { firstName: 'Ana', lastName: 'Lima', country: 'France', hasCustomAvatar: true },
      preferences: { travel: { travelStyle: ['solo'], travelPace: 'fast' }, twoFactorAuth: true },
      twoFactor: { enabled: true, method: 'totp', unusedRecoveryCodes: 2 },
      paymentMethods: [
        { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, holderName: 'Ana Lima', isDefault: true },
      ],
      socialAccounts: [{ provider: 'google', subject: '1234567890', email }],
    });
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
    const types = (data.securityEvents as Array<{ type: string; outcome: string }>).map(
      (e) => `${e.type}:${e.outcome}`,
    );
    expect(types).toEqual(expect.arrayContaining(['sign_up:success', 'sign_in:failure', 'data_export:success']));

    walk(data, (key, value) => {
      if (key !== null) expect(key, `key ${key}`).not.toMatch(FORBIDDEN);
      if (typeof value === 'string') expect(value, `value of ${key}`).not.toMatch(FORBIDDEN);
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    const [card] = await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    const sessionRows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    for (const secret of [
      row!.passwordHash!,
      card!.processorToken,
      'JBSWY3DPEHPK3PXP',
      GOOD_PASSWORD,
      '4242424242424242',
      ...sessionRows.map((s) => s.idHash),
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('includes the travel profile’s chosen chips and when they changed, null before there is one', async () => {
    const { client, user } = await signedUpClient(ctx);
    expect((await client.get('/api/me/export')).json().travelProfile).toBeNull();

    const updatedAt = new Date('2030-03-04T05:06:07.000Z');
    await ctx.database.db
      .insert(travelProfiles)
      .values({ userId: user.id, interests: ['culture', 'food', 'budget'], updatedAt });
    const other = await signedUpClient(ctx);
    await ctx.database.db
      .insert(travelProfiles)
      .values({ userId: other.user.id, interests: ['nightlife'], updatedAt: new Date('2030-01-01T00:00:00.000Z') });

    const res = await client.get('/api/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.json().travelProfile).toEqual({
      interests: ['culture', 'food', 'budget'],
      updatedAt: updatedAt.toISOString(),
    });
    expect((await other.client.get('/api/me/export')).json().travelProfile).toEqual({
      interests: ['nightlife'],
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
  });

  it('gives each user only their own data, and nothing without a session', async () => {
    const a = await signedUpClient(ctx);
    const b = await signedUpClient(ctx);
    await a.client.request({ method: 'PATCH', url: '/api/me/profile', payload: { bio: 'only for A' } });
    await a.client.post('/api/me/payment-methods', {
      holderName: 'A Person',
      number: '5555555555554444',
      expMonth: 1,
      expYear: 2031,
      cvc: '999',
    });
    const data = (await b.client.get('/api/me/export')).json();
    expect(data.user.id).toBe(b.user.id);
    expect(data.paymentMethods).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(a.user.id);
    expect(JSON.stringify(data)).not.toContain('only for A');
    expect(JSON.stringify(data)).not.toContain(a.email);
    expect((await new TestClient(ctx.app).get('/api/me/export')).statusCode).toBe(401);
  });
});
