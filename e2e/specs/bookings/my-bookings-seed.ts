import { expect, type APIRequestContext } from '@playwright/test';
import { dayAhead } from '../search/search-helpers.ts';

export const GOOD_CARD = {
  holderName: 'Ana Traveller',
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
};
const contact = { email: 'ana@example.com', phone: '+44 20 7946 0958' };

type Created = { booking: { id: string; confirmationCode: string; status: string } };
type FlightLeg = {
  flightNumber: string;
  airline: { name: string };
  from: { code: string; city: string };
  to: { code: string; city: string };
};

async function post(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = {}) {
  const { token } = (await (await request.get('/api/csrf')).json()) as { token: string };
  return request.post(path, { data, headers: { 'x-csrf-token': token, ...headers } });
}

async function bookOffer(
  request: APIRequestContext,
  offerRequest: unknown,
  booking: Record<string, unknown>,
): Promise<Created['booking']> {
  const offer = await post(request, '/api/offers', offerRequest);
  expect(offer.status(), await offer.text()).toBe(201);
  const {
    offer: { id },
  } = (await offer.json()) as { offer: { id: string } };
  const res = await post(
    request,
    '/api/bookings',
    { offerId: id, contact, ...booking },
    { 'idempotency-key': `e2e-${crypto.randomUUID()}` },
  );
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as Created).booking;
}

/** A paid (confirmed) direct JFK → London flight, `daysAhead` from today. */
export async function bookFlight(request: APIRequestContext, daysAhead = 60) {
  const search = await request.get(`/api/search/flights?from=JFK&to=LHR&date=${dayAhead(daysAhead)}`);
  expect(search.ok()).toBe(true);
  const items = ((await search.json()) as { outbound: { items: { id: string; legs: FlightLeg[] }[] } }).outbound.items;
  const direct = items.find((i) => i.legs.length === 1);
  expect(direct, 'a direct JFK-LHR flight').toBeDefined();
  const booking = await bookOffer(
    request,
    { type: 'flight', itineraryId: direct!.id, cabin: 'economy', passengers: 1 },
    {
      travellers: [{ firstName: 'Ana', lastName: 'Traveller', dateOfBirth: '1990-04-02' }],
      payment: { card: GOOD_CARD },
    },
  );
  return { ...booking, leg: direct!.legs[0]! };
}

/** A reserved, unpaid (pending) hotel night pair in Paris, `daysAhead` from today. */
export async function reserveHotel(request: APIRequestContext, daysAhead = 90) {
  const checkIn = dayAhead(daysAhead);
  const checkOut = dayAhead(daysAhead + 2);
  const search = await request.get(`/api/search/hotels?destination=Paris&checkIn=${checkIn}&checkOut=${checkOut}`);
  expect(search.ok()).toBe(true);
  const hotel = ((await search.json()) as { items: { id: string; name: string; room: { id: string; name: string } }[] })
    .items[0];
  expect(hotel, 'a hotel in Paris').toBeDefined();
  const booking = await bookOffer(
    request,
    { type: 'hotel', hotelId: hotel!.id, roomTypeId: hotel!.room.id, checkIn, checkOut, guests: 1, rooms: 1 },
    { travellers: [{ firstName: 'Ana', lastName: 'Traveller' }], payLater: true },
  );
  return { ...booking, name: hotel!.name, roomName: hotel!.room.name };
}

/** A paid hotel stay in `city` from `checkIn` to `checkOut`: the first hotel the search lists. */
export async function bookHotelIn(request: APIRequestContext, city: string, checkIn: string, checkOut: string) {
  const search = await request.get(
    `/api/search/hotels?destination=${encodeURIComponent(city)}&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  expect(search.ok()).toBe(true);
  const hotel = ((await search.json()) as { items: { id: string; name: string; room: { id: string } }[] }).items[0];
  expect(hotel, `a hotel in ${city}`).toBeDefined();
  const booking = await bookOffer(
    request,
    { type: 'hotel', hotelId: hotel!.id, roomTypeId: hotel!.room.id, checkIn, checkOut, guests: 1, rooms: 1 },
    { travellers: [{ firstName: 'Ana', lastName: 'Traveller' }], payment: { card: GOOD_CARD } },
  );
  return { ...booking, name: hotel!.name };
}

/** Saves a card to the account, as Profile Settings does. */
export async function saveCard(request: APIRequestContext) {
  const res = await post(request, '/api/me/payment-methods', GOOD_CARD);
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * Waits until the account has `count` unread notifications: a booking's confirmation is notified by
 * a scheduled job shortly after the booking commits, not inside the booking's request.
 */
export async function waitForUnread(request: APIRequestContext, count: number) {
  await expect
    .poll(
      async () => ((await (await request.get('/api/notifications')).json()) as { unreadCount: number }).unreadCount,
      { timeout: 20_000 },
    )
    .toBe(count);
}
