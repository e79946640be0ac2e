import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@escazo/contracts/errors';
import type { NotificationList } from '@escazo/contracts/notifications';
import { mailMessages } from '@server/db/schema.ts';
import { TestClient, createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { notify, type NotifyInput } from './public.ts';

const confirmed = (userId: string, overrides: Partial<NotifyInput> = {}): NotifyInput => ({
  userId,
  kind: 'booking_confirmed',
  title: 'Booking confirmed',
  body: 'Your flight to Lisbon is confirmed. Confirmation code ESC4KD.',
  link: '/trips/ESC4KD',
  ...overrides,
});

describe(`notifications (${testDriver})`, () => {
  let ctx: TestContext;
  const send = (input: NotifyInput, now?: Date) =>
    notify(ctx.database.db, input, { config: ctx.config, now: now ?? new Date() });
  const mailsTo = (email: string, kind: string) =>
    ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, email.toLowerCase()), eq(mailMessages.kind, kind)));
  const list = async (client: TestClient) => {
    const res = await client.get('/api/notifications');
    expect(res.statusCode).toBe(200);
    return res.json<NotificationList>();
  };

  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 1000, formsPerTenMinutes: 100 } });
  });
  afterAll(() => ctx.close());

  it('answers 401 without a session', async () => {
    const anonymous = new TestClient(ctx.app);
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/00000000-0000-4000-8000-000000000000/read'],
    ] as const) {
      const res = await anonymous.request({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('lists the own notifications newest first with the unread count, and marks one and then all read', async () => {
    const { client, user } = await signedUpClient(ctx);
    expect(await list(client)).toEqual({ notifications: [], unreadCount: 0 });

    await send(confirmed(user.id), new Date('2030-05-01T09:00:00Z'));
    await send(
      confirmed(user.id, {
        kind: 'hold_expiring',
        title: 'Your hold ends soon',
        body: 'Pay within 2 hours to keep it.',
        link: null,
      }),
      new Date('2030-05-01T10:00:00Z'),
    );
    await send(
      confirmed(user.id, {
        kind: 'trip_tomorrow',
        title: 'Your trip is tomorrow',
        body: 'Check in opens 24 hours before departure.',
      }),
      new Date('2030-05-01T11:00:00Z'),
    );

    const first = await list(client);
    expect(first.unreadCount).toBe(3);
    expect(first.notifications.map((n) => n.kind)).toEqual(['trip_tomorrow', 'hold_expiring', 'booking_confirmed']);
    expect(first.notifications[1]).toMatchObject({
      title: 'Your hold ends soon',
      link: null,
      readAt: null,
      createdAt: '2030-05-01T10:00:00.000Z',
    });
    expect(first.notifications[2]).toMatchObject({
      link: '/trips/ESC4KD',
      body: 'Your flight to Lisbon is confirmed. Confirmation code ESC4KD.',
    });

    const oldest = first.notifications[2]!;
    const read = await client.post(`/api/notifications/${oldest.id}/read`, {});
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json().readAt).not.toBeNull();
    // Reading it again keeps the first read time.
    const again = await client.post(`/api/notifications/${oldest.id}/read`, {});
    expect(again.json().readAt).toBe(read.json().readAt);
    expect((await list(client)).unreadCount).toBe(2);

    const all = await client.post('/api/notifications/read-all', {});
    expect(all.statusCode).toBe(200);
    const after = all.json<NotificationList>();
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n) => n.readAt !== null)).toBe(true);
    expect(after.notifications.find((n) => n.id === oldest.id)!.readAt).toBe(read.json().readAt);
  });

  it('never shows or changes another user’s notifications', async () => {
    const ana = await signedUpClient(ctx);
    const ben = await signedUpClient(ctx);
    const { notification } = await send(confirmed(ana.user.id));

    expect(await list(ben.client)).toEqual({ notifications: [], unreadCount: 0 });
    const res = await ben.client.post(`/api/notifications/${notification!.id}/read`, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    await ben.client.post('/api/notifications/read-all', {});

    const anas = await list(ana.client);
    expect(anas.unreadCount).toBe(1);
    expect(anas.notifications[0]!.readAt).toBeNull();
  });

  it.each(['not-an-id', '%00', '%E2%82'])('answers a typed 4xx for the id %j', async (id) => {
    const { client } = await signedUpClient(ctx);
    const res = await client.post(`/api/notifications/${id}/read`, {});
    expect(res.statusCode).toBe(400);
    expect(errorCodes).toContain(res.json().error.code);
  });

  it('e-mails a confirmation with an absolute link, by default', async () => {
    const { user, email } = await signedUpClient(ctx);
    const result = await send(confirmed(user.id));
    expect(result.emailed).toBe(true);
    const [mail] = await mailsTo(email, 'notification:booking_confirmed');
    expect(mail).toMatchObject({ subject: 'Booking confirmed' });
    expect(mail!.text).toContain('Confirmation code ESC4KD.');
    expect(mail!.text).toMatch(/\nhttps?:\/\/[^/\s]+\/trips\/ESC4KD$/);
  });

  it('sends no e-mail when "Email notifications" is off, but still keeps the notification', async () => {
    const { client, user, email } = await signedUpClient(ctx);
    const off = await client.request({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { notifications: { email: false } },
    });
    expect(off.statusCode).toBe(200);
    for (const kind of ['booking_confirmed', 'booking_refunded', 'trip_tomorrow'] as const) {
      expect((await send(confirmed(user.id, { kind }))).emailed).toBe(false);
      expect(await mailsTo(email, `notification:${kind}`)).toHaveLength(0);
    }
    expect((await list(client)).unreadCount).toBe(3);
  });

  it('e-mails reminders only with "Booking updates" on; confirmations, cancellations and refunds without it', async () => {
    const { client, user, email } = await signedUpClient(ctx);
    const off = await client.request({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { notifications: { bookingUpdates: false } },
    });
    expect(off.statusCode).toBe(200);
    const emailed = async (kind: NotifyInput['kind']) => (await send(confirmed(user.id, { kind }))).emailed;
    expect(await emailed('hold_expiring')).toBe(false);
    expect(await emailed('trip_tomorrow')).toBe(false);
    expect(await emailed('booking_cancelled')).toBe(true);
    expect(await emailed('booking_refunded')).toBe(true);
    expect(await mailsTo(email, 'notification:hold_expiring')).toHaveLength(0);
    expect(await mailsTo(email, 'notification:booking_cancelled')).toHaveLength(1);
  });

  it('keeps one notification and one e-mail per dedupe key and user', async () => {
    const ana = await signedUpClient(ctx);
    const ben = await signedUpClient(ctx);
    const key = 'trip-tomorrow:booking-42';
    const input = confirmed(ana.user.id, { kind: 'trip_tomorrow', title: 'Your trip is tomorrow', dedupeKey: key });
    const first = await send(input);
    const second = await send(input);
    expect(first.notification).not.toBeNull();
    expect(second).toEqual({ notification: null, emailed: false });
    expect((await list(ana.client)).notifications).toHaveLength(1);
    expect(await mailsTo(ana.email, 'notification:trip_tomorrow')).toHaveLength(1);
    // The same key is another user's own.
    expect((await send({ ...input, userId: ben.user.id })).notification).not.toBeNull();
  });

  it('e-mails price drops only with "Price drop alerts" on, schedule changes only with "Travel alerts" on', async () => {
    const drop = (userId: string) =>
      confirmed(userId, {
        kind: 'price-drop',
        title: 'Price drop: JFK → LAX',
        body: 'Now $180.00, was $210.00.',
        link: '/dashboard',
      });
    const change = (userId: string) =>
      confirmed(userId, {
        kind: 'schedule-change',
        title: 'Schedule change',
        body: 'Your flight now leaves at 09:40.',
      });

    // Defaults: price drop alerts off, travel alerts on.
    const fresh = await signedUpClient(ctx);
    expect((await send(drop(fresh.user.id), new Date('2030-05-01T10:00:00Z'))).emailed).toBe(false);
    expect((await send(change(fresh.user.id), new Date('2030-05-01T11:00:00Z'))).emailed).toBe(true);
    expect((await list(fresh.client)).notifications.map((n) => n.kind)).toEqual(['schedule-change', 'price-drop']);

    const flipped = await signedUpClient(ctx);
    const res = await flipped.client.request({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { account: { priceDropAlerts: true, travelAlerts: false } },
    });
    expect(res.statusCode).toBe(200);
    expect((await send(drop(flipped.user.id))).emailed).toBe(true);
    expect((await send(change(flipped.user.id))).emailed).toBe(false);
    expect(await mailsTo(flipped.email, 'notification:price-drop')).toHaveLength(1);
    expect(await mailsTo(flipped.email, 'notification:schedule-change')).toHaveLength(0);

    // 'Email notifications' off still sends neither.
    const silent = await signedUpClient(ctx);
    await silent.client.request({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { account: { priceDropAlerts: true }, notifications: { email: false } },
    });
    expect((await send(drop(silent.user.id))).emailed).toBe(false);
    expect((await send(change(silent.user.id))).emailed).toBe(false);
  });

  it('uses the e-mail text it is given instead of the notification body', async () => {
    const { user, email } = await signedUpClient(ctx);
    await send(
      confirmed(user.id, {
        kind: 'booking_refunded',
        email: { subject: 'Refund on its way', text: 'We refunded 120.00 EUR.' },
      }),
    );
    const [mail] = await mailsTo(email, 'notification:booking_refunded');
    expect(mail).toMatchObject({ subject: 'Refund on its way', text: 'We refunded 120.00 EUR.' });
  });

  it('keeps a notification in the app only when told not to e-mail it', async () => {
    const { client, user, email } = await signedUpClient(ctx);
    const result = await send(confirmed(user.id, { kind: 'booking_refunded', email: false }));
    expect(result.emailed).toBe(false);
    expect(result.notification).not.toBeNull();
    expect(await mailsTo(email, 'notification:booking_refunded')).toHaveLength(0);
    expect((await list(client)).notifications.map((n) => n.kind)).toEqual(['booking_refunded']);
  });

  it('refuses a link to another origin', async () => {
    const { user } = await signedUpClient(ctx);
    await expect(send(confirmed(user.id, { link: '//evil.example/x' }))).rejects.toThrow();
    await expect(send(confirmed(user.id, { link: 'https://evil.example/x' }))).rejects.toThrow();
  });
});
