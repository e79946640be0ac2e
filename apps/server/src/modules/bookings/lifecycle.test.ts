import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '@escazo/contracts/bookings';
import { toDayNumber } from '@escazo/contracts/dates';
import { sql } from 'drizzle-orm';
import { TestClient } from '../../../test/helpers.ts';
import { selectPaymentProcessor } from '../payment-methods/public.ts';
import { completeEndedBookings, expireHold, reconcilePendingCharges } from './public.ts';
import { book, contact, createBookingContext, directFlightId, GOOD_CARD, ledgerKinds, makeOffer, passenger, sampleOfferRequests, type BookingContext } from './test-support.ts';

let ctx: BookingContext;

beforeAll(async () => {
  ctx = await createBookingContext(async (c) => [(await directFlightId(new TestClient(c.app))).split('-')[0]!]);
}, 240_000);
afterAll(() => ctx?.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const statusOf = async (id: string) => (await rows<{ status: string }>(sql`select status from bookings where id = ${id}`))[0]!.status;
const silent = { info: () => {} };

describe('scheduled booking work (called by the jobs module)', () => {
  it('expireHold releases an unpaid pay-later booking once its hold has ended, and only then', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory).stay);
    const { booking } = (await book(ctx.buyer.client, { offerId: offer.id, travellers: [passenger()], contact, payLater: true }, 'hold-1')).json<BookingCreated>();
    const stayId = (offer.product as { stayId: string }).stayId;
    expect(ctx.inventory.sold.stays.isBooked(stayId, toDayNumber(offer.startDate))).toBe(true);
    expect(await expireHold(ctx.database.db, ctx.inventory, booking.id, new Date(Date.now() + 23 * 3_600_000))).toBe(false);
    expect(await expireHold(ctx.database.db, ctx.inventory, booking.id, new Date(Date.now() + 25 * 3_600_000))).toBe(true);
    expect(await statusOf(booking.id)).toBe('cancelled');
    expect(ctx.inventory.sold.stays.isBooked(stayId, toDayNumber(offer.startDate))).toBe(false);
    expect(await rows(sql`select * from stay_booked_nights where stay_id = ${stayId}`)).toEqual([]);
    expect(await expireHold(ctx.database.db, ctx.inventory, booking.id, new Date(Date.now() + 26 * 3_600_000))).toBe(false);
  });

  it('completeEndedBookings marks confirmed bookings whose end date is behind', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory).hotel);
    const { booking } = (await book(ctx.buyer.client, { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } }, 'complete-1')).json<BookingCreated>();
    expect(await completeEndedBookings(ctx.database.db, new Date(offer.endDate))).toBe(0);
    expect(await completeEndedBookings(ctx.database.db, new Date(Date.parse(offer.endDate) + 86_400_000))).toBe(1);
    expect(await statusOf(booking.id)).toBe('completed');
    const events = await rows<{ kind: string }>(sql`select kind from booking_events where booking_id = ${booking.id} order by id`);
    expect(events.map((e) => e.kind)).toEqual(['created', 'paid', 'completed']);
  });
});

describe('start-up reconciler', () => {
  it('refunds a charge whose booking never committed (the process died in between)', async () => {
    const processor = selectPaymentProcessor(ctx.database.db);
    const bookingId = '00000000-0000-4000-8000-000000000001';
    const key = `booking:${bookingId}:charge`;
    await ctx.database.db.execute(sql`insert into payments (booking_id, user_id, kind, status, amount, currency, processor, idempotency_key, created_at)
      values (${bookingId}, ${ctx.buyer.user.id}, 'charge', 'pending', 12345, 'USD', 'test', ${key}, now() - interval '1 hour')`);
    // The charge went through at the processor; then the process died before the booking committed.
    const auth = await processor.authorize({ amount: 12345, currency: 'USD', token: 'tok_test_x', idempotencyKey: key, description: 'crash' });
    if (!auth.ok) throw new Error('authorize failed');
    await processor.capture(auth.paymentId, `${key}:capture`);
    const before = await ledgerKinds(ctx);
    expect(await reconcilePendingCharges(ctx.database.db, processor, silent)).toBe(1);
    expect((await ledgerKinds(ctx)).refund).toBe((before.refund ?? 0) + 1);
    const refund = await rows<{ amount: number }>(sql`select amount from payment_ledger where processor_payment_id = ${auth.paymentId} and kind = 'refund'`);
    expect(refund).toEqual([{ amount: 12345 }]);
    expect((await rows<{ status: string }>(sql`select status from payments where idempotency_key = ${key}`))[0]!.status).toBe('failed');
    expect(await reconcilePendingCharges(ctx.database.db, processor, silent)).toBe(0);
  });
});
