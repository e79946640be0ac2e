import { randomUUID } from 'node:crypto';
import type { Deal, DealsPage, FeaturedDeals } from '@escazo/contracts/deals';
import { dealSchema, dealsPageSchema, featuredDealsSchema } from '@escazo/contracts/deals';
import { CURRENCIES, convertMinor } from '@escazo/contracts/currency';
import { toDayNumber } from '@escazo/contracts/dates';
import { parseItineraryId } from '@escazo/search/flights';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, sharedMemoryInventory, type TestContext } from '@server-test/helpers.ts';
import { dealBaselines, deals, scheduledJobs } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { book, contact, GOOD_CARD, passenger } from '../bookings/test-support.ts';
import { loadRates } from '../currency/public.ts';
import { schedule } from '../jobs/public.ts';
import { applySoldChange } from '../inventory/public.ts';
import { appOnSameDatabase } from '../jobs/test-support.ts';
import { emptySoldCounts, persistInventorySubset, type Inventory } from '../inventory/public.ts';
import { priceDealOffer } from '@escazo/deals';
import { offerRequestSchema } from '@escazo/contracts/bookings';
import { DEALS_PERIOD_MS, DEALS_RECOMPUTE, DEALS_REPRICE, nextPeriodicSlot } from './deal-jobs-schedule.ts';
import { repriceAfterChangeJob, scheduleDealsAtStart } from './public.ts';
import { writeReprice } from './repository.ts';

// Real time (the inventory is offered for the year ahead of today), moved by hand from here on.
const clock = new TestClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
let ctx: TestContext;
/** Tests that run a full scan of the generated inventory (a few seconds each; more on a busy machine). */
const SCAN_TIMEOUT = 180_000;
let inventory: Inventory;

const pendingRecomputes = () =>
  ctx.database.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, DEALS_RECOMPUTE), isNull(scheduledJobs.doneAt)));
const pendingReprices = () =>
  ctx.database.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, DEALS_REPRICE), isNull(scheduledJobs.doneAt)));
