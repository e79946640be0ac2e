import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { signUp } from '../account/helpers.ts';
import { APPROVED_CARD, bookFirstFlight, expectCheckout, fillCard, fillPassenger } from './checkout-helpers.ts';

const myBookings = async (page: Page) =>
  ((await (await page.request.get('/api/bookings')).json()) as { bookings: { id: string }[] }).bookings;

/** The checkout of a booked offer shows the booking, with its code and links, and no pay form. */
async function expectAlreadyBooked(page: Page, confirmationCode: string, bookingId: string) {
  await expect(page.getByRole('heading', { name: 'Already booked' })).toBeVisible();
  await expect(page.getByTestId('confirmation-code')).toHaveText(confirmationCode);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'View booking' })).toHaveAttribute('href', `/bookings/${bookingId}`);
  await expect(main.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/my-bookings');
  await expect(page.getByRole('button', { name: 'Confirm and pay' })).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
}

test.describe('an offer books once', () => {
  test('a paid checkout reloaded shows the booking, not a new pay form', async ({ page }) => {
    await signUp(page, uniqueEmail('checkout-reload'));
    await bookFirstFlight(page, 31);
    await expectCheckout(page);
    await fillPassenger(page);
    await fillCard(page, APPROVED_CARD);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    const code = await page.getByTestId('confirmation-code').innerText();
    const [booking] = await myBookings(page);

    await page.reload();
    await expectAlreadyBooked(page, code, booking!.id);
    await page.getByRole('main').getByRole('link', { name: 'View booking' }).click();
    await expect(page).toHaveURL(`/bookings/${booking!.id}`);
    await expect(page.getByText(code).first()).toBeVisible();
    expect(await myBookings(page)).toHaveLength(1);
  });

  test('paying on a stale tab after the offer was paid elsewhere shows that booking and charges nothing', async ({
    page,
    consoleErrors,
  }) => {
    await signUp(page, uniqueEmail('checkout-stale'));
    await bookFirstFlight(page, 32);
    await expectCheckout(page);
    await fillPassenger(page);
    await fillCard(page, APPROVED_CARD);
    // Meanwhile the same offer is paid from another tab.
    const offerId = new URL(page.url()).pathname.split('/').pop()!;
    const { token } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
    const paid = await page.request.post('/api/bookings', {
      headers: { 'x-csrf-token': token, 'idempotency-key': `other-tab-${offerId}` },
      data: {
        offerId,
        travellers: [{ firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-05-14' }],
        contact: { email: 'ana@example.com', phone: '+1 555 010 2000' },
        payment: {
          card: { holderName: 'Ana Silva', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
        },
      },
    });
    expect(paid.status()).toBe(201);
    const { booking } = (await paid.json()) as { booking: { id: string; confirmationCode: string } };

    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expectAlreadyBooked(page, booking.confirmationCode, booking.id);
    expect((await myBookings(page)).map((b) => b.id)).toEqual([booking.id]);
    acceptConsoleErrors(consoleErrors, /409/);
  });
});
