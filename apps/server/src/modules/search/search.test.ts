import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSoldCountsFromMap } from '@escazo/inventory/cars';
import { cruiseSoldCountsFromMap } from '@escazo/inventory/cruises';
import { hotelSoldCountsFromMap, toDay } from '@escazo/inventory/hotels';
import { stayBookingsFromSet } from '@escazo/inventory/stays';
import type { z } from 'zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { autocompleteResponseSchema } from '@escazo/contracts/search-autocomplete';
import { carLocationResponseSchema, carSearchResponseSchema } from '@escazo/contracts/search-cars';
import { cruiseSailingResponseSchema, cruiseSearchResponseSchema } from '@escazo/contracts/search-cruises';
import {
  fareCalendarResponseSchema,
  flightSearchResponseSchema,
  itinerarySchema,
} from '@escazo/contracts/search-flights';
import { hotelDetailResponseSchema, hotelSearchResponseSchema } from '@escazo/contracts/search-hotels';
import { stayDetailResponseSchema, staySearchResponseSchema } from '@escazo/contracts/search-stays';
import type { TestContext } from '@server-test/helpers.ts';
import { addDays, todayIso } from './service.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { createSearchContext, sharedInventory, spyOnDatabase, withSold } from './test-support.ts';

type Ctx = TestContext;

const inDays = (days: number) => addDays(todayIso(Date.now()), days);
const date = inDays(14);
const returnDate = inDays(21);

let ctx: Ctx;
beforeAll(async () => {
  ctx = await createSearchContext();
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string) => ctx.client.get(url);

function expectValidation(res: { statusCode: number; json(): unknown }, path: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: { code: string; fields?: { path: string }[] } };
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.fields?.map((field) => field.path)).toContain(path);
}