const storedDeals = () => ctx.database.db.select().from(deals);
/** A page of the list; its body must be exactly what the contract keeps (it is written by a compiled serializer). */
const list = async (query = '') => {
  const res = await ctx.client.get(`/api/deals${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<DealsPage>();
  expect(dealsPageSchema.parse(body)).toEqual(body);
  return body;
};
/** Every deal the list holds, through the API's own paging. */
async function everyDeal(query = ''): Promise<Deal[]> {
  const first = await list(`?pageSize=24${query}`);
  const rest = await Promise.all(
    Array.from({ length: first.pageCount - 1 }, (_, i) => list(`?pageSize=24&page=${i + 2}${query}`)),
  );
  return [first, ...rest].flatMap((p) => p.items);
}

beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'none',
    clock,
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
  inventory = { ...sharedMemoryInventory(), sold: emptySoldCounts() };
  ctx.app.inventory = inventory;
});
afterAll(() => ctx?.close());

describe('deals.recompute', () => {
  it(
    'runs at start when there are no deals, writes them in one go and a periodic run replaces them',
    async () => {
      expect((await list()).total).toBe(0);
      // A change (a booking) with no deals computed yet re-prices nothing and scans nothing: the start-up run makes them.
      await schedule(ctx.database.db, repriceAfterChangeJob(clock.now()));
      clock.advance(2 * 60_000);
      await ctx.app.jobs.runDueJobs();
      expect(await storedDeals()).toEqual([]);
      expect(await pendingRecomputes()).toEqual([]);
      expect(await pendingReprices()).toEqual([]);

      await scheduleDealsAtStart(ctx.database.db, clock.now());
      const scheduled = await pendingRecomputes();
      expect(scheduled.map((j) => (j.payload as { reason: string }).reason).sort()).toEqual(['periodic', 'start']);
      expect(scheduled.find((j) => j.runAt.getTime() > clock.now().getTime())!.runAt).toEqual(
        nextPeriodicSlot(clock.now()),
      );

      await ctx.app.jobs.runDueJobs();
      const first = await storedDeals();
      expect(first.length).toBeGreaterThan(0);
      expect(new Set(first.map((d) => d.type))).toEqual(new Set(['flight', 'hotel', 'package', 'cruise', 'car']));
      expect(new Set(first.map((d) => d.computedAt.getTime()))).toEqual(new Set([clock.now().getTime()]));
      expect((await ctx.database.db.select().from(dealBaselines)).length).toBeGreaterThan(0);

      // Fresh deals: a start-up adds no recompute, only the periodic run already pending.
      await scheduleDealsAtStart(ctx.database.db, clock.now());
      expect((await pendingRecomputes()).map((j) => (j.payload as { reason: string }).reason)).toEqual(['periodic']);

      clock.set(nextPeriodicSlot(clock.now()));
      await ctx.app.jobs.runDueJobs();
      const second = await storedDeals();
      expect(new Set(second.map((d) => d.computedAt.getTime()))).toEqual(new Set([clock.now().getTime()]));
      const next = await pendingRecomputes();
      expect(next.map((j) => j.runAt.getTime())).toEqual([clock.now().getTime() + DEALS_PERIOD_MS]);
      // The list serves the new copy at once.
      expect((await list()).total).toBe(second.filter((d) => d.validUntil > clock.now()).length);
    },
    SCAN_TIMEOUT,
  );
});

describe('GET /api/deals', () => {
  it('pages through every current deal, each in the contract shape, in each documented order', async () => {
    const popular = await everyDeal();
    expect(popular.length).toBe((await storedDeals()).filter((d) => d.validUntil > clock.now()).length);
    expect(new Set(popular.map((d) => d.id)).size).toBe(popular.length);
    for (const deal of popular) {
      expect(dealSchema.safeParse(deal).success).toBe(true);
      expect(deal.discountedPrice.amount).toBeLessThan(deal.originalPrice.amount);
      expect(deal.discountPercentage).toBeGreaterThanOrEqual(15);
    }
    const isSorted = (values: number[], dir: 1 | -1) =>
      values.every((v, i) => i === 0 || (v - values[i - 1]!) * dir >= 0);
    expect(
      isSorted(
        popular.map((d) => d.rating),
        -1,
      ),
    ).toBe(true);
    expect(
      isSorted(
        (await everyDeal('&sort=price')).map((d) => d.discountedPrice.amount),
        1,
      ),
    ).toBe(true);
    expect(
      isSorted(
        (await everyDeal('&sort=discount')).map((d) => d.discountPercentage),
        -1,
      ),
    ).toBe(true);
    const page = await list('?page=2&pageSize=5');
    expect(page).toMatchObject({
      page: 2,
      pageSize: 5,
      total: popular.length,
      pageCount: Math.ceil(popular.length / 5),
    });
    expect(page.items.map((d) => d.id)).toEqual(popular.slice(5, 10).map((d) => d.id));
    expect((await list('?page=999')).items).toEqual([]);
  });

  it('filters by type, rating, date and destination ignoring case and accents', async () => {
    const all = await everyDeal();
    for (const type of ['hotel', 'cruise', 'car'] as const) {
      const only = await everyDeal(`&type=${type}`);
      expect(only.map((d) => d.id).sort()).toEqual(
        all
          .filter((d) => d.type === type)
          .map((d) => d.id)
          .sort(),
      );
    }
    expect((await everyDeal('&minRating=4.5')).map((d) => d.id).sort()).toEqual(
      all
        .filter((d) => d.rating >= 4.5)
        .map((d) => d.id)
        .sort(),
    );
    const validUntils = all.map((d) => d.validUntil).sort();
    const late = validUntils[Math.floor(all.length / 2)]!.slice(0, 10);
    const validOn = (await everyDeal(`&validUntil=${late}`)).map((d) => d.id).sort();
    expect(validOn).toEqual(
      all
        .filter((d) => Date.parse(d.validUntil) > Date.parse(`${late}T00:00:00Z`))
        .map((d) => d.id)
        .sort(),
    );
    expect(validOn.length).toBeLessThan(all.length);

    const city = all[0]!.location.split(',')[0]!;
    const shouted = city.toUpperCase().normalize('NFD').replace(/\p{M}/gu, '');
    const found = await everyDeal(`&destination=${encodeURIComponent(shouted)}`);
    expect(found.map((d) => d.id)).toContain(all[0]!.id);
    expect(
      found.every((d) =>
        `${d.location} ${d.title}`.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().includes(shouted),
      ),
    ).toBe(true);
  });

  it('compares price bounds in the asked currency, converted from the original amount', async () => {
    const all = await everyDeal();
    const rates = await loadRates(ctx.database.db);
    for (const currency of CURRENCIES) {
      const prices = all
        .map((d) => convertMinor(d.discountedPrice.amount, d.discountedPrice.currency, currency, rates))
        .sort((a, b) => a - b);
      const min = prices[Math.floor(prices.length / 4)]!;
      const max = prices[Math.floor((prices.length * 3) / 4)]!;
      const inRange = await everyDeal(`&priceCurrency=${currency}&priceMin=${min}&priceMax=${max}`);
      expect(inRange.length, currency).toBe(prices.filter((p) => p >= min && p <= max).length);
    }
  });

  it('answers a typed 400 for a malformed query', async () => {
    for (const query of [
      'type=train',
      'sort=new',
      'pageSize=25',
      'priceMin=10.5',
      'priceMin=9&priceMax=1',
      'priceCurrency=CHF',
      'validUntil=2026-02-30',
    ]) {
      const res = await ctx.client.get(`/api/deals?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('hides deals whose booking window has passed', async () => {
    const all = await everyDeal();
    const firstEnd = Math.min(...all.map((d) => Date.parse(d.validUntil)));
    const saved = clock.now();
    clock.set(new Date(firstEnd));
    try {
      expect((await everyDeal()).length).toBe(all.filter((d) => Date.parse(d.validUntil) > firstEnd).length);
    } finally {
      clock.set(saved);
    }
  });
});

