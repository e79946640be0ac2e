import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, cancellationResultSchema } from '@escazo/contracts/bookings';
import { toDayNumber } from '@escazo/contracts/dates';
import type { NotificationList } from '@escazo/contracts/notifications';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { bookings, mailMessages, offers, scheduledJobs } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { appOnSameDatabase } from '../jobs/test-support.ts';
import { BOOKING_JOBS, nextDailyRun, tripReminderAt } from './booking-jobs-schedule.ts';
import { cancelledMessage } from './follow-through-messages.ts';
import { notifyConfirmed } from './follow-through.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { scheduleDailyBookingJobs } from './public.ts';
import {
  book,
  contact,
  createBookingContext,
  GOOD_CARD,
  makeOffer,
  passenger,
  sampleOfferRequests,
  type BookingContext,
} from './test-support.ts';

type CancellationResult = z.infer<typeof cancellationResultSchema>;
const HOUR = 3_600_000;
let ctx: BookingContext;
let runner: FastifyInstance;
const clock = new TestClock(new Date());
let keyCounter = 0;
const key = () => `follow-${++keyCounter}`;

beforeAll(async () => {
  ctx = await createBookingContext(async () => []);
  // Jobs run on another app over the same database: they are rows, so a restarted server runs them.
  runner = await appOnSameDatabase(ctx, clock);
  runner.inventory = ctx.inventory;
}, 240_000);
afterAll(async () => {
  await runner?.close();
  await ctx?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const statusOf = async (id: string) =>
  (await rows<{ status: string }>(sql`select status from bookings where id = ${id}`))[0]!.status;
const notifications = async () =>
  (await ctx.buyer.client.get('/api/notifications')).json<NotificationList>().notifications;
const notificationsFor = async (bookingId: string) =>
  (await notifications()).filter((n) => n.link === `/bookings/${bookingId}`);
const mailsTo = (email: string) =>
  ctx.database.db.select().from(mailMessages).where(eq(mailMessages.to, email.toLowerCase()));
const pendingJobs = (kind: string) =>
  ctx.database.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, kind), isNull(scheduledJobs.doneAt)));

async function payLaterStay() {
  const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 150).stay);
  const res = await book(
    ctx.buyer.client,
    { offerId: offer.id, travellers: [passenger()], contact, payLater: true },
    key(),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { offer, booking: res.json<BookingCreated>().booking };
}

/** A paid hotel booking, and its confirmation notice delivered (the job due at the booking's time). */
async function confirmedHotel(daysAhead = 120) {
  const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, daysAhead).hotel);
  const res = await book(
    ctx.buyer.client,
    { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
    key(),
  );
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json<BookingCreated>().booking;
  expect(await notificationsFor(booking.id)).toEqual([]);
  clock.set(new Date());
  await runner.jobs.runDueJobs();
  return { offer, booking };
}

