import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '@escazo/contracts/bookings';
import { createTestContext, type TestClient, type TestContext } from '@server-test/helpers.ts';
import { tripPlans } from '@server/db/schema.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { book, contact, GOOD_CARD, passenger } from '../bookings/test-support.ts';
import { persistInventorySubset } from '../inventory/public.ts';
import { planTrip, readPlan } from './edit-test-plan.ts';
import type { BookingRef, StoredOptions } from './stored-plan.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedUpClient>>;

beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'memory',
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
  owner = await signedUpClient(ctx);
}, 240_000);
afterAll(() => ctx?.close());

const offerFor = (client: TestClient, planId: string, itemId: string) =>
  client.post(`/api/plans/${planId}/items/${itemId}/offer`, {});

describe('POST /api/plans/:id/items/:itemId/offer', () => {
  it("books the planned lodging: the offer's total is the check-in's cost, and checkout completes it", async () => {
    const plan = await planTrip(ctx, owner.client);
    const checkIn = plan.days[0]!.items.find((item) => item.type === 'accommodation' && item.bookable)!;
    expect(checkIn, 'a bookable check-in').toBeDefined();

    const res = await offerFor(owner.client, plan.id, checkIn.id);
    expect(res.statusCode, res.body).toBe(201);
    const { offerId } = res.json<{ offerId: string }>();
    const offerRes = await owner.client.get(`/api/offers/${offerId}`);
    expect(offerRes.statusCode, offerRes.body).toBe(200);
    const offer = offerRes.json<{ offer: Offer }>().offer;
    expect(offer.type).toBe(checkIn.bookable);
    expect(offer.price.total).toEqual(checkIn.cost);
    expect(offer).toMatchObject({ startDate: plan.startDate, endDate: plan.endDate });

    // The inventory rows the sales tables' keys need for this hotel or stay, then checkout as usual.
    const [row] = await ctx.database.db
      .select({ options: tripPlans.options })
      .from(tripPlans)
      .where(eq(tripPlans.id, plan.id));
    const lodging = (row!.options as StoredOptions).lodging!.ref as BookingRef;
    await persistInventorySubset(
      ctx.database.db,
      ctx.app.inventory,
      lodging.type === 'hotel'
        ? { hotelIds: [lodging.hotelId] }
        : lodging.type === 'stay'
          ? { stayIds: [lodging.stayId] }
          : {},
    );
    const travellers = Array.from({ length: offer.travellers.count }, (_, i) => passenger(i));
    const booked = await book(
      owner.client,
      { offerId, travellers, contact, payment: { card: GOOD_CARD } },
      randomUUID(),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ booking: { status: 'confirmed', total: checkIn.cost } });
  });

  it("books a planned flight: the offer's total is the flight item's cost", async () => {
    const origin = ctx.app.planningCatalogue.destinations[0]!.cityId === 'GB-london' ? 'JFK' : 'LHR';
    const plan = await planTrip(ctx, owner.client, { origin });
    const flight = plan.days
      .flatMap((day) => day.items)
      .find((item) => item.type === 'flight' && item.bookable === 'flight');
    expect(flight, 'a planned flight').toBeDefined();
    const res = await offerFor(owner.client, plan.id, flight!.id);
    expect(res.statusCode, res.body).toBe(201);
    const offer = (await owner.client.get(`/api/offers/${res.json<{ offerId: string }>().offerId}`)).json<{
      offer: Offer;
    }>().offer;
    expect(offer.type).toBe('flight');
    expect(offer.price.total).toEqual(flight!.cost);
  });

  it('400 planner.notBookable for a visit, a meal or travel; 404 for an unknown item or another user', async () => {
    const plan = await planTrip(ctx, owner.client);
    const items = plan.days.flatMap((day) => day.items);
    for (const item of [
      items.find((i) => i.type === 'attraction')!,
      items.find((i) => i.type === 'dining')!,
      items.find((i) => i.type === 'transport')!,
    ]) {
      const res = await offerFor(owner.client, plan.id, item.id);
      expect(res.statusCode, item.type).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: [{ path: 'itemId', code: 'planner.notBookable' }] },
      });
    }
    expect((await offerFor(owner.client, plan.id, 'nope')).statusCode).toBe(404);
    const checkIn = plan.days[0]!.items.find((item) => item.bookable)!;
    const stranger = await signedUpClient(ctx);
    expect((await offerFor(stranger.client, plan.id, checkIn.id)).json()).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    // Asking for an offer changes nothing in the trip.
    expect((await readPlan(owner.client, plan.id)).version).toBe(plan.version);
  });
});