describe('autocomplete', () => {
  it('suggests airports and cities by prefix, typo-tolerant, with a public cache', async () => {
    const res = await get('/api/search/autocomplete?q=lond&limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const items = res.json().items as { kind: string; label: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items[0]!.label).toMatch(/London/);
    const typo = await get('/api/search/autocomplete?q=londn&kinds=city');
    expect((typo.json().items as { kind: string; label: string }[]).every((item) => item.kind === 'city')).toBe(true);
    expect(typo.json().items[0].label).toBe('London');
  });

  it('lists the city travellers mean before a bigger namesake', async () => {
    for (const [q, id] of [
      ['Valencia', 'ES-valencia'],
      ['Barcelona', 'ES-barcelona'],
    ]) {
      const res = await get(`/api/search/autocomplete?q=${q}&kinds=city`);
      expect(res.statusCode).toBe(200);
      expect((res.json().items as { id: string }[])[0]!.id).toBe(id);
    }
  });

  it('rejects an empty query and an unknown kind with field errors', async () => {
    expectValidation(await get('/api/search/autocomplete?q='), 'q');
    expectValidation(await get('/api/search/autocomplete?q=par&kinds=port'), 'kinds.0');
  });
});

describe('flights', () => {
  it('searches a round trip from an airport code to a city id (all its airports)', async () => {
    const res = await get(
      `/api/search/flights?from=LHR&to=US-new-york-city&date=${date}&returnDate=${returnDate}&passengers=2`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.outbound.total).toBeGreaterThan(0);
    expect(body.return.total).toBeGreaterThan(0);
    const destinations = new Set(
      body.outbound.items.map((it: { legs: { to: { code: string } }[] }) => it.legs.at(-1)!.to.code),
    );
    for (const code of destinations) expect(['LGA', 'EWR', 'JFK', 'SWF']).toContain(code);
    expect(body.outbound.items[0].price.amount).toBe(body.outbound.items[0].pricePerPerson.amount * 2);
    expect(body.cheapestRoundTrip.currency).toBe('USD');
  });

  it('gives the same answer to the same query', async () => {
    const url = `/api/search/flights?from=GB-london&to=JFK&date=${date}&sort=duration-asc`;
    const [a, b] = [await get(url), await get(url)];
    expect(a.body).toBe(b.body);
  });

  it('answers 400 for missing fields, an unknown place and a return before departure', async () => {
    expectValidation(await get('/api/search/flights?from=LHR&to=JFK'), 'date');
    expectValidation(await get(`/api/search/flights?from=LHR&to=XX-nowhere&date=${date}`), 'to');
    expectValidation(
      await get(`/api/search/flights?from=LHR&to=JFK&date=${date}&returnDate=${inDays(2)}`),
      'returnDate',
    );
    expectValidation(await get(`/api/search/flights?from=LHR&to=JFK&date=${date}&passengers=10`), 'passengers');
  });

  it('gives a fare calendar around the date', async () => {
    const res = await get(`/api/search/flights/calendar?from=LHR&to=JFK&date=${date}`);
    expect(res.statusCode).toBe(200);
    const days = res.json().days as { date: string; price: { amount: number } | null }[];
    expect(days.length).toBeGreaterThan(15);
    expect(days.some((day) => day.price !== null)).toBe(true);
  });

  it('re-prices an offer by id for the cabin and party, and answers 404 for an unknown one', async () => {
    const search = await get(`/api/search/flights?from=LHR&to=JFK&date=${date}`);
    const offer = search.json().outbound.items[0];
    const res = await get(`/api/flights/offers/${encodeURIComponent(offer.id)}?cabin=economy&passengers=3`);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(offer.id);
    expect(res.json().passengers).toBe(3);
    expect(res.json().pricePerPerson).toEqual(offer.pricePerPerson);
    expect((await get('/api/flights/offers/ZZ999-20990101')).statusCode).toBe(404);
    expectValidation(await get(`/api/flights/offers/${encodeURIComponent(offer.id)}?cabin=steerage`), 'cabin');
  });
});

describe('hotels', () => {
  const checkIn = inDays(30);
  const checkOut = inDays(33);

  it('searches a destination by name and presents offers with our images', async () => {
    const res = await get(
      `/api/search/hotels?destination=Paris&checkIn=${checkIn}&checkOut=${checkOut}&guests=2&stars=4,5`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cities[0].id).toBe('FR-paris');
    expect(body.nights).toBe(3);
    expect(body.total).toBeGreaterThan(0);
    expect(body.pageCount).toBe(Math.ceil(body.total / body.pageSize));
    for (const offer of body.items) expect(offer.stars).toBeGreaterThanOrEqual(4);
    expect(body.items[0].image.url).toMatch(/^\/media\/inventory\/hotel-[a-z]+\/[a-z]+\/\d+\.svg$/);
    const prices = body.items.map((offer: { total: { amount: number } }) => offer.total.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers 400 for missing or inverted dates', async () => {
    expectValidation(await get('/api/search/hotels?destination=Paris'), 'checkIn');
    expectValidation(
      await get(`/api/search/hotels?destination=Paris&checkIn=${checkOut}&checkOut=${checkIn}`),
      'checkOut',
    );
  });

  it('shows a hotel with a gallery and a quote per room type; 404 when unknown', async () => {
    const hotel = sharedInventory().data.hotels.hotels.find((h) => h.cityId === 'FR-paris')!;
    const res = await get(`/api/hotels/${hotel.id}?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&guests=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hotel.images.length).toBeGreaterThan(1);
    expect(body.quote.nights).toBe(3);
    expect(body.quote.options).toHaveLength(hotel.roomTypes.length);
    expect(body.quote.options.every((option: { available: boolean }) => option.available)).toBe(true);
    const plain = await get(`/api/hotels/${hotel.id}`);
    expect(plain.json().quote).toBeNull();
    expect((await get('/api/hotels/nope')).statusCode).toBe(404);
  });
});

describe('stays', () => {
  it('searches with the documented fallbacks (never 400)', async () => {
    const res = await get('/api/search/stays?q=lisbon&guests=abc&priceMin=-5&priceMax=x&minBeds=2&type=villa');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const stay of body.items) {
      expect(stay.beds).toBeGreaterThanOrEqual(2);
      expect(stay.type).toBe('villa');
    }
    const all = await get('/api/search/stays');
    expect(all.json().total).toBe(sharedInventory().data.stays.stays.length);
  });

  it('shows a stay with its gallery, a 60-night calendar and the price for the dates; 404 when unknown', async () => {
    const stay = sharedInventory().data.stays.stays[0]!;
    const checkIn = inDays(10);
    const res = await get(`/api/stays/${stay.id}?checkIn=${checkIn}&checkOut=${inDays(13)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stay.images.length).toBeGreaterThan(1);
    expect(body.calendar.from).toBe(checkIn);
    expect(body.calendar.nights).toHaveLength(60);
    expect(body.quote).toEqual({
      checkIn,
      checkOut: inDays(13),
      nights: 3,
      available: true,
      total: { amount: stay.pricePerNight * 3, currency: 'USD' },
    });
    expect((await get('/api/stays/nope')).statusCode).toBe(404);
  });
});

describe('cars', () => {
  const iata = sharedInventory().data.cars.locations.find((l) => l.iata)!.iata!;
  const pickupDate = inDays(20);
  const dropoffDate = inDays(23);

  it('searches desks by airport code and shows a location', async () => {
    const res = await get(
      `/api/search/cars?pickupLocation=${iata}&dropoffLocation=${iata}&pickupDate=${pickupDate}&dropoffDate=${dropoffDate}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toBe(3);
    expect(body.total).toBeGreaterThan(0);
    expect(body.items[0].car.image.url).toMatch(/^\/media\/inventory\/car-/);
    const location = await get(`/api/cars/locations/${encodeURIComponent(body.items[0].location.id)}`);
    expect(location.statusCode).toBe(200);
    expect(location.json().fleet.length).toBeGreaterThan(0);
    expect((await get('/api/cars/locations/nope')).statusCode).toBe(404);
  });

  it('has desks at every large airport of the popular rental destinations, and hotels there', async () => {
    // The /cars page's popular rental destinations, and Paris's second large airport.
    for (const code of ['LAX', 'MIA', 'LAS', 'MCO', 'LHR', 'CDG', 'ORY']) {
      const res = await get(
        `/api/search/cars?pickupLocation=${code}&dropoffLocation=${code}&pickupDate=${pickupDate}&dropoffDate=${dropoffDate}`,
      );
      expect(res.json().total, code).toBeGreaterThan(0);
      expect(res.json().items[0].location.iata, code).toBe(code);
    }
    for (const city of ['Miami', 'Las Vegas', 'Orlando', 'Cusco', 'Reykjavík']) {
      const res = await get(
        `/api/search/hotels?destination=${encodeURIComponent(city)}&checkIn=${pickupDate}&checkOut=${dropoffDate}`,
      );
      expect(res.json().total, city).toBeGreaterThan(0);
    }
  });

  it('answers 400 for missing fields, inverted dates and a past pickup date', async () => {
    expectValidation(
      await get(`/api/search/cars?pickupLocation=CDG&pickupDate=${pickupDate}&dropoffDate=${dropoffDate}`),
      'dropoffLocation',
    );
    expectValidation(
      await get(
        `/api/search/cars?pickupLocation=CDG&dropoffLocation=CDG&pickupDate=${dropoffDate}&dropoffDate=${pickupDate}`,
      ),
      'dropoffDate',
    );
    expectValidation(
      await get(
        `/api/search/cars?pickupLocation=CDG&dropoffLocation=CDG&pickupDate=${inDays(-2)}&dropoffDate=${pickupDate}`,
      ),
      'pickupDate',
    );
  });
});

describe('cruises', () => {
  const month = inDays(60).slice(0, 7);

  it('searches a region and month and shows a sailing with its cabins; 404 when unknown', async () => {
    const res = await get(`/api/search/cruises?destination=caribbean&month=${month}&passengers=3`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(0);
    for (const offer of body.items) expect(offer.departure.slice(0, 7)).toBe(month);
    const sailing = await get(`/api/cruises/sailings/${body.items[0].id}?passengers=3`);
    expect(sailing.statusCode).toBe(200);
    expect(sailing.json().cabins).toHaveLength(4);
    expect((await get('/api/cruises/sailings/nope')).statusCode).toBe(404);
  });

  it('answers 400 without a destination or with a bad month', async () => {
    expectValidation(await get(`/api/search/cruises?month=${month}`), 'destination');
    expectValidation(await get('/api/search/cruises?destination=alaska&month=2026-13'), 'month');
  });
});

describe('response contract', () => {
  // Search responses are written by compiled serializers (lib/json-serializer.ts), not by zod:
  // every body must be exactly what the zod schema keeps and accepts.
  async function expectContract(url: string, schema: z.ZodType, status = 200) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(status);
    const body = res.json();
    expect(schema.parse(body), url).toEqual(body);
    return body;
  }

  it('every search and detail response is exactly its schema', async () => {
    const flights = await expectContract(
      `/api/search/flights?from=LHR&to=US-new-york-city&date=${date}&returnDate=${returnDate}&passengers=2`,
      flightSearchResponseSchema,
    );
    expect(flights.outbound.items.length).toBeGreaterThan(0);
    const oneWay = await expectContract(
      `/api/search/flights?from=LHR&to=JFK&date=${date}&cabin=business`,
      flightSearchResponseSchema,
    );
    expect(oneWay.return).toBeNull();
    expect(oneWay.cheapestRoundTrip).toBeNull();
    const none = await expectContract(
      `/api/search/flights?from=LHR&to=JFK&date=${date}&priceMax=0`,
      flightSearchResponseSchema,
    );
    expect(none.outbound.items).toEqual([]);
    await expectContract(
      `/api/search/flights/calendar?from=LHR&to=JFK&date=${date}&returnDate=${returnDate}`,
      fareCalendarResponseSchema,
    );
    await expectContract(
      `/api/flights/offers/${encodeURIComponent(flights.outbound.items[0].id)}?passengers=2`,
      itinerarySchema,
    );
    await expectContract('/api/flights/offers/ZZ999-20990101', apiErrorSchema, 404);
    await expectContract('/api/search/flights?from=LHR', apiErrorSchema, 400);
    await expectContract('/api/search/autocomplete?q=par', autocompleteResponseSchema);

    const hotels = await expectContract(
      `/api/search/hotels?destination=Paris&checkIn=${inDays(30)}&checkOut=${inDays(32)}`,
      hotelSearchResponseSchema,
    );
    await expectContract(
      `/api/hotels/${hotels.items[0].id}?checkIn=${inDays(30)}&checkOut=${inDays(32)}`,
      hotelDetailResponseSchema,
    );
    await expectContract(`/api/hotels/${hotels.items[0].id}`, hotelDetailResponseSchema);
    const stays = await expectContract('/api/search/stays?q=&guests=2', staySearchResponseSchema);
    await expectContract(
      `/api/stays/${stays.items[0].id}?checkIn=${inDays(10)}&checkOut=${inDays(12)}`,
      stayDetailResponseSchema,
    );
    const iata = sharedInventory().data.cars.locations.find((l) => l.iata)!.iata!;
    const cars = await expectContract(
      `/api/search/cars?pickupLocation=${iata}&dropoffLocation=${iata}&pickupDate=${inDays(20)}&dropoffDate=${inDays(22)}`,
      carSearchResponseSchema,
    );
    await expectContract(
      `/api/cars/locations/${encodeURIComponent(cars.items[0].location.id)}`,
      carLocationResponseSchema,
    );
    const cruises = await expectContract(
      `/api/search/cruises?destination=caribbean&month=${inDays(60).slice(0, 7)}`,
      cruiseSearchResponseSchema,
    );
    await expectContract(`/api/cruises/sailings/${cruises.items[0].id}`, cruiseSailingResponseSchema);
  });
});

describe('imagery', () => {
  it('draws deterministic, immutable SVG pictures; 404 for an unknown scene', async () => {
    const hotel = sharedInventory().data.hotels.hotels[0]!;
    const url = `/media/inventory/${hotel.imagery.scene}/${hotel.imagery.palette}/${hotel.imagery.seed}.svg`;
    const [a, b] = [await get(url), await get(url)];
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(a.headers['cache-control']).toMatch(/immutable/);
    expect(a.body).toBe(b.body);
    expect(a.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    const view = await get(url.replace('.svg', '-2.svg'));
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toBe(a.body);
    expect((await get('/media/inventory/castle-tall/harbor/1.svg')).statusCode).toBe(404);
    expect((await get('/media/inventory/hotel-inn/nopalette/1.svg')).statusCode).toBe(404);
    expect((await get('/media/inventory/hotel-inn/harbor/abc.svg')).statusCode).toBe(400);
  });
});

describe('memory only', () => {
  it('answers every search without a database query', async () => {
    const spy = spyOnDatabase(ctx.database);
    const stay = sharedInventory().data.stays.stays[0]!;
    const urls = [
      '/api/search/autocomplete?q=tok',
      `/api/search/flights?from=LHR&to=JFK&date=${date}&returnDate=${returnDate}`,
      `/api/search/flights/calendar?from=LHR&to=JFK&date=${date}`,
      `/api/search/hotels?destination=Tokyo&checkIn=${inDays(5)}&checkOut=${inDays(7)}`,
      '/api/search/stays?q=paris',
      `/api/stays/${stay.id}?checkIn=${inDays(5)}`,
      `/api/search/cars?pickupLocation=JFK&dropoffLocation=JFK&pickupDate=${inDays(5)}&dropoffDate=${inDays(7)}`,
      `/api/search/cruises?destination=alaska&month=${inDays(200).slice(0, 7)}`,
    ];
    const before = spy.count();
    for (const url of urls) expect((await get(url)).statusCode).toBe(200);
    expect(spy.count()).toBe(before);
    // The spy does see queries: the health check pings the database.
    await get('/api/health');
    expect(spy.count()).toBeGreaterThan(before);
  });

  it("a signed-in traveller's search does not look the session up either", async () => {
    const { client } = await signedUpClient(ctx);
    const spy = spyOnDatabase(ctx.database);
    const before = spy.count();
    expect((await client.get(`/api/search/flights?from=LHR&to=JFK&date=${date}`)).statusCode).toBe(200);
    expect(spy.count()).toBe(before);
    // Account routes still read the session.
    expect((await client.get('/api/auth/session')).json().user).not.toBeNull();
    expect(spy.count()).toBeGreaterThan(before);
  });
});

describe('sold counts', () => {
  let sold: Ctx;
  const inventory = sharedInventory();
  const hotel = inventory.data.hotels.hotels.find((h) => h.cityId === 'FR-paris')!;
  const stay = inventory.data.stays.stays[0]!;
  const location = inventory.data.cars.locations.find((l) => l.iata)!;
  const checkIn = inDays(30);
  const bookedNight = inDays(11);
  let soldOut: { flightNumber: string; date: string } | undefined;
  let sailingId = '';

  beforeAll(async () => {
    const search = await get(`/api/search/flights?from=LHR&to=JFK&date=${date}&stops=nonstop`);
    const leg = search.json().outbound.items[0].legs[0];
    soldOut = { flightNumber: leg.flightNumber, date: leg.departure.local.slice(0, 10) };
    const cruises = await get(`/api/search/cruises?destination=caribbean&month=${inDays(60).slice(0, 7)}`);
    sailingId = cruises.json().items[0].id;
    const fleetDays = new Map<string, number>();
    for (const fleet of location.fleet)
      for (let day = 0; day < 4; day++) fleetDays.set(`${fleet.id}@${toDay(inDays(20 + day))}`, fleet.count);
    sold = await createSearchContext(
      withSold({
        flights: (flightNumber, flightDate) =>
          flightNumber === soldOut!.flightNumber && flightDate === soldOut!.date ? 1000 : 0,
        hotels: hotelSoldCountsFromMap(
          new Map(hotel.roomTypes.map((room) => [`${room.id}@${toDay(checkIn)}`, room.count])),
        ),
        stays: stayBookingsFromSet(new Set([`${stay.id}@${toDay(bookedNight)}`])),
        cars: carSoldCountsFromMap(fleetDays),
        cruises: cruiseSoldCountsFromMap(new Map([[`${sailingId}@inside`, 10_000]])),
      }),
    );
  });
  afterAll(async () => {
    await sold?.close();
  });

  it('leaves out sold-out flights, rooms, stays, cars and cabins', async () => {
    const flights = await sold.client.get(`/api/search/flights?from=LHR&to=JFK&date=${date}&stops=nonstop&pageSize=50`);
    const numbers = flights
      .json()
      .outbound.items.map((it: { legs: { flightNumber: string }[] }) => it.legs[0]!.flightNumber);
    expect(numbers).not.toContain(soldOut!.flightNumber);

    const hotels = await sold.client.get(
      `/api/search/hotels?destination=FR-paris&checkIn=${checkIn}&checkOut=${inDays(32)}&pageSize=50&sort=stars-desc`,
    );
    const all = await get(
      `/api/search/hotels?destination=FR-paris&checkIn=${checkIn}&checkOut=${inDays(32)}&pageSize=50&sort=stars-desc`,
    );
    expect(hotels.json().total).toBe(all.json().total - 1);
    const detail = await sold.client.get(`/api/hotels/${hotel.id}?checkIn=${checkIn}&checkOut=${inDays(32)}`);
    expect(detail.json().quote.options.every((option: { available: boolean }) => !option.available)).toBe(true);

    const stayDetail = await sold.client.get(`/api/stays/${stay.id}?checkIn=${inDays(10)}&checkOut=${inDays(13)}`);
    expect(stayDetail.json().quote.available).toBe(false);
    expect(stayDetail.json().calendar.nights[1]).toEqual({ date: bookedNight, available: false });
    const stays = await sold.client.get(`/api/search/stays?checkIn=${bookedNight}`);
    expect(stays.json().total).toBe(inventory.data.stays.stays.length - 1);

    const cars = await sold.client.get(
      `/api/search/cars?pickupLocation=${location.iata}&dropoffLocation=${location.iata}&pickupDate=${inDays(20)}&dropoffDate=${inDays(23)}&pageSize=50`,
    );
    expect(cars.json().items.map((offer: { location: { id: string } }) => offer.location.id)).not.toContain(
      location.id,
    );

    const cabins = await sold.client.get(`/api/cruises/sailings/${sailingId}`);
    const inside = cabins.json().cabins.find((cabin: { category: string }) => cabin.category === 'inside');
    expect(inside).toMatchObject({ cabinsLeft: 0, available: false });
  });
});
