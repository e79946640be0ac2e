import type { Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { dayAhead, expectResults, flightCards } from '../search/search-helpers.ts';

/** The test processor's card that is always approved. */
export const APPROVED_CARD = '4242 4242 4242 4242';

/** New York to London, `days` from today. */
export const flightSearch = (days: number) =>
  `/flights?from=JFK&fromLabel=New+York+(JFK)&to=LHR&toLabel=London+(LHR)&date=${dayAhead(days)}`;

/**
 * Search → Select Flight → the offer page's Book button, `days` from today. Each test that pays takes
 * a day of its own: another test's sale on the same flight raises its price (409 PRICE_CHANGED at pay).
 */
export async function bookFirstFlight(page: Page, days: number) {
  await page.goto(flightSearch(days));
  await expectResults(page);
  await flightCards(page)
    .first()
    .getByRole('link', { name: /Select Flight/ })
    .click();
  await expect(page.getByTestId('offer-price')).toBeVisible();
  await page.getByRole('button', { name: 'Book this flight' }).click();
}

/** The checkout of a priced offer is open, with its total and the time the price is held until. */
export async function expectCheckout(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  await expect(page.getByText(/^Price held until \d\d:\d\d$/)).toBeVisible();
}

/** Names one traveller inside `scope` (a passenger's group, the lead guest's or the driver's fieldset). */
export async function fillTraveller(scope: Locator, firstName: string, lastName: string, dateOfBirth?: string) {
  await scope.getByLabel('First name').fill(firstName);
  await scope.getByLabel('Last name').fill(lastName);
  if (dateOfBirth) await scope.getByLabel('Date of birth').fill(dateOfBirth);
}

export async function fillPhone(page: Page, phone: string) {
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
}

/** Passenger 1 (Ana Silva, with a date of birth) and the contact phone of a one-passenger flight. */
export async function fillPassenger(page: Page) {
  await fillTraveller(page.getByRole('group', { name: 'Passenger 1' }), 'Ana', 'Silva', '1990-05-14');
  await fillPhone(page, '+1 555 010 2000');
}

/** A new card, valid for three more years. */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Name on card').fill('Ana Silva');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel('CVC').fill('123');
}
