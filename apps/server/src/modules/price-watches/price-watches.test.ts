import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '@escazo/contracts/bookings';
import { convertMinor } from '@escazo/contracts/currency';
import { addDays, todayIso } from '@escazo/contracts/dates';
import type { NotificationList } from '@escazo/contracts/notifications';
import { WATCH_LIMIT, priceWatchSchema, type PriceWatch } from '@escazo/contracts/price-watches';
import { searchFlights } from '@escazo/search/flights';
import { mailMessages } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { TestClient, createTestContext, sharedMemoryInventory, type TestContext } from '@server-test/helpers.ts';
import { signInAgain, signedUpClient } from '../auth/test-support.ts';
import { loadRates } from '../currency/public.ts';
import { book, contact, GOOD_CARD, makeOffer, passenger } from '../bookings/test-support.ts';
import { emptySoldCounts, persistInventorySubset, type Inventory } from '../inventory/public.ts';
import { nextRepriceAt, repriceWatches, scheduleNextReprice } from './reprice-job.ts';

const HOUR = 3_600_000;
const clock = new TestClock(new Date());
let ctx: TestContext;
let inventory: Inventory;
/** A business-class flight that is the only itinerary of its route on its day, with few seats. */
let flight: { from: string; to: string; date: string; itineraryId: string; seats: number };

/** The first small business cabin whose route has one itinerary that day: its fare moves with its own sales only. */
function soleBusinessFlight(inv: Inventory, date: string): typeof flight {
  for (const p of inv.data.flights.patterns) {
    if (p.seats.business < 4 || p.seats.business > 12) continue;
    const result = searchFlights(
      inv.engines.flights,
      { from: [p.origin], to: [p.destination], date, cabin: 'business', passengers: 1 },
      { now: clock.now().getTime(), soldSeats: inv.sold.flights },
    );
    const only = result.outbound.items[0];
    if (result.outbound.total === 1 && only && only.legs.length === 1 && only.id.startsWith(`${p.flightNumber}-`)) {
      return { from: p.origin, to: p.destination, date, itineraryId: only.id, seats: p.seats.business };
    }
  }
  throw new Error('no sole business-class flight found');
}

beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'none',
    clock,
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
  // Its own sold counts: bookings here move only this file's prices.
  inventory = { ...sharedMemoryInventory(), sold: emptySoldCounts() };
  ctx.app.inventory = inventory;
  // Over 90 days out the fare no longer depends on the days to departure: only sales move it.
  flight = soleBusinessFlight(inventory, addDays(todayIso(Date.now()), 150));
  await persistInventorySubset(ctx.database.db, inventory, { flightNumbers: [flight.itineraryId.split('-')[0]!] });
}, 240_000);
afterAll(() => ctx?.close());

const watches = async (client: TestClient) => {
  const res = await client.get('/api/me/price-watches');
  expect(res.statusCode).toBe(200);
  return res.json<{ items: PriceWatch[] }>().items;
};
const notifications = async (client: TestClient) =>
  (await client.get('/api/notifications')).json<NotificationList>().notifications;
const mailsTo = (email: string, kind: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email.toLowerCase()), eq(mailMessages.kind, kind)));
const flightWatch = () => ({
  kind: 'flight',
  from: flight.from,
  to: flight.to,
  date: flight.date,
  cabin: 'business',
  passengers: 1,
});