describe('GET /api/deals/featured', () => {
  it('gives at most six featured deals, best discount first', async () => {
    const res = await ctx.client.get('/api/deals/featured');
    expect(res.statusCode).toBe(200);
    const body = res.json<FeaturedDeals>();
    expect(featuredDealsSchema.parse(body)).toEqual(body);
    const { items } = body;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(6);
    expect(items.every((d) => d.featured)).toBe(true);
    expect(items.map((d) => d.discountPercentage)).toEqual(
      [...items.map((d) => d.discountPercentage)].sort((a, b) => b - a),
    );
  });
});

type PackageRequest = { flight: { itineraryId: string; passengers: number }; hotel: { hotelId: string } };
const storedRequest = async (id: string) =>
  (await ctx.database.db.select().from(deals).where(eq(deals.id, id)))[0]!.offerRequest;

describe('POST /api/deals/:id/offer', () => {
  let hotelDeal: Deal;
  let packageDeal: Deal;
  let packageRequest: PackageRequest;
  // Bookings price at the system time: deals recomputed at the system time now, so both agree.
  beforeAll(async () => {
    clock.set(new Date());
    await schedule(ctx.database.db, {
      kind: DEALS_RECOMPUTE,
      runAt: clock.now(),
      payload: { reason: 'start' },
      dedupeKey: 'test:now',
    });
    await ctx.app.jobs.runDueJobs();
    hotelDeal = (await everyDeal('&type=hotel&sort=price'))[0]!;
    packageDeal = (await everyDeal('&type=package&sort=price'))[0]!;
    const hotelRequest = (await storedRequest(hotelDeal.id)) as { hotelId: string };
    packageRequest = (await storedRequest(packageDeal.id)) as PackageRequest;
    // The rows the sales tables' keys need, for both deals (written once per database).
    await persistInventorySubset(ctx.database.db, inventory, {
      hotelIds: [hotelRequest.hotelId, packageRequest.hotel.hotelId],
      flightNumbers: parseItineraryId(packageRequest.flight.itineraryId)!.map((leg) => leg.flightNumber),
    });
  }, SCAN_TIMEOUT);

  it("a deal's checkout charges the deal's price, and the booking schedules one re-price (no scan)", async () => {
    const deal = hotelDeal;
    const buyer = await signedUpClient(ctx);

    const res = await buyer.client.post(`/api/deals/${encodeURIComponent(deal.id)}/offer`, {});
    expect(res.statusCode, res.body).toBe(201);
    const { offerId } = res.json<{ offerId: string }>();
    const offer = (await buyer.client.get(`/api/offers/${offerId}`)).json<{
      offer: { price: { total: { amount: number; currency: string } } };
    }>().offer;
    expect(offer.price.total).toEqual(deal.discountedPrice);

    const before = await pendingReprices();
    const recomputesBefore = await pendingRecomputes();
    const bookedAt = Date.now();
    const booked = await book(
      buyer.client,
      { offerId, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
      randomUUID(),
    );
    const bookedDone = Date.now();
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json<{ booking: { id: string } }>().booking.id;
    const { rows } = (await ctx.database.db.execute(
      sql`select l.amount, l.currency from payment_ledger l join payments p on p.processor_payment_id = l.processor_payment_id where p.booking_id = ${bookingId} and l.kind = 'capture'`,
    )) as unknown as { rows: { amount: number; currency: string }[] };
    expect(rows).toEqual([{ amount: deal.discountedPrice.amount, currency: deal.discountedPrice.currency }]);

    const after = await pendingReprices();
    const added = after.filter((j) => !before.some((b) => b.id === j.id));
    expect(added).toHaveLength(1);
    expect(await pendingRecomputes()).toEqual(recomputesBefore);
    // Bookings read the system time: the re-price is due at the start of the minute after next.
    const lead = added[0]!.runAt.getTime() - bookedAt;
    expect(lead).toBeGreaterThan(0);
    expect(lead).toBeLessThanOrEqual(120_000 + (bookedDone - bookedAt));

    // A second booking in the same minute adds nothing: the pending re-price covers it.
    const again = await buyer.client.post(`/api/deals/${encodeURIComponent(deal.id)}/offer`, {});
    expect(again.statusCode, again.body).toBe(201);
    const second = await book(
      buyer.client,
      {
        offerId: again.json<{ offerId: string }>().offerId,
        travellers: [passenger()],
        contact,
        payment: { card: GOOD_CARD },
      },
      randomUUID(),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect((await pendingReprices()).length).toBe(after.length);
  });

  it("a package deal's checkout books the flight and the hotel for the deal's price", async () => {
    const deal = packageDeal;
    const buyer = await signedUpClient(ctx);

    const res = await buyer.client.post(`/api/deals/${encodeURIComponent(deal.id)}/offer`, {});
    expect(res.statusCode, res.body).toBe(201);
    const travellers = Array.from({ length: packageRequest.flight.passengers }, (_, i) => passenger(i));
    const booked = await book(
      buyer.client,
      { offerId: res.json<{ offerId: string }>().offerId, travellers, contact, payment: { card: GOOD_CARD } },
      randomUUID(),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json<{ booking: { id: string } }>().booking.id;
    const { rows } = (await ctx.database.db.execute(
      sql`select l.amount, l.currency from payment_ledger l join payments p on p.processor_payment_id = l.processor_payment_id where p.booking_id = ${bookingId} and l.kind = 'capture'`,
    )) as unknown as { rows: { amount: number; currency: string }[] };
    expect(rows).toEqual([{ amount: deal.discountedPrice.amount, currency: deal.discountedPrice.currency }]);
  });

  it('answers 409 DEAL_ENDED when the price no longer holds, and schedules a re-price', async () => {
    const deal = (await everyDeal('&type=cruise'))[0]!;
    await ctx.database.db
      .update(deals)
      .set({ discountedAmount: deal.discountedPrice.amount - 100 })
      .where(eq(deals.id, deal.id));
    clock.advance(5 * 60_000);
    const res = await ctx.client.post(`/api/deals/${encodeURIComponent(deal.id)}/offer`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'DEAL_ENDED', message: 'This deal has ended. Please choose another.' },
    });
    const due = await pendingReprices();
    expect(due.some((j) => j.runAt.getTime() - clock.now().getTime() <= 120_000)).toBe(true);
  });

  it('answers 404 for an unknown deal', async () => {
    const res = await ctx.client.post('/api/deals/hotel%3Anope%3A2030-01-01/offer', {});
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
  });

  it('needs the CSRF token', async () => {
    const res = await ctx.client.request({ method: 'POST', url: '/api/deals/x/offer', payload: {}, csrf: false });
    expect(res.statusCode).toBe(403);
  });
});

describe('an app without an inventory', () => {
  it('finishes a due re-price without touching the deals', async () => {
    const other = await appOnSameDatabase(ctx, clock);
    try {
      const before = await storedDeals();
      const job = (await pendingReprices())[0]!;
      clock.set(job.runAt);
      await other.jobs.runDueJobs();
      const [row] = await ctx.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.id, job.id));
      expect(row).toMatchObject({ failedAt: null, lastError: null });
      expect(row!.doneAt).not.toBeNull();
      expect((await storedDeals()).map((d) => d.computedAt.getTime())).toEqual(
        before.map((d) => d.computedAt.getTime()),
      );
    } finally {
      await other.close();
    }
  });
});

