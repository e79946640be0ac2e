import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { apiCall, signUp } from '../account/helpers.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { APPROVED_CARD, bookFirstFlight, expectCheckout, fillCard, fillPassenger } from './checkout-helpers.ts';

type BookingListed = { status: string; total: { amount: number; currency: string } };
const myBookings = async (page: Page) =>
  ((await (await page.request.get('/api/bookings')).json()) as { bookings: BookingListed[] }).bookings;
const offerIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

test.describe('checkout: the price changed', () => {
  test('a higher price at payment is shown, nothing is booked, and the traveller books at the new price after accepting it', async ({
    page,
    consoleErrors,
  }) => {
    await signUp(page, uniqueEmail('checkout-price-changed'));
    await bookFirstFlight(page, 37);
    await expectCheckout(page);
    const shownTotal = await page.getByTestId('checkout-total').innerText();

    // The stored offer now promises less than the engines price the flight at.
    const underpriced = await apiCall(page.request, 'POST', `/api/test/offers/${offerIdOf(page)}/underprice`);
    expect(underpriced.status(), await underpriced.text()).toBe(200);
    const agreed = ((await underpriced.json()) as { price: { total: { amount: number } } }).price.total.amount;
    await page.reload();
    await expectCheckout(page);
    const agreedTotal = await page.getByTestId('checkout-total').innerText();
    expect(agreedTotal).not.toBe(shownTotal);

    await fillPassenger(page);
    await fillCard(page, APPROVED_CARD);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'The price has changed' })).toBeVisible();
    const newPrice = page.getByRole('status').filter({ hasText: /^The new total is / });
    await expect(newPrice).toBeVisible();
    const newTotal = (await newPrice.innerText()).replace(/^The new total is (.+)\.$/, '$1');
    expect(newTotal).not.toBe(agreedTotal);
    await expectAccessible(page);
    expect(await myBookings(page)).toEqual([]);
    acceptConsoleErrors(consoleErrors, /409/);

    await page.getByRole('button', { name: 'Accept the new price' }).click();
    await expectCheckout(page);
    await expect(page.getByTestId('checkout-total')).toHaveText(newTotal);
    await fillPassenger(page);
    await fillCard(page, APPROVED_CARD);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(page.getByText(newTotal, { exact: true }).first()).toBeVisible();
    const booked = await myBookings(page);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.status).toBe('confirmed');
    expect(booked[0]!.total.amount).toBeGreaterThan(agreed);
  });
});
