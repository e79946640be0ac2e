import fc from 'fast-check';
import {
  hotelAmenities,
  hotelSearchRequestSchema,
  hotelSorts,
  type HotelSearchRequest,
} from '@escazo/contracts/search-hotels';
import {
  hotelSoldCountsFromMap,
  type HotelSoldCounts,
  fromDay,
  toDay,
  generateHotels,
  nightlyRate,
} from '@escazo/inventory/hotels';
import { fixtureReference } from '@escazo/inventory/test-fixtures';
import { describe, expect, it } from 'vitest';
import { buildHotelSearch, type HotelOffer } from './search-hotels.ts';

const inventory = generateHotels(fixtureReference(), { seed: 31 });
const engine = buildHotelSearch(inventory);
const cityIds = inventory.cities.map((c) => c.id);

function allPages(request: HotelSearchRequest, sold?: HotelSoldCounts): HotelOffer[] {
  const out: HotelOffer[] = [];
  for (let page = 1; ; page++) {
    const result = engine.search({ ...request, page, pageSize: 4 }, sold);
    out.push(...result.items);
    if (page * 4 >= result.total) {
      expect(out).toHaveLength(result.total);
      return out;
    }
  }
}

const requestArb = fc
  .record({
    destination: fc.constantFrom(...cityIds),
    checkIn: fc.integer({ min: toDay('2026-11-23'), max: toDay('2027-11-01') }),
    nights: fc.integer({ min: 1, max: 10 }),
    guests: fc.integer({ min: 1, max: 10 }),
    rooms: fc.integer({ min: 1, max: 3 }),
    priceMin: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
    priceSpan: fc.option(fc.integer({ min: 0, max: 700 }), { nil: undefined }),
    stars: fc.subarray([1, 2, 3, 4, 5]),
    minGuestRating: fc.option(fc.constantFrom(3, 3.5, 4, 4.5), { nil: undefined }),
    amenities: fc.subarray([...hotelAmenities], { maxLength: 2 }),
    sort: fc.constantFrom(...hotelSorts),
  })
  .map((r) =>
    hotelSearchRequestSchema.parse({
      destination: r.destination,
      checkIn: fromDay(r.checkIn),
      checkOut: fromDay(r.checkIn + r.nights),
      guests: r.guests,
      rooms: Math.min(r.rooms, r.guests),
      priceMin: r.priceMin,
      priceMax: r.priceSpan === undefined ? undefined : (r.priceMin ?? 0) + r.priceSpan,
      stars: r.stars,
      minGuestRating: r.minGuestRating,
      amenities: r.amenities,
      sort: r.sort,
    }),
  );

