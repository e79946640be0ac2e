import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, Offer } from '@escazo/contracts/bookings';
import { sql } from 'drizzle-orm';
import { TestClient } from '@server-test/helpers.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import {
  book,
  contact,
  createBookingContext,
  GOOD_CARD,
  ledgerKinds,
  makeOffer,
  passenger,
  sampleOfferRequests,
  type BookingContext,
} from './test-support.ts';

/** An offer books once and belongs to one account; runs on PGlite and on PostgreSQL (TEST_DATABASE_URL). */
let ctx: BookingContext;
const clock = new TestClock(new Date());
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createBookingContext(
    async () => [],
    () => [],
    clock,
  );
}, 240_000);
afterAll(() => ctx?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const bodyFor = (offerId: string) => ({ offerId, travellers: [passenger()], contact, payment: { card: GOOD_CARD } });
const chargeRows = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from payments where kind = 'charge'`))[0]!.n;
const openOffer = (client: TestClient, id: string) => client.get(`/api/offers/${id}`);
let day = 100;
/** A hotel offer on nights no other test here takes. */
const hotelRequest = () => sampleOfferRequests(ctx.inventory, (day += 3)).hotel;

describe('an offer books once', () => {
  it('a second booking under another key answers 409 with the booking; one booking, one charge', async () => {
    const offer = await makeOffer(ctx.buyer.client, hotelRequest());
    const charges = await chargeRows();
    const ledger = await ledgerKinds(ctx);
    const first = await book(ctx.buyer.client, bodyFor(offer.id), 'once-first');
    expect(first.statusCode).toBe(201);
    const booked = first.json<BookingCreated>().booking;

    const second = await book(ctx.buyer.client, bodyFor(offer.id), 'once-second');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: {
        code: 'OFFER_ALREADY_BOOKED',
        message: expect.any(String),
        booking: { id: booked.id, confirmationCode: booked.confirmationCode },
      },
    });
    // The same key again keeps its own answer: the first booking, not a new one nor the 409.
    const replay = await book(ctx.buyer.client, bodyFor(offer.id), 'once-first');
    expect(replay.statusCode).toBe(201);
    expect(replay.json<BookingCreated>().booking).toEqual(booked);
    // And the refused key answers its 409 again.
    expect((await book(ctx.buyer.client, bodyFor(offer.id), 'once-second')).json()).toEqual(second.json());

    expect(await rows(sql`select id from bookings where offer_id = ${offer.id}`)).toEqual([{ id: booked.id }]);
    expect(await chargeRows()).toBe(charges + 1);
    const after = await ledgerKinds(ctx);
    expect(after.authorize).toBe((ledger.authorize ?? 0) + 1);
    expect(after.capture).toBe((ledger.capture ?? 0) + 1);
    expect(after.void ?? 0).toBe(ledger.void ?? 0);
  });

  it('a pay-later booking consumes its offer too', async () => {
    const offer = await makeOffer(ctx.buyer.client, hotelRequest());
    const held = await book(ctx.buyer.client, { ...bodyFor(offer.id), payment: undefined, payLater: true }, 'later-1');
    expect(held.statusCode).toBe(201);
    const again = await book(ctx.buyer.client, bodyFor(offer.id), 'later-2');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { booking: { id: string } } }>().error.booking.id).toBe(
      held.json<BookingCreated>().booking.id,
    );
  });

  it('a declined card leaves the offer bookable', async () => {
    const offer = await makeOffer(ctx.buyer.client, hotelRequest());
    const declined = await book(
      ctx.buyer.client,
      { ...bodyFor(offer.id), payment: { card: { ...GOOD_CARD, number: '4000000000000002' } } },
      'declined-1',
    );
    expect(declined.statusCode).toBe(402);
    expect((await openOffer(ctx.buyer.client, offer.id)).json<{ offer: Offer }>().offer.booking).toBeNull();
    expect((await book(ctx.buyer.client, bodyFor(offer.id), 'declined-2')).statusCode).toBe(201);
  });

  it('the booked offer shows its booking, also past its expiry; an unbooked expired one is 410', async () => {
    const booked = await makeOffer(ctx.buyer.client, hotelRequest());
    const unbooked = await makeOffer(ctx.buyer.client, hotelRequest());
    expect(booked.booking).toBeNull();
    const made = (await book(ctx.buyer.client, bodyFor(booked.id), 'shown-1')).json<BookingCreated>().booking;
    const shown = { id: made.id, confirmationCode: made.confirmationCode };
    expect((await openOffer(ctx.buyer.client, booked.id)).json<{ offer: Offer }>().offer.booking).toEqual(shown);

    // The server's clock moves past the 30 minutes: nothing in the database is touched.
    clock.advance(31 * MINUTE);
    try {
      const reopened = await openOffer(ctx.buyer.client, booked.id);
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json<{ offer: Offer }>().offer.booking).toEqual(shown);
      expect((await book(ctx.buyer.client, bodyFor(booked.id), 'shown-2')).statusCode).toBe(409);
      const expired = await openOffer(ctx.buyer.client, unbooked.id);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error.code).toBe('OFFER_EXPIRED');
      const late = await book(ctx.buyer.client, bodyFor(unbooked.id), 'expired-1');
      expect(late.statusCode).toBe(410);
      expect(late.json().error.code).toBe('OFFER_EXPIRED');
    } finally {
      clock.set(new Date());
    }
  });
});

describe('an offer belongs to one account', () => {
  it("another account and a signed-out caller get 404 for a signed-in traveller's offer", async () => {
    const offer = await makeOffer(ctx.buyer.client, hotelRequest());
    const other = await signedUpClient(ctx);
    const signedOut = new TestClient(ctx.app);
    expect((await openOffer(other.client, offer.id)).statusCode).toBe(404);
    expect((await openOffer(signedOut, offer.id)).statusCode).toBe(404);
    const stolen = await book(other.client, bodyFor(offer.id), 'not-mine');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe('NOT_FOUND');
    // Once booked, others still see nothing: not even that it was booked.
    expect((await book(ctx.buyer.client, bodyFor(offer.id), 'mine')).statusCode).toBe(201);
    expect((await openOffer(other.client, offer.id)).statusCode).toBe(404);
    expect((await book(other.client, bodyFor(offer.id), 'not-mine-2')).statusCode).toBe(404);
    expect(await rows(sql`select user_id from bookings where offer_id = ${offer.id}`)).toEqual([
      { user_id: ctx.buyer.user.id },
    ]);
  });

  it('a signed-out offer is claimed by the first account that opens it; a second account gets 404', async () => {
    const signedOut = new TestClient(ctx.app);
    const offer = await makeOffer(signedOut, hotelRequest());
    expect((await openOffer(signedOut, offer.id)).statusCode).toBe(200);
    const first = await signedUpClient(ctx);
    const second = await signedUpClient(ctx);
    expect((await openOffer(first.client, offer.id)).statusCode).toBe(200);
    expect((await openOffer(first.client, offer.id)).statusCode).toBe(200);
    expect((await openOffer(second.client, offer.id)).statusCode).toBe(404);
    expect((await openOffer(signedOut, offer.id)).statusCode).toBe(404);
    expect((await book(second.client, bodyFor(offer.id), 'claimed-other')).statusCode).toBe(404);
    expect((await book(first.client, bodyFor(offer.id), 'claimed-mine')).statusCode).toBe(201);
  });

  it('two accounts opening one signed-out offer at once: exactly one gets it', async () => {
    const offer = await makeOffer(new TestClient(ctx.app), hotelRequest());
    const accounts = await Promise.all(Array.from({ length: 5 }, () => signedUpClient(ctx)));
    const opened = await Promise.all(accounts.map((a) => openOffer(a.client, offer.id)));
    expect(opened.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    const owner = accounts[opened.findIndex((r) => r.statusCode === 200)]!;
    expect(await rows(sql`select owner_id from offers where id = ${offer.id}`)).toEqual([{ owner_id: owner.user.id }]);
  });

  it('a signed-out offer booked without being opened becomes the booker’s', async () => {
    const offer = await makeOffer(new TestClient(ctx.app), hotelRequest());
    const booker = await signedUpClient(ctx);
    expect((await book(booker.client, bodyFor(offer.id), 'direct')).statusCode).toBe(201);
    const other = await signedUpClient(ctx);
    expect((await openOffer(other.client, offer.id)).statusCode).toBe(404);
    expect((await openOffer(booker.client, offer.id)).json<{ offer: Offer }>().offer.booking).not.toBeNull();
  });
});
