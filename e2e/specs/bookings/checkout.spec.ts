import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors, createAccount, PASSWORD } from '../auth/helpers.ts';
import { apiCall, signUp } from '../account/helpers.ts';
import { cards, dayAhead } from '../search/search-helpers.ts';
import {
  APPROVED_CARD,
  bookFirstFlight,
  expectCheckout,
  fillCard,
  fillPassenger,
  fillPhone,
  fillTraveller,
} from './checkout-helpers.ts';

const myBookings = async (page: Page) =>
  ((await (await page.request.get('/api/bookings')).json()) as { bookings: unknown[] }).bookings;

test.describe('checkout', () => {
  test('a flight: search, select, book and pay with a card; the booking is confirmed with a code', async ({ page }) => {
    const email = uniqueEmail('checkout-flight');
    await signUp(page, email, 'Ana Silva');
    await apiCall(page.request, 'PATCH', '/api/me/profile', { phone: '+1 212 555 0100' });
    await bookFirstFlight(page, 33);
    await expectCheckout(page);
    // The account's e-mail, name and phone are filled in.
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 212 555 0100');
    const passenger = page.getByRole('group', { name: 'Passenger 1' });
    await expect(passenger.getByLabel('First name')).toHaveValue('Ana');
    await expect(passenger.getByLabel('Last name')).toHaveValue('Silva');
    await expectAccessible(page);

    // Required traveller fields are asked for, tied to their inputs.
    await passenger.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(passenger.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    await expect(passenger.getByText('Date of birth is required')).toBeVisible();
    await expect(passenger.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(passenger.getByText('Enter the first name as on the ID')).toBeVisible();

    await fillPassenger(page);
    await fillCard(page, APPROVED_CARD);
    const total = await page.getByTestId('checkout-total').innerText();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByTestId('confirmation-code')).toHaveText(/^[A-Z0-9-]{5,}$/);
    await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
    const confirmation = page.getByRole('main');
    await expect(confirmation.getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      /^\/bookings\/[0-9a-f-]{36}$/,
    );
    await expect(confirmation.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/my-bookings');
    await expectAccessible(page);
    expect(await myBookings(page)).toHaveLength(1);
  });

  test('a declined card is said beside the pay button and takes the focus; the form is kept and nothing booked', async ({
    page,
    consoleErrors,
  }) => {
    await signUp(page, uniqueEmail('checkout-decline'));
    await bookFirstFlight(page, 34);
    await expectCheckout(page);
    await fillPassenger(page);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByTestId('checkout-declined')).toBeVisible();
    await expect(page.getByTestId('checkout-declined')).toHaveText(/declined/i);
    await expect(page.getByTestId('checkout-declined')).toBeFocused();
    // Beside the button: within a short distance above it, not at the top of the form.
    const declinedBox = (await page.getByTestId('checkout-declined').boundingBox())!;
    const buttonBox = (await page.getByRole('button', { name: 'Confirm and pay' }).boundingBox())!;
    expect(buttonBox.y - (declinedBox.y + declinedBox.height)).toBeLessThan(120);
    expect(buttonBox.y).toBeGreaterThan(declinedBox.y);
    await expect(page.getByRole('group', { name: 'Passenger 1' }).getByLabel('First name')).toHaveValue('Ana');
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toHaveCount(0);
    expect(await myBookings(page)).toHaveLength(0);
    acceptConsoleErrors(consoleErrors, /402/);
  });

  test('a hotel room reserved now and paid later is held as pending', async ({ page }) => {
    await signUp(page, uniqueEmail('checkout-hotel'));
    await page.goto(`/hotels?destination=Paris&checkIn=${dayAhead(40)}&checkOut=${dayAhead(42)}&guests=2`);
    const first = cards(page).first();
    const name = (await first.getByRole('heading').textContent())!;
    await first.getByRole('link', { name: `View Deal: ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page
      .getByRole('button', { name: /^Reserve / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/checkout\//);
    await expect(page.getByRole('group', { name: 'Lead guest' })).toBeVisible();
    await expect(page.getByLabel('Date of birth')).toHaveCount(0);
    await fillTraveller(page.getByRole('group', { name: 'Lead guest' }), 'Ana', 'Silva');
    await fillPhone(page, '+33 1 23 45 67 89');
    await page.getByRole('checkbox', { name: 'Reserve now, pay later' }).click();
    await expect(page.getByText(/hold your reservation for 24 hours/)).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Reservation held' })).toBeVisible();
    await expect(page.getByTestId('booking-status')).toHaveText('Pending');
    await expect(page.getByTestId('confirmation-code')).not.toBeEmpty();
  });

  test('a saved card is offered first and pays without typing the card again', async ({ page }) => {
    await signUp(page, uniqueEmail('checkout-saved'));
    const year = new Date().getFullYear() + 2;
    const added = await apiCall(page.request, 'POST', '/api/me/payment-methods', {
      holderName: 'Ana Silva',
      number: '4242424242424242',
      expMonth: 11,
      expYear: year,
      cvc: '123',
      makeDefault: true,
    });
    expect(added.status()).toBe(201);
    await bookFirstFlight(page, 35);
    await expectCheckout(page);
    await expect(
      page.getByRole('radio', { name: new RegExp(`VISA ending in 4242, expires 11/${year}`) }),
    ).toBeChecked();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('radio', { name: 'A new card' }).check();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await page.getByRole('radio', { name: /ending in 4242/ }).check();
    await fillPassenger(page);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    expect(await myBookings(page)).toHaveLength(1);
  });

  test('a signed-out visitor signs in and comes back to the checkout', async ({ page }) => {
    const email = uniqueEmail('checkout-signin');
    await createAccount(page, email);
    await bookFirstFlight(page, 36);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout%2F/);
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectCheckout(page);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
  });

  test('an unknown offer says so and leads back to search', async ({ page, consoleErrors }) => {
    await signUp(page, uniqueEmail('checkout-missing'));
    await page.goto('/checkout/nope');
    await expect(page.getByRole('heading', { name: 'Offer not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search');
    await expectAccessible(page);
    acceptConsoleErrors(consoleErrors, /404/);
  });
});