describe('hotel search', () => {
  it('returns only offers that meet every filter, priced as the sum of nightly rates', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const offers = allPages(request);
        const first = toDay(request.checkIn);
        const nights = toDay(request.checkOut) - first;
        for (const offer of offers) {
          const { hotel, room } = offer;
          expect(hotel.cityId).toBe(request.destination);
          if (request.stars.length > 0) expect(request.stars).toContain(hotel.stars);
          expect(hotel.guestRating).toBeGreaterThanOrEqual(request.minGuestRating ?? 0);
          for (const amenity of request.amenities) expect(hotel.amenities).toContain(amenity);
          expect(room.capacity * request.rooms).toBeGreaterThanOrEqual(request.guests);
          let sum = 0;
          for (let d = first; d < first + nights; d++) sum += nightlyRate(room.baseRate, hotel.climate, d);
          expect(offer.total.amount).toBe(sum * request.rooms);
          expect(offer.pricePerNight.amount).toBe(Math.round(offer.total.amount / (nights * request.rooms)));
          if (request.priceMin !== undefined)
            expect(offer.pricePerNight.amount).toBeGreaterThanOrEqual(request.priceMin * 100);
          if (request.priceMax !== undefined)
            expect(offer.pricePerNight.amount).toBeLessThanOrEqual(request.priceMax * 100);
        }
      }),
      { seed: 4401, numRuns: 150 },
    );
  });

  it('leaves out no hotel that has a matching room (the cheapest one is offered)', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const offered = new Map(allPages(request).map((offer) => [offer.hotel.id, offer]));
        const first = toDay(request.checkIn);
        const nights = toDay(request.checkOut) - first;
        for (const hotel of inventory.hotels.filter((h) => h.cityId === request.destination)) {
          const filtersOk =
            (request.stars.length === 0 || request.stars.includes(hotel.stars)) &&
            hotel.guestRating >= (request.minGuestRating ?? 0) &&
            request.amenities.every((a) => hotel.amenities.includes(a));
          const prices = hotel.roomTypes
            .filter((room) => room.capacity * request.rooms >= request.guests)
            .map((room) => {
              let sum = 0;
              for (let d = first; d < first + nights; d++) sum += nightlyRate(room.baseRate, hotel.climate, d);
              return sum * request.rooms;
            })
            .filter((total) => {
              const perNight = Math.round(total / (nights * request.rooms));
              return perNight >= (request.priceMin ?? 0) * 100 && perNight <= (request.priceMax ?? Infinity) * 100;
            });
          expect(offered.has(hotel.id)).toBe(filtersOk && prices.length > 0);
          if (filtersOk && prices.length > 0) expect(offered.get(hotel.id)!.total.amount).toBe(Math.min(...prices));
        }
      }),
      { seed: 4402, numRuns: 100 },
    );
  });

  it('orders by the chosen sort and pages through every result once', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const offers = allPages(request);
        expect(new Set(offers.map((o) => o.hotel.id)).size).toBe(offers.length);
        for (let i = 1; i < offers.length; i++) {
          const [a, b] = [offers[i - 1]!, offers[i]!];
          if (request.sort === 'price-asc') expect(a.total.amount).toBeLessThanOrEqual(b.total.amount);
          if (request.sort === 'price-desc') expect(a.total.amount).toBeGreaterThanOrEqual(b.total.amount);
          if (request.sort === 'rating-desc') expect(a.hotel.guestRating).toBeGreaterThanOrEqual(b.hotel.guestRating);
          if (request.sort === 'stars-desc') expect(a.hotel.stars).toBeGreaterThanOrEqual(b.hotel.stars);
        }
        // Same request, same order.
        expect(allPages(request).map((o) => o.hotel.id)).toEqual(offers.map((o) => o.hotel.id));
      }),
      { seed: 4403, numRuns: 100 },
    );
  });

  it('includes both ends of the price range', () => {
    const base = hotelSearchRequestSchema.parse({
      destination: cityIds[1],
      checkIn: '2027-01-10',
      checkOut: '2027-01-13',
      guests: 2,
    });
    for (const offer of allPages(base)) {
      const usd = offer.pricePerNight.amount / 100;
      if (!Number.isInteger(usd)) continue;
      const ids = allPages({ ...base, priceMin: usd, priceMax: usd }).map((o) => o.hotel.id);
      expect(ids).toContain(offer.hotel.id);
    }
  });

  it('respects availability: sold-out room types are skipped, sold-out hotels are absent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...inventory.hotels), fc.integer({ min: 0, max: 4 }), (hotel, soldNight) => {
        const request = hotelSearchRequestSchema.parse({
          destination: hotel.cityId,
          checkIn: '2027-05-03',
          checkOut: '2027-05-08',
          guests: 1,
        });
        const day = toDay('2027-05-03') + soldNight;
        const cheapest = allPages(request).find((o) => o.hotel.id === hotel.id)!;
        expect(cheapest).toBeDefined();
        // Sell out the offered room type on one night: another type (or nothing) is offered.
        const one = hotelSoldCountsFromMap(new Map([[`${cheapest.room.id}@${day}`, cheapest.room.count]]));
        const after = allPages(request, one).find((o) => o.hotel.id === hotel.id);
        expect(after?.room.id).not.toBe(cheapest.room.id);
        // All but one room of it sold: still offered, one left.
        const almost = hotelSoldCountsFromMap(new Map([[`${cheapest.room.id}@${day}`, cheapest.room.count - 1]]));
        expect(allPages(request, almost).find((o) => o.hotel.id === hotel.id)?.roomsLeft).toBe(1);
        // Every room type sold out on that night: the hotel is absent.
        const all = hotelSoldCountsFromMap(new Map(hotel.roomTypes.map((room) => [`${room.id}@${day}`, room.count])));
        expect(allPages(request, all).some((o) => o.hotel.id === hotel.id)).toBe(false);
        expect(engine.quote(cheapest.room.id, '2027-05-03', '2027-05-08', 1, all)).toBeNull();
      }),
      { seed: 4404, numRuns: 60 },
    );
  });

  it('resolves a destination by id, by name (any case, accents, with a country) or by prefix', () => {
    const paris = inventory.cities.find((c) => c.name === 'Paris')!;
    const request = (destination: string) =>
      engine
        .search(hotelSearchRequestSchema.parse({ destination, checkIn: '2027-01-10', checkOut: '2027-01-11' }))
        .cities.map((c) => c.id);
    expect(request(paris.id)).toEqual([paris.id]);
    expect(request('paris')).toEqual([paris.id]);
    expect(request('PARIS, France')).toEqual([paris.id]);
    expect(request('Paris, FR')).toEqual([paris.id]);
    expect(request('Paris, Spain')).toEqual([]);
    expect(request('saint etienne')).toEqual([inventory.cities.find((c) => c.name === 'Saint-Étienne')!.id]);
    // A prefix picks the largest matching city.
    const springs = inventory.cities
      .filter((c) => c.name.startsWith('Spring'))
      .sort((a, b) => b.population - a.population);
    expect(request('Spring')).toEqual([springs[0]!.id]);
    expect(request('Nowhere')).toEqual([]);
  });

  it('quotes the same total the search offers', () => {
    const request = hotelSearchRequestSchema.parse({
      destination: cityIds[2],
      checkIn: '2027-06-26',
      checkOut: '2027-07-03',
      guests: 3,
      rooms: 2,
    });
    for (const offer of allPages(request)) {
      const quote = engine.quote(offer.room.id, request.checkIn, request.checkOut, 2)!;
      expect(quote.total).toEqual(offer.total);
      expect(quote.nightlyRates).toHaveLength(7);
    }
  });
});
