import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { cards, dayAhead, resultCount } from '../search/search-helpers.ts';
import { APPROVED_CARD, fillCard, fillPhone, fillTraveller } from '../bookings/checkout-helpers.ts';
import { bookingCards } from '../bookings/my-bookings-helpers.ts';

const RATES_NOTICE = 'Prices converted at rates of 29 April 2022 (European Central Bank)';
const currencySelect = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
const cardPrice = (page: Page) => cards(page).first().locator('.tabular').first();

async function searchHotels(page: Page, daysAhead: number) {
  await page.goto(
    `/hotels?destination=Paris&checkIn=${dayAhead(daysAhead)}&checkOut=${dayAhead(daysAhead + 2)}&guests=2`,
  );
  expect(await resultCount(page, /hotels? available/)).toBeGreaterThan(0);
}

test.describe('display currency', () => {
  test('signed out: JPY shows whole yen on hotel results and stays after a reload (cookie)', async ({
    page,
    context,
  }) => {
    await searchHotels(page, 45);
    await expect(currencySelect(page)).toHaveValue('USD');
    await expect(cardPrice(page)).toHaveText(/^\$[\d,]+$/);
    await expect(page.getByText(RATES_NOTICE)).toHaveCount(0);

    await currencySelect(page).selectOption('JPY');
    await expect(cardPrice(page)).toHaveText(/^¥[\d,]+$/);
    await expect(cards(page).first()).not.toContainText('$');
    await expect(page.getByText(RATES_NOTICE)).toBeVisible();
    await expectAccessible(page);
    const cookie = (await context.cookies()).find((c) => c.name === 'escazo_currency');
    expect(cookie?.value).toBe('JPY');
    expect(cookie?.sameSite).toBe('Lax');

    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(currencySelect(page)).toHaveValue('JPY');
    await expect(cardPrice(page)).toHaveText(/^¥[\d,]+$/);
  });

  test('signed in: EUR is saved to the account; checkout shows euros and the USD charge; My Bookings shows euros', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('currency-eur'));
    await searchHotels(page, 50);
    await expect(cardPrice(page)).toHaveText(/^\$[\d,]+$/);
    await currencySelect(page).selectOption('EUR');
    await expect(cardPrice(page)).toHaveText(/^€[\d,]+$/);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/me/preferences')).json()) as { account: { currency: string } }).account
            .currency,
      )
      .toBe('EUR');

    const first = cards(page).first();
    const name = (await first.getByRole('heading').textContent())!;
    await first.getByRole('link', { name: `View Deal: ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page
      .getByRole('button', { name: /^Reserve / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/checkout\//);
    await expect(page.getByTestId('checkout-total')).toHaveText(/^€[\d,]+\.\d\d$/);
    const charged = page.getByText(/^Charged in USD: \$[\d,]+\.\d\d$/);
    await expect(charged.first()).toBeVisible();
    await expect(page.getByText(RATES_NOTICE)).toBeVisible();
    const total = await page.getByTestId('checkout-total').innerText();

    await fillTraveller(page.getByRole('group', { name: 'Lead guest' }), 'Ana', 'Silva');
    await fillPhone(page, '+33 1 23 45 67 89');
    await fillCard(page, APPROVED_CARD);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();

    await page.goto('/my-bookings');
    await expect(bookingCards(page)).toHaveCount(1);
    await expect(bookingCards(page).first()).toContainText(`Total: ${total}`);
    // The booking page shows the charge in its own currency too.
    await bookingCards(page).first().getByRole('link', { name }).click();
    await expect(page.getByTestId('payment-summary')).toContainText(total);
    await expect(page.getByText(/^Charged in USD: \$[\d,]+\.\d\d$/)).toBeVisible();
  });
});
