import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { BookingCreated } from '@escazo/contracts/bookings';
import { toDayNumber } from '@escazo/contracts/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scheduledJobs } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { TestClient, testDriver } from '@server-test/helpers.ts';
import { appOnSameDatabase } from '../jobs/test-support.ts';
import { selectPaymentProcessor } from '../payments/public.ts';
import { claimChargeForSettling, markCaptured } from '../payments/test-support.ts';
import { BOOKING_JOBS } from './booking-jobs-schedule.ts';
import { recordPendingCharge } from './charge.ts';
import { completeEndedBookings, expireHold, reconcilePendingCharges } from './public.ts';
import {
  book,
  contact,
  createBookingContext,
  directFlightId,
  GOOD_CARD,
  ledgerKinds,
  makeOffer,
  passenger,
  sampleOfferRequests,
  type BookingContext,
} from './test-support.ts';

let ctx: BookingContext;
const clock = new TestClock(new Date());
// Jobs run on another app over the same database, reading the time from the test clock.
let runner: FastifyInstance;

beforeAll(async () => {
  ctx = await createBookingContext(async (c) => [(await directFlightId(new TestClient(c.app))).split('-')[0]!]);
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
const silent = { info: () => {} };

describe('scheduled booking work (called by the jobs module)', () => {
  it('expireHold releases an unpaid pay-later booking once its hold has ended, and only then', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory).stay);
    const { booking } = (
      await book(ctx.buyer.client, { offerId: offer.id, travellers: [passenger()], contact, payLater: true }, 'hold-1')
    ).json<BookingCreated>();
    const stayId = (offer.product as { stayId: string }).stayId;
    expect(ctx.inventory.sold.stays.isBooked(stayId, toDayNumber(offer.startDate))).toBe(true);
    expect(await expireHold(ctx.database.db, ctx.inventory, booking.id, new Date(Date.now() + 23 * 3_600_000))).toBe(
      false,
    );
    expect(await expireHold(ctx.database.db, ctx.inventory, booking.id, new Date(Date.now() + 25 * 3_600_000))).toBe(
      true,
    );
    expect(await statusOf(booking.id)).toBe('cancelled');
    expect(ctx.inventory.sold.stays.isBooked(stayId, toDayNumber(offer.startDate))).toBe(false);
    expect(await rows(sql`select * from stay_booked_nights where stay_id = ${stayId}`)).toEqual([]);
    expect(await expireHold(ctx.database.db, ctx.inventory, booking.id, new Date(Date.now() + 26 * 3_600_000))).toBe(
      false,
    );
  });

  it('completeEndedBookings marks confirmed bookings whose end date is behind', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory).hotel);
    const { booking } = (
      await book(
        ctx.buyer.client,
        { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
        'complete-1',
      )
    ).json<BookingCreated>();
    expect(await completeEndedBookings(ctx.database.db, new Date(offer.endDate))).toBe(0);
    expect(await completeEndedBookings(ctx.database.db, new Date(Date.parse(offer.endDate) + 86_400_000))).toBe(1);
    expect(await statusOf(booking.id)).toBe('completed');
    const events = await rows<{ kind: string }>(
      sql`select kind from booking_events where booking_id = ${booking.id} order by id`,
    );
    expect(events.map((e) => e.kind)).toEqual(['created', 'paid', 'completed']);
  });
});

