import { readFile } from 'node:fs/promises';
import { test, expect, expectAccessible, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { APPROVED_CARD, fillCard } from './checkout-helpers.ts';
import { bookingCards as cards, detail } from './my-bookings-helpers.ts';
import { bookFlight, reserveHotel, saveCard } from './my-bookings-seed.ts';

test.describe('My Bookings', () => {
  test('lists the bookings under their tabs and filters them by search', async ({ page }) => {
    await signUp(page, uniqueEmail('bookings.list'));
    const flight = await bookFlight(page.request);
    const hotel = await reserveHotel(page.request);

    await page.goto('/my-bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    const flightCard = cards(page).filter({ hasText: flight.confirmationCode });
    await expect(flightCard.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(flightCard.getByRole('button', { name: /^Cancel / })).toBeVisible();
    const hotelCard = cards(page).filter({ hasText: hotel.confirmationCode });
    await expect(hotelCard.getByText('Pending', { exact: true })).toBeVisible();
    await expect(hotelCard.getByRole('button', { name: /^Confirm / })).toBeVisible();
    const { leg } = flight;
    await expect(detail(flightCard, 'Route')).toHaveText(
      `${leg.from.city} (${leg.from.code}) → ${leg.to.city} (${leg.to.code})`,
    );
    await expect(detail(flightCard, 'Airline')).toHaveText(leg.airline.name);
    await expect(detail(flightCard, 'Flight number')).toHaveText(leg.flightNumber);
    await expect(detail(flightCard, 'Passengers')).toHaveText('Ana Traveller');
    await expect(detail(hotelCard, 'Room type')).toHaveText(hotel.roomName);
    await expect(detail(hotelCard, 'Check-in')).toBeVisible();
    await expect(detail(hotelCard, 'Check-out')).toBeVisible();
    await expect(detail(hotelCard, 'Guest')).toHaveText('Ana Traveller');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect(page).toHaveURL(/status=pending/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText(hotel.confirmationCode);

    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText(flight.confirmationCode);

    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect(page.getByRole('heading', { name: 'No bookings found' })).toBeVisible();

    // The tab is kept in the URL: reload shows the same tab.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Cancelled', selected: true })).toBeVisible();

    await page.getByRole('tab', { name: 'All' }).click();
    await expect(cards(page)).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill('lonDON');
    await expect(page).toHaveURL(/q=lonDON/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText(flight.confirmationCode);
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill('no such trip');
    await expect(page.getByRole('heading', { name: 'No bookings found' })).toBeVisible();
  });

  test('cancels a confirmed booking after showing the refund, and its page shows the refund and history', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('bookings.cancel'));
    const flight = await bookFlight(page.request);

    await page.goto('/bookings');
    const card = cards(page).filter({ hasText: flight.confirmationCode });
    await card.getByRole('button', { name: /^Cancel / }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    const quote = dialog.getByTestId('cancellation-quote');
    await expect(quote).toContainText('You get back');
    await expect(quote).toContainText('Cancellation policy');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Booking cancelled', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Manage / })).toBeVisible();
    // A cancelled booking offers its cancellation confirmation, never its ticket or calendar file.
    await expect(card.getByRole('link', { name: 'Download cancellation confirmation' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Download ticket' })).toHaveCount(0);

    await card.getByRole('link', { name: /^Manage / }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${flight.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('JFK');
    const { leg } = flight;
    await expect(detail(page.getByRole('region', { name: 'What you booked' }), 'Route')).toHaveText(
      `${leg.from.city} (${leg.from.code}) → ${leg.to.city} (${leg.to.code})`,
    );
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(documents.getByRole('link', { name: 'Download ticket' })).toHaveCount(0);
    await expect(documents.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await documents.getByRole('link', { name: 'Download cancellation confirmation' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`escazo-${flight.confirmationCode}-cancellation.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByTestId('payment-summary')).toContainText('Refunded');
    const history = page.getByTestId('booking-history').getByRole('listitem');
    await expect(history.first()).toContainText('Booked');
    await expect(history.filter({ hasText: 'Cancelled' })).toHaveCount(1);
    await expectAccessible(page);
  });

  test('the booking page shows details, history and the two documents; a pending booking is paid with a saved card', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('bookings.page'));
    const hotel = await reserveHotel(page.request);
    await saveCard(page.request);

    await page.goto(`/bookings/${hotel.id}`);
    await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
    await expect(page.getByText(hotel.confirmationCode)).toBeVisible();
    await expect(page.getByText('Ana Traveller')).toBeVisible();
    // Unpaid, it has no documents yet and says when it will.
    await expect(page.getByText('Your ticket and calendar file are here once the booking is paid.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download ticket' })).toHaveCount(0);
    await expect(page.getByTestId('booking-history')).toContainText('Booked');
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Confirm / }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay and confirm' });
    await expect(dialog.getByRole('radio', { name: /ending in 4242/ })).toBeChecked();
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Booking confirmed', { exact: true })).toBeVisible();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByTestId('booking-history')).toContainText('Paid');
    await expect(page.getByRole('link', { name: 'Download ticket' })).toHaveAttribute(
      'href',
      `/api/bookings/${hotel.id}/ticket.pdf`,
    );
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/bookings/${hotel.id}/calendar.ics`,
    );
  });

  test('a download that fails says so', async ({ page, consoleErrors }) => {
    await signUp(page, uniqueEmail('bookings.download-fails'));
    const flight = await bookFlight(page.request);
    await page.route('**/api/bookings/*/calendar.ics', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Escazo is busy. Try again shortly.' } }),
      }),
    );
    await page.goto(`/bookings/${flight.id}`);
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    await expect(page.getByText('Add to calendar did not work. Try again.')).toBeVisible();
    await expect(page.getByText('Escazo is busy. Try again shortly.')).toBeVisible();
    await expectAccessible(page);
    acceptConsoleErrors(consoleErrors, /503/);
  });

  test('confirming without a saved card takes a new one, as checkout does, and keeps it when asked', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('bookings.nocard'));
    await reserveHotel(page.request);
    await page.goto('/my-bookings?status=pending');
    await cards(page)
      .getByRole('button', { name: /^Confirm / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Pay and confirm' });
    await expect(dialog.getByLabel('Card number')).toBeVisible();
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(dialog.getByText('Enter a valid card number')).toBeVisible();
    await expectAccessible(page);
    await fillCard(page, APPROVED_CARD);
    await dialog.getByLabel('Save this card').check();
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Booking confirmed', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = await page.request.get('/api/me/payment-methods');
    expect(((await saved.json()) as { paymentMethods: Array<{ last4: string }> }).paymentMethods).toEqual([
      expect.objectContaining({ last4: '4242' }),
    ]);
  });

  test("another user's booking or an unknown id shows not found with a way back", async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signUp(otherPage, uniqueEmail('bookings.other'));
    const theirs = await bookFlight(otherPage.request);
    await other.close();

    await signUp(page, uniqueEmail('bookings.me'));
    for (const id of [theirs.id, 'not-a-booking']) {
      await page.goto(`/bookings/${id}`);
      await expect(page.getByRole('heading', { name: 'Booking not found' }).last()).toBeVisible();
      await expectAccessible(page);
    }
    await page.getByRole('link', { name: 'Back to My Bookings' }).click();
    await expect(page).toHaveURL(/\/my-bookings$/);
    // The browser logs the API's 404 (another user's) and 400 (not an id) answers.
    acceptConsoleErrors(consoleErrors, /404|400/);
  });
});
