import type { Locator, Page } from '@playwright/test';
import { addDays, localDayOf } from '@escazo/contracts/dates';
import { expect } from '../../fixtures.ts';

/** 'YYYY-MM-DD', `days` from today (the traveller's clock, like the date inputs). */
export function dayAhead(days: number): string {
  return addDays(localDayOf(new Date()), days);
}

/**
 * The number in the results line matching `text` ('12 hotels available'); with `changedFrom`, waits
 * until the re-rendered list shows another number (navigations render in a transition: the URL
 * changes before the list does). Callers assert which way it moved.
 */
export async function resultCount(page: Page, text: RegExp, changedFrom?: number): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: text });
  await expect(status).toBeVisible();
  const read = async () => Number((await status.textContent())!.match(/\d+/)![0]);
  if (changedFrom !== undefined) await expect.poll(read).not.toBe(changedFrom);
  return read();
}

/** Result cards of the hotel, car, cruise and stay lists. */
export const cards = (page: Page) => page.getByRole('article');

/** '$1,234' or '$1,234.50' → 1234.5 */
export const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

export const flightCards = (page: Page) => page.getByTestId('flight-card');

/** Waits for the results to finish loading and at least one card to show. */
export async function expectResults(page: Page) {
  await expect(page.getByTestId('result-skeleton')).toHaveCount(0);
  await expect(flightCards(page).first()).toBeVisible();
}

export async function cardPrices(cards: Locator): Promise<number[]> {
  return (await cards.getByTestId('price').allTextContents()).map(money);
}

/** Types into an autocomplete field and picks the suggestion matching `option` with the keyboard. */
export async function pickPlace(field: Locator, page: Page, text: string, option: RegExp) {
  await field.fill(text);
  const listbox = page.getByRole('listbox');
  const wanted = listbox.getByRole('option', { name: option }).first();
  await expect(wanted).toBeVisible();
  const names = await listbox.getByRole('option').allTextContents();
  const index = names.findIndex((name) => option.test(name));
  for (let i = 0; i <= index; i += 1) await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await field.press('Enter');
  await expect(listbox).toBeHidden();
}

/** Nothing wider than the screen: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}