describe('start-up reconciler', () => {
  it('refunds a charge whose booking never committed (the process died in between)', async () => {
    const processor = selectPaymentProcessor(ctx.database.db);
    const bookingId = '00000000-0000-4000-8000-000000000001';
    const key = `booking:${bookingId}:charge`;
    await ctx.database.db
      .execute(sql`insert into payments (booking_id, user_id, kind, status, amount, currency, processor, idempotency_key, created_at)
      values (${bookingId}, ${ctx.buyer.user.id}, 'charge', 'pending', 12345, 'USD', 'test', ${key}, now() - interval '1 hour')`);
    // The charge went through at the processor; then the process died before the booking committed.
    const auth = await processor.authorize({
      amount: 12345,
      currency: 'USD',
      token: 'tok_test_x',
      idempotencyKey: key,
      description: 'crash',
    });
    if (!auth.ok) throw new Error('authorize failed');
    await processor.capture(auth.paymentId, `${key}:capture`);
    const before = await ledgerKinds(ctx);
    expect(await reconcilePendingCharges(ctx.database.db, processor, silent, new Date())).toBe(1);
    expect((await ledgerKinds(ctx)).refund).toBe((before.refund ?? 0) + 1);
    const refund = await rows<{ amount: number }>(
      sql`select amount from payment_ledger where processor_payment_id = ${auth.paymentId} and kind = 'refund'`,
    );
    expect(refund).toEqual([{ amount: 12345 }]);
    expect(
      (await rows<{ status: string }>(sql`select status from payments where idempotency_key = ${key}`))[0]!.status,
    ).toBe('failed');
    expect(await reconcilePendingCharges(ctx.database.db, processor, silent, new Date())).toBe(0);
  });
});

