/// <reference types="node" />
import { offerRequestSchema } from '@escazo/contracts/bookings';
import { dealSchema, dealTypes, FEATURED_DEALS_MAX } from '@escazo/contracts/deals';
import { sceneShows } from '@escazo/inventory';
import { hotelSoldCountsFromMap, toDay } from '@escazo/inventory/hotels';
import { findItinerary } from '@escazo/search/flights';
import { describe, expect, it } from 'vitest';
import { priceDealOffer } from './reprice.ts';
import { HOTEL_NIGHTS, scanDeals, scanDealsInSlices } from './scan.ts';
import { buildTestInventory } from './test-support.ts';
import { DEAL_THRESHOLD_PERCENT } from './threshold.ts';

// The real generated inventory, built and scanned once for the file (a fixed clock: 24 Nov 2026, 09:00 UTC).
const inventory = buildTestInventory('2026-11-24');
const now = Date.UTC(2026, 10, 24, 9);
const result = scanDeals(inventory, now);
const baselines = new Map(result.baselines.map((b) => [b.key, b]));

describe('scanDeals on the real inventory', () => {
  it('illustrates every deal with a picture of its product (a package shows its hotel)', () => {
    const shows = { flight: 'flight', hotel: 'hotel', package: 'hotel', cruise: 'cruise', car: 'car' } as const;
    for (const deal of result.deals) {
      const scene = /^\/media\/inventory\/([^/]+)\//.exec(deal.imageUrl)?.[1] ?? '';
      expect(sceneShows(shows[deal.type], scene), `${deal.id} ${scene}`).toBe(true);
    }
  });

  it('finds deals of every type, at most 150 of each, with unique ids and a featured row of six', () => {
    for (const type of dealTypes) {
      const count = result.deals.filter((d) => d.type === type).length;
      expect(count, type).toBeGreaterThan(0);
      expect(count, type).toBeLessThanOrEqual(150);
    }
    expect(new Set(result.deals.map((d) => d.id)).size).toBe(result.deals.length);
    expect(new Set(result.baselines.map((b) => b.key)).size).toBe(result.baselines.length);
    expect(result.deals.filter((d) => d.featured)).toHaveLength(FEATURED_DEALS_MAX);
    expect(result.baselines.length).toBeGreaterThan(result.deals.length);
  });

  it('every deal is at least 15 % below its own baseline, and says so in whole percent', () => {
    for (const deal of result.deals) {
      const baseline = baselines.get(deal.baselineKey);
      expect(baseline, deal.id).toBeDefined();
      expect(baseline!.type).toBe(deal.type);
      expect(deal.originalAmount).toBe(baseline!.typicalAmount);
      expect(deal.discountedAmount * 100).toBeLessThanOrEqual(deal.originalAmount * (100 - DEAL_THRESHOLD_PERCENT));
      expect(deal.discountPercentage).toBe(
        Math.floor(((deal.originalAmount - deal.discountedAmount) * 100) / deal.originalAmount),
      );
      expect(deal.discountPercentage).toBeGreaterThanOrEqual(DEAL_THRESHOLD_PERCENT);
      expect(Number.isSafeInteger(deal.discountedAmount)).toBe(true);
      expect(baseline!.samples).toBeGreaterThanOrEqual(3);
    }
  });

  it('prices each deal exactly as an offer for its request would be priced now', () => {
    for (const deal of result.deals) {
      const request = offerRequestSchema.parse(deal.offerRequest);
      expect(priceDealOffer(inventory, request, now), deal.id).toEqual({
        total: deal.discountedAmount,
        currency: deal.currency,
      });
    }
  });

  it("builds packages the offers module accepts: the hotel in the flight's destination city from the arrival day", () => {
    const cities = new Map(inventory.data.hotels.cities.map((c) => [c.id, c]));
    const hotels = new Map(inventory.data.hotels.hotels.map((h) => [h.id, h]));
    for (const deal of result.deals.filter((d) => d.type === 'package')) {
      const request = offerRequestSchema.parse(deal.offerRequest);
      if (request.type !== 'package') throw new Error(deal.id);
      const itinerary = findItinerary(inventory.engines.flights, request.flight.itineraryId, request.flight, {
        now,
        soldSeats: inventory.sold.flights,
      })!;
      const arrival = itinerary.legs[itinerary.legs.length - 1]!;
      const hotel = hotels.get(request.hotel.hotelId)!;
      expect(cities.get(hotel.cityId)!.airports, deal.id).toContain(arrival.to.code);
      expect(request.hotel.checkIn, deal.id).toBe(arrival.arrival.local.slice(0, 10));
      expect(request.hotel.guests).toBeLessThanOrEqual(request.flight.passengers);
      expect(Date.parse(deal.validUntil)).toBe(
        Date.parse(`${itinerary.legs[0]!.departure.local}:00${itinerary.legs[0]!.departure.utcOffset}`),
      );
    }
  });

  it('gives rows the deals contract can show: readable text, ratings 0-5, our own pictures, valid until a later start', () => {
    for (const deal of result.deals) {
      const shown = dealSchema.parse({
        ...deal,
        originalPrice: { amount: deal.originalAmount, currency: deal.currency },
        discountedPrice: { amount: deal.discountedAmount, currency: deal.currency },
      });
      expect(shown.title.length).toBeGreaterThan(3);
      expect(shown.description.length).toBeGreaterThan(3);
      expect(shown.location).toMatch(/^.+, .+$/);
      expect(shown.imageUrl).toMatch(/^\/media\/inventory\/[a-z]+-[a-z]+\/[a-z]+\/\d+\.svg$/);
      expect(Date.parse(deal.validUntil)).toBeGreaterThan(now + 24 * 3_600_000);
    }
    const hotel = result.deals.find((d) => d.type === 'hotel')!;
    expect(hotel.offerRequest).toMatchObject({ type: 'hotel', guests: 2, rooms: 1 });
    const request = hotel.offerRequest as { checkIn: string; checkOut: string };
    expect(toDay(request.checkOut) - toDay(request.checkIn)).toBe(HOTEL_NIGHTS);
    expect(hotel.validUntil).toBe(`${request.checkIn}T00:00:00.000Z`);
    const pkg = result.deals.find((d) => d.type === 'package')!;
    expect(pkg.offerRequest).toMatchObject({
      type: 'package',
      flight: { cabin: 'economy', passengers: 2 },
      hotel: { guests: 2, rooms: 1 },
    });
  });

  // Two more full scans: a generous timeout, so a busy machine cannot fail it.
  it('is deterministic for a fixed clock, and skips a stay that is sold out', { timeout: 120_000 }, () => {
    expect(scanDeals(inventory, now)).toEqual(result);
    const lean = scanDeals(inventory, now, { baselines: 'deals' });
    expect(lean.deals).toEqual(result.deals);
    expect(new Set(lean.baselines.map((b) => b.key))).toEqual(new Set(result.deals.map((d) => d.baselineKey)));
    const hotel = result.deals.find((d) => d.type === 'hotel')!;
    const request = hotel.offerRequest as { roomTypeId: string; checkIn: string };
    const roomCount = inventory.data.hotels.hotels
      .flatMap((h) => h.roomTypes)
      .find((r) => r.id === request.roomTypeId)!.count;
    const soldOut = hotelSoldCountsFromMap(new Map([[`${request.roomTypeId}@${toDay(request.checkIn)}`, roomCount]]));
    const again = scanDeals({ ...inventory, sold: { ...inventory.sold, hotels: soldOut } }, now);
    expect(again.deals.some((d) => d.id === hotel.id)).toBe(false);
    for (const deal of again.deals.filter((d) => d.type === 'hotel' || d.type === 'package')) {
      expect(
        priceDealOffer(
          { ...inventory, sold: { ...inventory.sold, hotels: soldOut } },
          offerRequestSchema.parse(deal.offerRequest),
          now,
        )?.total,
      ).toBe(deal.discountedAmount);
    }
  });

  it('gives the same result in slices, pausing between them', { timeout: 120_000 }, async () => {
    // The server's way: about 10 ms of work, then the event loop's next check phase.
    const nextCheckPhase = () => new Promise<void>((resolve) => setImmediate(resolve));
    expect(
      await scanDealsInSlices(
        inventory,
        now,
        {},
        { sliceMs: 10, elapsed: () => performance.now(), pause: nextCheckPhase },
      ),
    ).toEqual(result);
    // Every product is a step: with no time per slice it pauses more often than there are hotels.
    let steps = 0;
    const stepwise = await scanDealsInSlices(
      inventory,
      now,
      { baselines: 'deals' },
      { sliceMs: 0, elapsed: () => 0, pause: () => Promise.resolve(void steps++) },
    );
    expect(steps).toBeGreaterThan(inventory.data.hotels.hotels.length);
    expect(stepwise).toEqual(scanDeals(inventory, now, { baselines: 'deals' }));
  });
});