describe('the in-memory copy', () => {
  it('follows a recompute written by another instance', async () => {
    const before = await list();
    const gone = before.items[0]!;
    // Another instance's recompute: a new computed_at, one deal fewer.
    await ctx.database.db.transaction(async (tx) => {
      await tx.delete(deals).where(eq(deals.id, gone.id));
      await tx.update(deals).set({ computedAt: new Date(clock.now().getTime() + 60_000) });
    });
    await expect.poll(async () => (await list()).total, { timeout: 10_000 }).toBe(before.total - 1);
    expect((await everyDeal()).map((d) => d.id)).not.toContain(gone.id);
  });
});

describe('deals.reprice', () => {
  const runReprice = async () => {
    await schedule(ctx.database.db, {
      kind: DEALS_REPRICE,
      runAt: clock.now(),
      payload: {},
      dedupeKey: `test:reprice:${randomUUID()}`,
    });
    await ctx.app.jobs.runDueJobs();
  };
  const priceNow = (row: { offerRequest: unknown }) =>
    priceDealOffer(inventory, offerRequestSchema.parse(row.offerRequest), clock.now().getTime());

  it('updates a deal whose price moved, removes a sold-out one, keeps the rest and their baselines, and scans nothing', async () => {
    // First bring every stored price to now (the clock moved since the last scan).
    await runReprice();
    const before = await storedDeals();
    const baselinesBefore = await ctx.database.db.select().from(dealBaselines);
    const cruise = before.find((d) => d.type === 'cruise')!;
    const hotel = before.find((d) => d.type === 'hotel')!;
    // The cruise's stored price no longer is its price (stored before the price moved).
    await ctx.database.db
      .update(deals)
      .set({ discountedAmount: cruise.discountedAmount + 100 })
      .where(eq(deals.id, cruise.id));
    // The hotel deal's room sells out on its first night (in memory, as a committed booking leaves it).
    const request = offerRequestSchema.parse(hotel.offerRequest);
    if (request.type !== 'hotel') throw new Error(hotel.id);
    const capacity = inventory.data.hotels.hotels
      .flatMap((h) => h.roomTypes)
      .find((r) => r.id === request.roomTypeId)!.count;
    const soldNow = inventory.sold.hotels.soldOn(toDayNumber(request.checkIn)).get(request.roomTypeId) ?? 0;
    applySoldChange(
      inventory,
      [
        {
          kind: 'hotel',
          roomTypeId: request.roomTypeId,
          night: request.checkIn,
          quantity: capacity - soldNow,
          capacity,
        },
      ],
      1,
    );
    expect(priceNow(hotel)).toBeNull();

    await runReprice();
    const after = new Map((await storedDeals()).map((d) => [d.id, d]));
    expect(after.has(hotel.id)).toBe(false);
    const moved = after.get(cruise.id)!;
    expect(moved.discountedAmount).toBe(priceNow(cruise)!.total);
    expect(moved.originalAmount).toBe(cruise.originalAmount);
    expect(moved.discountPercentage).toBe(
      Math.floor(((moved.originalAmount - moved.discountedAmount) * 100) / moved.originalAmount),
    );
    for (const deal of before) {
      if (deal.id === hotel.id) continue;
      // Every deal kept holds its price now, its baseline and a newer version.
      const row = after.get(deal.id)!;
      expect(row.discountedAmount, deal.id).toBe(priceNow(deal)!.total);
      expect(row.originalAmount).toBe(deal.originalAmount);
      expect(row.computedAt.getTime()).toBeGreaterThan(deal.computedAt.getTime());
    }
    expect([...after.values()].filter((d) => d.featured).length).toBe(Math.min(6, after.size));
    expect(await ctx.database.db.select().from(dealBaselines)).toEqual(baselinesBefore);
    // The list serves the re-priced copy at once.
    const listed = await everyDeal();
    expect(listed.map((d) => d.id)).not.toContain(hotel.id);
    expect(listed.find((d) => d.id === cruise.id)?.discountedPrice.amount).toBe(moved.discountedAmount);

    // Nothing moved since: a second re-price writes nothing.
    await runReprice();
    expect((await storedDeals()).map((d) => [d.id, d.computedAt.getTime()]).sort()).toEqual(
      [...after.values()].map((d) => [d.id, d.computedAt.getTime()]).sort(),
    );
  });

  it('writes nothing over rows another recompute or re-price replaced meanwhile', async () => {
    const [row] = await storedDeals();
    const stale = {
      id: row!.id,
      computedAt: new Date(row!.computedAt.getTime() - 1),
      discountedAmount: row!.discountedAmount,
    };
    const written = await writeReprice(
      ctx.database.db,
      [{ ...stale, newAmount: row!.discountedAmount - 1, discountPercentage: 50, featured: true }],
      [stale],
      new Date(row!.computedAt.getTime() + 1),
    );
    expect(written).toEqual({ updated: 0, removed: 0 });
    const [same] = await ctx.database.db.select().from(deals).where(eq(deals.id, row!.id));
    expect(same).toEqual(row);
  });
});