describe('a pay-later hold', () => {
  it('reminds 2 hours before the hold ends, then expires the booking and releases the availability', async () => {
    const created = Date.now();
    const { offer, booking } = await payLaterStay();
    const stayId = (offer.product as { stayId: string }).stayId;
    const night = toDayNumber(offer.startDate);
    expect(ctx.inventory.sold.stays.isBooked(stayId, night)).toBe(true);

    clock.set(new Date(created + 21 * HOUR));
    await runner.jobs.runDueJobs();
    expect((await notificationsFor(booking.id)).map((n) => n.kind)).toEqual([]);

    clock.set(new Date(created + 22 * HOUR + 60_000));
    await runner.jobs.runDueJobs();
    const reminders = await notificationsFor(booking.id);
    expect(reminders.map((n) => n.kind)).toEqual(['hold_expiring']);
    expect(reminders[0]!.body).toContain(booking.confirmationCode);
    expect(await statusOf(booking.id)).toBe('pending');

    clock.set(new Date(created + 24 * HOUR + 60_000));
    await runner.jobs.runDueJobs();
    expect(await statusOf(booking.id)).toBe('cancelled');
    expect(ctx.inventory.sold.stays.isBooked(stayId, night)).toBe(false);
    expect(
      await rows(sql`select * from stay_booked_nights where stay_id = ${stayId} and night = ${offer.startDate}`),
    ).toEqual([]);
    expect(
      (
        await rows<{ kind: string }>(sql`select kind from booking_events where booking_id = ${booking.id} order by id`)
      ).map((e) => e.kind),
    ).toEqual(['created', 'expired']);
  });

  it('does nothing once the booking is paid: no hold reminder, no expiry; the confirmation is notified', async () => {
    const created = Date.now();
    const { booking } = await payLaterStay();
    const paid = await ctx.buyer.client.post(`/api/bookings/${booking.id}/confirm`, { payment: { card: GOOD_CARD } });
    expect(paid.statusCode, paid.body).toBe(200);

    clock.set(new Date(created + 25 * HOUR));
    await runner.jobs.runDueJobs();
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect((await notificationsFor(booking.id)).map((n) => n.kind)).toEqual(['booking_confirmed']);
    expect(
      await pendingJobs(BOOKING_JOBS.tripReminder).then((jobs) =>
        jobs.filter((j) => (j.payload as { bookingId: string }).bookingId === booking.id),
      ),
    ).toHaveLength(1);
  });
});