describe('price watches: the API', () => {
  it('watches a flight, a hotel and a stay, priced now, with a label, a link and a first point', async () => {
    const { client } = await signedUpClient(ctx);
    const created = await client.post('/api/me/price-watches', flightWatch());
    expect(created.statusCode, created.body).toBe(201);
    const watch = priceWatchSchema.parse(created.json());
    expect(watch.current).not.toBeNull();
    expect(watch).toMatchObject({
      kind: 'flight',
      first: watch.current,
      lowest: watch.current,
      history: [{ amount: watch.current }],
    });
    expect(watch.label).toMatch(
      new RegExp(`^${flight.from} → ${flight.to} · \\d{1,2} \\w+ \\d{4} · Business · 1 passenger$`),
    );
    expect(watch.link).toBe(
      `/flights?from=${flight.from}&to=${flight.to}&date=${flight.date}&cabin=business&passengers=1`,
    );

    const hotel = inventory.data.hotels.hotels[0]!;
    const checkIn = addDays(todayIso(Date.now()), 100);
    const hotelWatch = await client.post('/api/me/price-watches', {
      kind: 'hotel',
      hotelId: hotel.id,
      checkIn,
      checkOut: addDays(checkIn, 3),
      guests: 2,
      rooms: 1,
    });
    expect(hotelWatch.statusCode, hotelWatch.body).toBe(201);
    const fits = hotel.roomTypes
      .filter((r) => r.capacity >= 2)
      .map(
        (r) =>
          inventory.engines.hotels.quote(r.id, checkIn, addDays(checkIn, 3), 1, inventory.sold.hotels)!.total.amount,
      );
    expect(hotelWatch.json().current).toEqual({ amount: Math.min(...fits), currency: 'USD' });
    expect(hotelWatch.json().label.startsWith(`${hotel.name} · `)).toBe(true);
    expect(hotelWatch.json().link).toBe(
      `/hotels/${encodeURIComponent(hotel.id)}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&guests=2&rooms=1`,
    );

    const stay = inventory.data.stays.stays[0]!;
    const stayWatch = await client.post('/api/me/price-watches', {
      kind: 'stay',
      stayId: stay.id,
      checkIn,
      checkOut: addDays(checkIn, 2),
      guests: 1,
    });
    expect(stayWatch.statusCode, stayWatch.body).toBe(201);
    expect(stayWatch.json().current).toEqual(
      inventory.engines.stays.quote(stay.id, checkIn, addDays(checkIn, 2), inventory.sold.stays)!.total,
    );

    expect((await watches(client)).map((w) => w.kind).sort()).toEqual(['flight', 'hotel', 'stay']);
  });

  it('answers the existing watch with 200 for the same selection, and stops only the owner’s watches', async () => {
    const a = await signedUpClient(ctx);
    const b = await signedUpClient(ctx);
    const first = await a.client.post('/api/me/price-watches', flightWatch());
    const again = await a.client.post('/api/me/price-watches', { ...flightWatch(), from: flight.from.toLowerCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await watches(a.client)).toHaveLength(1);
    expect(await watches(b.client)).toEqual([]);

    const id = first.json<PriceWatch>().id;
    const theirs = await b.client.request({ method: 'DELETE', url: `/api/me/price-watches/${id}` });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('NOT_FOUND');
    expect(await watches(a.client)).toHaveLength(1);
    expect((await a.client.request({ method: 'DELETE', url: `/api/me/price-watches/${id}` })).statusCode).toBe(204);
    expect((await a.client.request({ method: 'DELETE', url: `/api/me/price-watches/${id}` })).statusCode).toBe(204);
    expect(await watches(a.client)).toEqual([]);
    // Watching again after stopping starts a new watch.
    const restarted = await a.client.post('/api/me/price-watches', flightWatch());
    expect(restarted.statusCode).toBe(201);
    expect(restarted.json().id).not.toBe(id);
  });

  it('refuses bad selections with typed 4xx answers, and signed-out callers with 401', async () => {
    const { client } = await signedUpClient(ctx);
    const post = (body: unknown) => client.post('/api/me/price-watches', body);
    const checkIn = addDays(todayIso(Date.now()), 30);
    expect((await post({ ...flightWatch(), kind: 'car' })).statusCode).toBe(400);
    expect((await post({ ...flightWatch(), to: flight.from })).statusCode).toBe(400);
    const unknownPlace = await post({ ...flightWatch(), from: 'Atlantis' });
    expect(unknownPlace.statusCode).toBe(400);
    expect(unknownPlace.json().error.fields).toEqual([expect.objectContaining({ path: 'from' })]);
    const past = await post({ ...flightWatch(), date: addDays(todayIso(Date.now()), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toBe('VALIDATION_FAILED');
    expect(
      (
        await post({
          kind: 'hotel',
          hotelId: 'no-such-hotel',
          checkIn,
          checkOut: addDays(checkIn, 2),
          guests: 1,
          rooms: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post({ kind: 'stay', stayId: 'no-such-stay', checkIn, checkOut: addDays(checkIn, 2), guests: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post({
          kind: 'hotel',
          hotelId: inventory.data.hotels.hotels[0]!.id,
          checkIn,
          checkOut: checkIn,
          guests: 1,
          rooms: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect((await client.request({ method: 'DELETE', url: '/api/me/price-watches/not-a-uuid' })).statusCode).toBe(400);

    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/me/price-watches')).statusCode).toBe(401);
    expect((await anonymous.post('/api/me/price-watches', flightWatch())).statusCode).toBe(401);
  });

  it(`keeps at most ${WATCH_LIMIT} active watches: 409 WATCH_LIMIT, even for requests at once`, async () => {
    const { client } = await signedUpClient(ctx);
    const checkIn = addDays(todayIso(Date.now()), 60);
    const stays = inventory.data.stays.stays;
    const body = (i: number) => ({
      kind: 'stay',
      stayId: stays[i]!.id,
      checkIn,
      checkOut: addDays(checkIn, 1),
      guests: 1,
    });
    for (let i = 0; i < WATCH_LIMIT - 1; i++)
      expect((await client.post('/api/me/price-watches', body(i))).statusCode).toBe(201);
    const [one, two] = await Promise.all([
      client.post('/api/me/price-watches', body(100)),
      client.post('/api/me/price-watches', body(101)),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    expect((one.statusCode === 409 ? one : two).json().error.code).toBe('WATCH_LIMIT');
    expect(await watches(client)).toHaveLength(WATCH_LIMIT);
    // The same selection as an active watch still answers 200 at the limit.
    expect((await client.post('/api/me/price-watches', body(0))).statusCode).toBe(200);
  });
});

describe('price watches: the re-pricing job', () => {
  it('sees a rise after sales without notice, then a drop after the seats are released: one price-drop notice in each user’s currency, e-mailed only with price drop alerts on', async () => {
    const ana = await signedUpClient(ctx);
    const cleo = await signedUpClient(ctx);
    const buyer = await signedUpClient(ctx);
    const on = await ana.client.request({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { account: { priceDropAlerts: true } },
    });
    expect(on.statusCode).toBe(200);
    const yenReader = await cleo.client.request({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { account: { currency: 'JPY' } },
    });
    expect(yenReader.statusCode, yenReader.body).toBe(200);
    const anaWatch = (await ana.client.post('/api/me/price-watches', flightWatch())).json<PriceWatch>();
    const cleoWatch = (await cleo.client.post('/api/me/price-watches', flightWatch())).json<PriceWatch>();
    const before = anaWatch.current!.amount;

    // Another buyer takes most of the cabin: the fare rises with the load.
    const offer = await makeOffer(buyer.client, {
      type: 'flight',
      itineraryId: flight.itineraryId,
      cabin: 'business',
      passengers: flight.seats - 2,
    });
    const booked = await book(
      buyer.client,
      {
        offerId: offer.id,
        travellers: Array.from({ length: flight.seats - 2 }, (_, i) => passenger(i)),
        contact,
        payment: { card: GOOD_CARD },
      },
      'price-watch-sale',
    );
    expect(booked.statusCode, booked.body).toBe(201);

    await scheduleNextReprice(ctx.database.db, clock.now());
    clock.set(nextRepriceAt(clock.now()));
    await ctx.app.jobs.runDueJobs();
    // Sessions expire on the app clock, which has moved on by hours.
    await Promise.all([ana, cleo, buyer].map(signInAgain));
    const risen = (await watches(ana.client)).find((w) => w.id === anaWatch.id)!;
    expect(risen.current!.amount).toBeGreaterThan(before);
    expect(risen.lowest!.amount).toBe(before);
    expect(risen.history.map((p) => p.amount?.amount)).toEqual([before, risen.current!.amount]);
    expect((await notifications(ana.client)).filter((n) => n.kind === 'price-drop')).toEqual([]);

    // The buyer cancels: the seats are released and the next run, 6 hours later, sees the drop.
    const cancel = await buyer.client.post(`/api/bookings/${booked.json<BookingCreated>().booking.id}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    clock.advance(6 * HOUR);
    await ctx.app.jobs.runDueJobs();
    await Promise.all([ana, cleo].map(signInAgain));
    const dropped = (await watches(ana.client)).find((w) => w.id === anaWatch.id)!;
    expect(dropped.current!.amount).toBe(before);
    expect(dropped.history).toHaveLength(3);
    expect(dropped.history[2]!.at).toBe(clock.now().toISOString());

    // Ana reads prices in USD (no preference stored), Cleo in yen: the watched USD amounts converted.
    // Cents are written only when there are any: $1,234 and $1,234.50.
    const usd = (amount: number) =>
      `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: amount % 100 === 0 ? 0 : 2 })}`;
    const rates = await loadRates(ctx.database.db);
    const yen = (amount: number) => `¥${convertMinor(amount, 'USD', 'JPY', rates).toLocaleString('en-US')}`;
    for (const [person, watch, money] of [
      [ana, anaWatch, usd],
      [cleo, cleoWatch, yen],
    ] as const) {
      const drops = (await notifications(person.client)).filter((n) => n.kind === 'price-drop');
      expect(drops).toEqual([
        expect.objectContaining({
          title: `Price drop: ${watch.label}`,
          body: `Now ${money(before)}, was ${money(risen.current!.amount)}.`,
          link: '/dashboard',
        }),
      ]);
    }
    expect((await notifications(cleo.client)).find((n) => n.kind === 'price-drop')!.body).toMatch(
      /^Now ¥[\d,]+, was ¥[\d,]+\.$/,
    );
    expect(await mailsTo(ana.email, 'notification:price-drop')).toHaveLength(1);
    expect(await mailsTo(cleo.email, 'notification:price-drop')).toHaveLength(0);

    // The same check again (a retried run) records and notifies nothing more.
    await repriceWatches(ctx.database.db, { inventory, config: ctx.config }, clock.now());
    expect((await notifications(ana.client)).filter((n) => n.kind === 'price-drop')).toHaveLength(1);
    expect((await watches(ana.client)).find((w) => w.id === anaWatch.id)!.history).toHaveLength(3);
  });

  it('keeps the chain going one slot at a time, and stops watches whose trip has started', async () => {
    const account = await signedUpClient(ctx);
    const { client } = account;
    const watch = (await client.post('/api/me/price-watches', flightWatch())).json<PriceWatch>();
    const pending = async () =>
      (await ctx.database.db.execute(
        sql`select run_at from scheduled_jobs where kind = 'price-watches.reprice' and done_at is null and failed_at is null`,
      )) as unknown as { rows: { run_at: string }[] };
    await scheduleNextReprice(ctx.database.db, clock.now());
    await scheduleNextReprice(ctx.database.db, clock.now());
    expect((await pending()).rows).toHaveLength(1);

    // The trip's day passes: the run stops the watch, and it leaves the list.
    clock.set(`${addDays(flight.date, 1)}T01:00:00Z`);
    await ctx.app.jobs.runDueJobs();
    await signInAgain(account);
    expect((await watches(client)).map((w) => w.id)).not.toContain(watch.id);
    const next = (await pending()).rows;
    expect(next).toHaveLength(1);
    expect(new Date(next[0]!.run_at).toISOString()).toBe(`${addDays(flight.date, 1)}T06:00:00.000Z`);
  });

  it('lists saved items and every watch in the account download', async () => {
    const { client } = await signedUpClient(ctx);
    clock.set(new Date());
    const watch = (await client.post('/api/me/price-watches', flightWatch())).json<PriceWatch>();
    await client.request({ method: 'PUT', url: '/api/me/saved/destination/FR-paris' });
    const data = (await client.get('/api/me/export')).json();
    expect(data.priceWatches).toEqual([{ ...watch, stoppedAt: null }]);
    expect(data.savedItems).toEqual([
      expect.objectContaining({ kind: 'destination', refId: 'FR-paris', name: 'Paris, France' }),
    ]);
  });
});
