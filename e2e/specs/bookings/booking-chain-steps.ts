import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible } from '../../fixtures.ts';
import { APPROVED_CARD, fillCard } from './checkout-helpers.ts';
import { bookingCards, detail } from './my-bookings-helpers.ts';

/** A booking just paid at the checkout: its code and the total it was paid at, as the page writes money. */
export type Paid = { code: string; total: string };

/** What My Bookings should show for the booking: the type label, the title and the product's own details. */
export type Expected = { type: string; title: string | RegExp; details: Record<string, string | RegExp> };

/** Pays the open checkout with a new 4242 card; the confirmation shows the code, the total and Confirmed. */
export async function payWithNewCard(page: Page): Promise<Paid> {
  await fillCard(page, APPROVED_CARD);
  const total = (await page.getByTestId('checkout-total').innerText()).trim();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  const confirmation = page.getByRole('main');
  await expect(confirmation.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(detail(confirmation, 'Total')).toHaveText(total);
  const code = (await page.getByTestId('confirmation-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9-]{5,}$/);
  return { code, total };
}

/** From the confirmation to My Bookings: the booking's card is there, confirmed, with its product's details. */
export async function followToMyBookings(page: Page, paid: Paid, expected: Expected) {
  await page.getByRole('main').getByRole('link', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  const card = bookingCards(page).filter({ hasText: paid.code });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(expected.type, { exact: true })).toBeVisible();
  await expect(card.getByRole('heading')).toHaveText(expected.title);
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(detail(card, 'Confirmation code')).toHaveText(paid.code);
  for (const [label, value] of Object.entries(expected.details)) await expect(detail(card, label)).toHaveText(value);
  await expect(card).toContainText(`Total: ${paid.total}`);
}

/** Opens the booking's page from its card and downloads the ticket: a PDF named after the code. */
export async function downloadTicket(page: Page, paid: Paid, title: string | RegExp) {
  await bookingCards(page).filter({ hasText: paid.code }).getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(paid.code, { exact: true })).toBeVisible();
  await expect(detail(page.getByTestId('payment-summary'), 'Paid')).toHaveText(paid.total);
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download ticket' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`escazo-${paid.code}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(2_000);
}

/**
 * Back on My Bookings: Cancel shows the policy and the refund it gives now (the whole price, for
 * the dates each test picks), the toast confirms, the card moves to Cancelled and the booking's
 * page shows the refund paid back.
 */
export async function cancelWithFullRefund(page: Page, paid: Paid, policy: RegExp) {
  await page.getByRole('link', { name: 'Back to My Bookings' }).click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  const card = bookingCards(page).filter({ hasText: paid.code });
  await card.getByRole('button', { name: /^Cancel / }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  const quote = dialog.getByTestId('cancellation-quote');
  await expect(detail(quote, 'You paid')).toHaveText(paid.total);
  await expect(detail(quote, 'You get back')).toHaveText(paid.total);
  await expect(detail(quote, 'Cancellation policy')).toHaveText(policy);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText(`${paid.total} will be refunded to your card.`, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(bookingCards(page)).toHaveCount(1);
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: /^Manage / }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  const payment = page.getByTestId('payment-summary');
  await expect(detail(payment, 'Paid')).toHaveText(paid.total);
  await expect(detail(payment, 'Refunded')).toHaveText(paid.total);
  await expect(page.getByTestId('booking-history').getByRole('listitem').filter({ hasText: 'Cancelled' })).toHaveCount(
    1,
  );
}
