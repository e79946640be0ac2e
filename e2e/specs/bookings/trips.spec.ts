import { test, expect, expectAccessible, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { bookFlight, bookHotelIn, reserveHotel } from './my-bookings-seed.ts';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

test.describe('Trips', () => {
  test('a flight to London and the hotel from the day it lands make one trip; Paris is another; none is past yet', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('trips.list'));
    const flight = await bookFlight(page.request, 60);
    const { booking: landed } = (await (await page.request.get(`/api/bookings/${flight.id}`)).json()) as {
      booking: { title: string; startDate: string; endDate: string };
    };
    const checkOut = addDays(landed.endDate, 3);
    const hotel = await bookHotelIn(page.request, 'London', landed.endDate, checkOut);
    const paris = await reserveHotel(page.request, 90);

    await page.goto('/trips');
    await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
    const trips = page.getByTestId('trip-card');
    await expect(trips).toHaveCount(2);

    const london = trips.first();
    await expect(london.getByRole('heading', { level: 2 })).toHaveText(/^London/);
    await expect(london).toContainText(`${daysFrom(landed.startDate, checkOut) + 1} days`);
    await expect(london).toContainText('Upcoming');
    await expect(london.getByRole('listitem')).toHaveCount(2);
    await expect(london.getByRole('link', { name: landed.title })).toHaveAttribute('href', `/bookings/${flight.id}`);
    await expect(london.getByRole('link', { name: new RegExp(hotel.name) })).toHaveAttribute(
      'href',
      `/bookings/${hotel.id}`,
    );

    const second = trips.nth(1);
    await expect(second.getByRole('heading', { level: 2 })).toHaveText(/^Paris/);
    await expect(second.getByRole('link', { name: new RegExp(paris.name) })).toHaveAttribute(
      'href',
      `/bookings/${paris.id}`,
    );
    await expect(second).toContainText('3 days');
    await expectAccessible(page);

    // /my-trips is the same page.
    await page.goto('/my-trips');
    await expect(page.getByTestId('trip-card')).toHaveCount(2);

    // My Profile's My Trips is the same list.
    await page.goto('/my-profile?tab=trips');
    const profileTrips = page.getByRole('tabpanel').getByTestId('trip-card');
    await expect(profileTrips).toHaveCount(2);
    await expect(profileTrips.first().getByRole('heading', { level: 2 })).toHaveText(/^London/);
    await expect(page.getByRole('heading', { name: 'No trips yet' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a new traveller sees the empty state, and a signed-out visitor is sent to log in', async ({ page }) => {
    await page.goto('/trips');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/trips')}`);
    await signUp(page, uniqueEmail('trips.empty'));
    await page.goto('/trips');
    await expect(page.getByRole('heading', { name: 'No trips yet' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Search & Book' })).toHaveAttribute(
      'href',
      '/search',
    );
    await expectAccessible(page);
  });
});