describe(`a charge's scheduled reconcile (${testDriver})`, () => {
  const MINUTE = 60_000;
  const paymentStatus = async (id: string) =>
    (await rows<{ status: string }>(sql`select status from payments where id = ${id}`))[0]!.status;
  const ledgerOf = (processorPaymentId: string) =>
    rows<{ kind: string; amount: number }>(
      sql`select kind, amount from payment_ledger where processor_payment_id = ${processorPaymentId} order by id`,
    );
  const reconcileJobOf = async (paymentId: string) =>
    (
      await ctx.database.db
        .select()
        .from(scheduledJobs)
        .where(
          and(
            eq(scheduledJobs.kind, BOOKING_JOBS.reconcileCharge),
            eq(scheduledJobs.dedupeKey, `${BOOKING_JOBS.reconcileCharge}:${paymentId}`),
          ),
        )
    )[0];

  /** A charge written pending at the clock's time whose booking never commits (the process died). */
  async function leftPendingCharge(amount: number) {
    const processor = selectPaymentProcessor(ctx.database.db);
    const bookingId = randomUUID();
    const source = { token: 'tok_test_x', brand: 'visa', last4: '4242' };
    const payment = await recordPendingCharge(ctx.database.db, processor, {
      bookingId,
      userId: ctx.buyer.user.id,
      amount,
      currency: 'USD',
      idempotencyKey: `booking:${bookingId}:charge`,
      source,
      now: clock.now(),
    });
    const auth = await processor.authorize({
      amount,
      currency: 'USD',
      token: source.token,
      idempotencyKey: payment.idempotencyKey,
      description: 'crash',
    });
    if (!auth.ok) throw new Error('authorize failed');
    return { payment, processor, processorPaymentId: auth.paymentId };
  }

  it('gives back a charge left pending without a booking 10 minutes after it was written: captured refunded, authorised voided', async () => {
    clock.set(new Date());
    const captured = await leftPendingCharge(12_000);
    await captured.processor.capture(captured.processorPaymentId, `${captured.payment.idempotencyKey}:capture`);
    const authorised = await leftPendingCharge(7_000);
    expect((await reconcileJobOf(captured.payment.id))?.runAt.toISOString()).toBe(
      new Date(clock.now().getTime() + 10 * MINUTE).toISOString(),
    );

    clock.advance(9 * MINUTE);
    await runner.jobs.runDueJobs();
    expect(await paymentStatus(captured.payment.id)).toBe('pending');
    expect(await paymentStatus(authorised.payment.id)).toBe('pending');

    clock.advance(MINUTE);
    await runner.jobs.runDueJobs();
    expect(await ledgerOf(captured.processorPaymentId)).toEqual([
      { kind: 'authorize', amount: 12_000 },
      { kind: 'capture', amount: 12_000 },
      { kind: 'refund', amount: 12_000 },
    ]);
    expect((await ledgerOf(authorised.processorPaymentId)).map((r) => r.kind)).toEqual(['authorize', 'void']);
    expect(await paymentStatus(captured.payment.id)).toBe('failed');
    expect(await paymentStatus(authorised.payment.id)).toBe('failed');
    expect((await reconcileJobOf(captured.payment.id))?.doneAt).not.toBeNull();
  });

  it('a settle that claims a charge first makes the late capture fail, so money is never both refunded and kept', async () => {
    clock.set(new Date());
    const late = await leftPendingCharge(5_000);
    expect(await claimChargeForSettling(ctx.database.db, late.payment.id, clock.now())).toBeDefined();
    expect(await markCaptured(ctx.database.db, late.payment.id, late.processorPaymentId, clock.now())).toBe(false);
    clock.advance(10 * MINUTE);
    await runner.jobs.runDueJobs();
    expect((await ledgerOf(late.processorPaymentId)).map((r) => r.kind)).toEqual(['authorize', 'void']);
    expect(await paymentStatus(late.payment.id)).toBe('failed');
    // Once captured, a charge can no longer be claimed for settling.
    const paid = await leftPendingCharge(6_000);
    expect(await markCaptured(ctx.database.db, paid.payment.id, paid.processorPaymentId, clock.now())).toBe(true);
    expect(await claimChargeForSettling(ctx.database.db, paid.payment.id, clock.now())).toBeUndefined();
  });

  it('gives back the charge of a pay-later hold whose confirmation died: the hold stays pending', async () => {
    clock.set(new Date());
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 140).hotel);
    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger()], contact, payLater: true },
      'reconcile-hold',
    );
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json<BookingCreated>();
    const processor = selectPaymentProcessor(ctx.database.db);
    const source = { token: 'tok_test_x', brand: 'visa', last4: '4242' };
    const payment = await recordPendingCharge(ctx.database.db, processor, {
      bookingId: booking.id,
      userId: ctx.buyer.user.id,
      amount: booking.total.amount,
      currency: booking.total.currency,
      idempotencyKey: `booking:${booking.id}:confirm-x`,
      source,
      now: clock.now(),
    });
    const auth = await processor.authorize({
      amount: booking.total.amount,
      currency: booking.total.currency,
      token: source.token,
      idempotencyKey: payment.idempotencyKey,
      description: 'crash',
    });
    if (!auth.ok) throw new Error('authorize failed');
    await processor.capture(auth.paymentId, `${payment.idempotencyKey}:capture`);

    clock.advance(10 * MINUTE);
    await runner.jobs.runDueJobs();
    expect((await ledgerOf(auth.paymentId)).map((r) => r.kind)).toEqual(['authorize', 'capture', 'refund']);
    expect(await paymentStatus(payment.id)).toBe('failed');
    expect(await statusOf(booking.id)).toBe('pending');
  });

  it('leaves a charge whose booking committed as it is', async () => {
    clock.set(new Date());
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 130).hotel);
    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
      'reconcile-committed',
    );
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json<BookingCreated>();
    const [payment] = await rows<{ id: string; status: string; processor_payment_id: string }>(
      sql`select id, status, processor_payment_id from payments where booking_id = ${booking.id}`,
    );
    expect(payment!.status).toBe('captured');
    const job = (await reconcileJobOf(payment!.id))!;
    const before = await ledgerOf(payment!.processor_payment_id);

    clock.set(job.runAt);
    await runner.jobs.runDueJobs();
    expect((await reconcileJobOf(payment!.id))?.doneAt).not.toBeNull();
    expect(await paymentStatus(payment!.id)).toBe('captured');
    expect(await ledgerOf(payment!.processor_payment_id)).toEqual(before);
    expect(before.map((r) => r.kind)).toEqual(['authorize', 'capture']);
    expect(await statusOf(booking.id)).toBe('confirmed');
  });
});
