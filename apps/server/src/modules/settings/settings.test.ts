import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSettings, AdminSettingsUpdate } from '@escazo/contracts/admin';
import { DEFAULT_PUBLIC_SETTINGS } from '@escazo/contracts/settings';
import { validContactMessage, validDriverApplication } from '@escazo/contracts/test-support';
import { TestClient, createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { GOOD_PASSWORD, signedUpClient, uniqueEmail } from '../auth/test-support.ts';
import { clientWithRole, eventsOfType } from '../admin/test-support.ts';

let ctx: TestContext;
let root: Awaited<ReturnType<typeof clientWithRole>>;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 50 } });
  root = await clientWithRole(ctx, 'Super Admin', 'settings-root');
});
afterAll(() => ctx.close());

const current = async () => {
  const res = await root.client.get('/api/admin/settings');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminSettings>();
};
const save = async (change: Partial<AdminSettingsUpdate>) => {
  const { updatedAt: _ignored, ...values } = await current();
  return root.client.request({ method: 'PUT', url: '/api/admin/settings', payload: { ...values, ...change } });
};
const publicSettings = () => new TestClient(ctx.app).get('/api/settings/public');

describe(`site settings (${testDriver})`, () => {
  it("start at today's behaviour: support texts, no notice, sign-ups open, the configured form limits", async () => {
    const res = await publicSettings();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_PUBLIC_SETTINGS);
    expect(res.json()).toEqual({
      supportHours: 'Mon-Fri 9AM-8PM ET',
      supportPhone: '+1 (401) 555-0142',
      siteNotice: '',
      signupsOpen: true,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(await current()).toEqual({
      ...DEFAULT_PUBLIC_SETTINGS,
      contactFormPerHour: 300,
      driverFormPerHour: 300,
      updatedAt: null,
    });
  });

  it('are read and saved with settings:manage only, validated, and every change is audited', async () => {
    const manager = await clientWithRole(ctx, 'User Manager', 'settings-manager');
    expect((await manager.client.get('/api/admin/settings')).statusCode).toBe(403);
    for (const bad of [
      { supportPhone: 'call us' },
      { contactFormPerHour: 0 },
      { siteNotice: 'x'.repeat(301) },
      { signupsOpen: 'yes' },
    ]) {
      const res = await save(bad as Partial<AdminSettingsUpdate>);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }

    const res = await save({
      siteNotice: 'Scheduled maintenance on Sunday 02:00-03:00 UTC.',
      supportHours: 'Every day 8AM-10PM ET',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      siteNotice: 'Scheduled maintenance on Sunday 02:00-03:00 UTC.',
      supportHours: 'Every day 8AM-10PM ET',
      updatedAt: expect.any(String),
    });
    expect((await publicSettings()).json()).toMatchObject({
      siteNotice: 'Scheduled maintenance on Sunday 02:00-03:00 UTC.',
      supportHours: 'Every day 8AM-10PM ET',
    });

    const events = await eventsOfType(ctx, 'settings_changed');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userId: root.user.id,
      details: {
        actorId: root.user.id,
        changes: [
          { key: 'supportHours', from: 'Mon-Fri 9AM-8PM ET', to: 'Every day 8AM-10PM ET' },
          { key: 'siteNotice', from: '', to: 'Scheduled maintenance on Sunday 02:00-03:00 UTC.' },
        ],
      },
    });
    // Saving the same values changes nothing and logs nothing.
    expect((await save({})).statusCode).toBe(200);
    expect(await eventsOfType(ctx, 'settings_changed')).toHaveLength(1);
  });

  it("apply at once to the contact form's hourly limit per address", async () => {
    expect((await save({ contactFormPerHour: 2 })).statusCode).toBe(200);
    const sender = new TestClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await sender.post('/api/contact-messages', validContactMessage())).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await save({ contactFormPerHour: 10 })).statusCode).toBe(200);
    expect((await sender.post('/api/contact-messages', validContactMessage())).statusCode).toBe(201);
  });

  it("apply to the driver application form's hourly limit", async () => {
    expect((await save({ driverFormPerHour: 1 })).statusCode).toBe(200);
    const applicant = new TestClient(ctx.app);
    expect(
      (await applicant.post('/api/driver-applications', validDriverApplication({ email: uniqueEmail('driver-a') })))
        .statusCode,
    ).toBe(201);
    const limited = await applicant.post(
      '/api/driver-applications',
      validDriverApplication({ email: uniqueEmail('driver-b') }),
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });

  it('close and reopen sign-ups (403 SIGNUPS_CLOSED); existing accounts still sign in', async () => {
    const existing = await signedUpClient(ctx, uniqueEmail('existing'));
    expect((await save({ signupsOpen: false })).statusCode).toBe(200);
    expect((await publicSettings()).json().signupsOpen).toBe(false);

    const closed = await new TestClient(ctx.app).post('/api/auth/sign-up', {
      fullName: 'Late Comer',
      email: uniqueEmail('late'),
      password: GOOD_PASSWORD,
    });
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({
      error: { code: 'SIGNUPS_CLOSED', message: 'New sign-ups are closed at the moment.' },
    });
    const signIn = await new TestClient(ctx.app).post('/api/auth/sign-in', {
      email: existing.email,
      password: GOOD_PASSWORD,
      rememberMe: false,
    });
    expect(signIn.statusCode).toBe(200);

    expect((await save({ signupsOpen: true })).statusCode).toBe(200);
    const reopened = await new TestClient(ctx.app).post('/api/auth/sign-up', {
      fullName: 'Late Comer',
      email: uniqueEmail('late'),
      password: GOOD_PASSWORD,
    });
    expect(reopened.statusCode).toBe(202);
  });
});