describe('a confirmed booking', () => {
  it('is notified once with an e-mail carrying the e-ticket PDF and the calendar file', async () => {
    const { booking } = await confirmedHotel(130);
    expect((await notificationsFor(booking.id)).map((n) => n.kind)).toEqual(['booking_confirmed']);
    const mail = (await mailsTo(ctx.buyer.email)).find(
      (m) => m.kind === 'notification:booking_confirmed' && m.text.includes(booking.confirmationCode),
    )!;
    expect(mail.text).toContain(`/bookings/${booking.id}`);
    expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `escazo-${booking.confirmationCode}.pdf`, contentType: 'application/pdf' },
      { filename: `escazo-${booking.confirmationCode}.ics`, contentType: 'text/calendar' },
    ]);
    expect(mail.attachments.every((a) => a.size > 0)).toBe(true);

    const listed = await ctx.client.get(`/api/dev/mailbox?to=${encodeURIComponent(ctx.buyer.email)}`);
    const fromMailbox = listed
      .json<{ messages: { id: string; attachments: { filename: string; size: number }[] }[] }>()
      .messages.find((m) => m.id === mail.id)!;
    expect(fromMailbox.attachments.map((a) => a.filename)).toEqual([
      `escazo-${booking.confirmationCode}.pdf`,
      `escazo-${booking.confirmationCode}.ics`,
    ]);
  });

  it('gets a trip reminder at 09:00 UTC the day before it starts, only while confirmed', async () => {
    const { offer, booking } = await confirmedHotel(140);
    const at = tripReminderAt(offer.startDate);
    expect(at.toISOString()).toBe(new Date(Date.parse(`${offer.startDate}T09:00:00Z`) - 24 * HOUR).toISOString());

    clock.set(new Date(at.getTime() - 60_000));
    await runner.jobs.runDueJobs();
    expect((await notificationsFor(booking.id)).map((n) => n.kind)).toEqual(['booking_confirmed']);

    clock.set(at);
    await runner.jobs.runDueJobs();
    const kinds = (await notificationsFor(booking.id)).map((n) => n.kind);
    expect(kinds.sort()).toEqual(['booking_confirmed', 'trip_tomorrow']);
  });

  it('cancelled with a refund: both notified in the app, one e-mail stating the cancellation and the refund', async () => {
    const { booking } = await confirmedHotel(160);
    const res = await ctx.buyer.client.post(`/api/bookings/${booking.id}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { refund } = res.json<CancellationResult>();
    expect(refund.amount).toBeGreaterThan(0);
    const kinds = (await notificationsFor(booking.id)).map((n) => n.kind).sort();
    expect(kinds).toEqual(['booking_cancelled', 'booking_confirmed', 'booking_refunded']);
    const mailsOfBooking = (await mailsTo(ctx.buyer.email)).filter(
      (m) => m.text.includes(booking.confirmationCode) && m.kind !== 'notification:booking_confirmed',
    );
    expect(mailsOfBooking.map((m) => m.kind)).toEqual(['notification:booking_cancelled']);
    expect(mailsOfBooking[0]!.text).toContain(
      `A refund of ${formatMoney({ amount: refund.amount, currency: refund.currency })} goes back to your card.`,
    );

    const trip = await pendingJobs(BOOKING_JOBS.tripReminder).then((jobs) =>
      jobs.find((j) => (j.payload as { bookingId: string }).bookingId === booking.id)!,
    );
    clock.set(trip.runAt);
    await runner.jobs.runDueJobs();
    expect((await notificationsFor(booking.id)).map((n) => n.kind)).not.toContain('trip_tomorrow');
  });

  it('a cancellation without a refund says that none applies under the policy', async () => {
    const { booking } = await confirmedHotel(165);
    const row = (await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!;
    expect(cancelledMessage(row, 0).body).toBe(
      `Your booking ${booking.confirmationCode} (${row.startDate} to ${row.endDate}) is cancelled. No refund applies under the cancellation policy.`,
    );
    expect(cancelledMessage(row, 12_345).body).toContain(
      `A refund of ${formatMoney({ amount: 12_345, currency: row.currency })} goes back to your card.`,
    );
  });
});

describe('notifying', () => {
  it('a confirmation notice that fails throws, so its job retries it; the booking stays confirmed', async () => {
    const { booking } = await confirmedHotel(175);
    const row = (await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!;
    const broken = {
      db: ctx.database.db,
      config: ctx.config,
      origin: () => {
        throw new Error('no origin');
      },
    };
    await expect(notifyConfirmed(broken, row, new Date())).rejects.toThrow('no origin');
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect((await notificationsFor(booking.id)).map((n) => n.kind)).toEqual(['booking_confirmed']);
  });
});

describe('daily jobs', () => {
  it('keeps one pending run per kind, completes ended bookings, cleans up and schedules the next run', async () => {
    const now = new Date();
    await scheduleDailyBookingJobs(ctx.database.db, now);
    await scheduleDailyBookingJobs(ctx.database.db, now);
    expect(await pendingJobs(BOOKING_JOBS.completeEnded)).toHaveLength(1);
    expect(await pendingJobs(BOOKING_JOBS.cleanup)).toHaveLength(1);

    const { offer: booked } = await confirmedHotel(170);
    const unbooked = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 171).car);
    const past = new Date(now.getTime() - 3 * 24 * HOUR);
    await ctx.database.db.update(offers).set({ expiresAt: past }).where(eq(offers.id, booked.id));
    await ctx.database.db.update(offers).set({ expiresAt: past }).where(eq(offers.id, unbooked.id));
    await rows(sql`insert into idempotency_keys (user_id, key, scope, request_hash, state, created_at)
      values (${ctx.buyer.user.id}, 'old-key', 'POST /api/bookings', 'h', 'done', ${new Date(now.getTime() - 8 * 24 * HOUR).toISOString()})`);

    const runAt = nextDailyRun(now);
    clock.set(runAt);
    await runner.jobs.runDueJobs();
    const left = await rows<{ id: string }>(sql`select id from offers where id in (${booked.id}, ${unbooked.id})`);
    expect(left.map((o) => o.id)).toEqual([booked.id]);
    expect(await rows(sql`select key from idempotency_keys where key = 'old-key'`)).toEqual([]);
    expect((await rows(sql`select key from idempotency_keys`)).length).toBeGreaterThan(0);

    const next = await pendingJobs(BOOKING_JOBS.completeEnded);
    expect(next.map((j) => j.runAt.toISOString())).toEqual([new Date(runAt.getTime() + 24 * HOUR).toISOString()]);
    expect((await pendingJobs(BOOKING_JOBS.cleanup)).map((j) => j.runAt.toISOString())).toEqual([
      new Date(runAt.getTime() + 24 * HOUR).toISOString(),
    ]);
  });
});
