import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { dayAhead } from '../search/search-helpers.ts';
import { APPROVED_CARD, expectCheckout, fillCard, fillPhone, fillTraveller } from './checkout-helpers.ts';
import { bookingCards, detail } from './my-bookings-helpers.ts';

type Leg = { flightNumber: string; airline: { name: string }; arrival: { local: string } };

/** A package offer through the API: a direct JFK → London flight and the first London hotel with a room for two from the arrival day, two travellers. */
async function packageOffer(request: APIRequestContext) {
  const search = await request.get(`/api/search/flights?from=JFK&to=LHR&date=${dayAhead(45)}`);
  expect(search.ok()).toBe(true);
  const items = ((await search.json()) as { outbound: { items: { id: string; legs: Leg[] }[] } }).outbound.items;
  const direct = items.find((i) => i.legs.length === 1);
  expect(direct, 'a direct JFK-LHR flight').toBeDefined();
  const leg = direct!.legs[0]!;
  const checkIn = leg.arrival.local.slice(0, 10);
  const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  const hotels = await request.get(
    `/api/search/hotels?destination=London&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
  );
  const hotel = ((await hotels.json()) as { items: { id: string; name: string; room: { id: string; name: string } }[] })
    .items[0];
  expect(hotel, 'a hotel in London').toBeDefined();
  const { token } = (await (await request.get('/api/csrf')).json()) as { token: string };
  const res = await request.post('/api/offers', {
    data: {
      type: 'package',
      flight: { itineraryId: direct!.id, cabin: 'economy', passengers: 2 },
      hotel: { hotelId: hotel!.id, roomTypeId: hotel!.room.id, checkIn, checkOut, guests: 2, rooms: 1 },
    },
    headers: { 'x-csrf-token': token },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { offer } = (await res.json()) as { offer: { id: string; title: string } };
  return { offer, leg, hotel: hotel! };
}

test.describe('package booking', () => {
  test('a flight + hotel package: checkout shows both parts, two passengers book it, My Bookings and the booking page show both', async ({
    page,
  }) => {
    test.slow(); // three pages, each checked for accessibility, and two travellers to name
    await signUp(page, uniqueEmail('package'));
    const { offer, leg, hotel } = await packageOffer(page.request);
    await page.goto(`/checkout/${offer.id}`);
    await expectCheckout(page);
    await expect(page.getByTestId('checkout-title')).toHaveText(`London package: flight + ${hotel.name}`);
    const parts = page.getByTestId('checkout-package-parts');
    await expect(parts).toContainText(leg.flightNumber);
    await expect(parts).toContainText('2 passengers');
    await expect(parts).toContainText('1 room');
    await expect(page.getByText(/flight's fare rules apply to the whole package/)).toBeVisible();
    await expectAccessible(page);

    await fillTraveller(page.getByRole('group', { name: 'Passenger 1' }), 'Ana', 'Silva', '1990-05-14');
    await fillTraveller(page.getByRole('group', { name: 'Passenger 2' }), 'Rui', 'Silva', '1988-09-02');
    await fillPhone(page, '+1 555 010 2000');
    await fillCard(page, APPROVED_CARD);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    const code = await page.getByTestId('confirmation-code').innerText();

    await page.goto('/my-bookings');
    const card = bookingCards(page).filter({ hasText: code });
    await expect(card.getByText('Package', { exact: true })).toBeVisible();
    await expect(detail(card, 'Destination')).toHaveText(/^London, /);
    await expect(detail(card, 'Airline')).toHaveText(leg.airline.name);
    await expect(detail(card, 'Flight number')).toHaveText(leg.flightNumber);
    await expect(detail(card, 'Room type')).toHaveText(hotel.room.name);
    await expect(detail(card, 'Passengers')).toHaveText('Ana Silva, Rui Silva');
    await expectAccessible(page);

    await card.getByRole('link', { name: offer.title }).click();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    const details = page.getByRole('region', { name: 'What you booked' });
    await expect(detail(details, 'Flights')).toHaveText(leg.flightNumber);
    await expect(detail(details, 'Rooms')).toHaveText('1');
    await expect(detail(details, 'Passengers')).toHaveText('2');
    await expectAccessible(page);
  });
});
