import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BookingCreated } from '@escazo/contracts/bookings';
import { convertMinor } from '@escazo/contracts/currency';
import { mailMessages } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { appOnSameDatabase } from '../jobs/test-support.ts';
import {
  book,
  contact,
  createBookingContext,
  GOOD_CARD,
  makeOffer,
  passenger,
  sampleOfferRequests,
  type BookingContext,
} from '../bookings/test-support.ts';
import { loadRates } from './public.ts';

let ctx: BookingContext;
let runner: FastifyInstance;
const clock = new TestClock(new Date());

beforeAll(async () => {
  ctx = await createBookingContext(async () => []);
  runner = await appOnSameDatabase(ctx, clock);
  runner.inventory = ctx.inventory;
}, 240_000);
afterAll(async () => {
  await runner?.close();
  await ctx?.close();
});

const yen = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY' }).format(amount);
const usd = (cents: number) =>
  `USD ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;

describe('booking e-mails of a user who reads prices in JPY', () => {
  it('state the total and the refund in yen, followed by what moved in USD', async () => {
    const patched = await ctx.buyer.client.request({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { account: { currency: 'JPY' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 125).hotel);
    expect(offer.price.total.currency).toBe('USD');
    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
      'currency-mail-1',
    );
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>().booking;
    clock.set(new Date());
    await runner.jobs.runDueJobs();

    const rates = await loadRates(ctx.database.db);
    const total = offer.price.total.amount;
    const mails = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, ctx.buyer.email.toLowerCase()));
    const confirmation = mails.find(
      (m) => m.kind === 'notification:booking_confirmed' && m.text.includes(booking.confirmationCode),
    );
    expect(confirmation?.text).toContain(
      `Total: ${yen(convertMinor(total, 'USD', 'JPY', rates))} (charged ${usd(total)})`,
    );
    // The charge itself stays in USD.
    expect(booking.total).toEqual({ amount: total, currency: 'USD' });

    const cancelled = await ctx.buyer.client.post(`/api/bookings/${booking.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refund = cancelled.json<{ refund: { amount: number } }>().refund.amount;
    expect(refund).toBeGreaterThan(0);
    const expected = `A refund of ${yen(convertMinor(refund, 'USD', 'JPY', rates))} (refunded ${usd(refund)}) goes back to your card.`;
    const cancellationMail = (
      await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.kind, 'notification:booking_cancelled'))
    ).find((m) => m.text.includes(booking.confirmationCode));
    expect(cancellationMail?.text).toContain(expected);
  });
});
