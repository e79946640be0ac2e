import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';

export type ApiDeal = {
  id: string;
  type: string;
  title: string;
  location: string;
  discountedPrice: { amount: number; currency: string };
  discountPercentage: number;
  rating: number;
  validUntil: string;
};
type DealsPage = { items: ApiDeal[]; total: number; page: number; pageCount: number };

/** GET /api/deals with a query string. */
export async function apiDeals(request: APIRequestContext, query = ''): Promise<DealsPage> {
  const res = await request.get(`/api/deals${query ? `?${query}` : ''}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as DealsPage;
}

/**
 * Waits until the server's deals job has filled the table (it runs at start when the table is
 * empty), polling rather than sleeping.
 */
export async function dealsReady(request: APIRequestContext) {
  await expect
    .poll(async () => (await apiDeals(request)).total, { timeout: 90_000, intervals: [500, 1000, 2000] })
    .toBeGreaterThan(0);
}

/** The main list (not Featured Deals), once it has settled on the URL's query. */
export const dealList = (page: Page) => page.getByTestId('deal-list');
export const dealCards = (page: Page) => dealList(page).getByRole('article');

/**
 * Waits until the list shows the answer for the current URL: navigations render in a transition
 * (the URL changes before the list does), and the previous page stays on screen while the next loads.
 */
export async function listSettled(page: Page) {
  await expect(dealList(page)).toHaveAttribute('data-query', new URL(page.url()).search.slice(1));
}

/** '$1,234' or '$1,234.50' → 1234.5 */
export const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

export async function cardTexts(cards: Locator, testId: string): Promise<string[]> {
  return cards.getByTestId(testId).allTextContents();
}

export async function cardTitles(page: Page): Promise<string[]> {
  return dealCards(page).getByRole('heading').allTextContents();
}

/** The day a 'Valid until Dec 1, 2026' line names, as 'YYYY-MM-DD'. */
export function validDay(line: string): string {
  const date = new Date(`${line.replace(/^Valid until /, '')} UTC`);
  return date.toISOString().slice(0, 10);
}

/** True when `values` never rises (or never falls, with `ascending`). */
export function ordered(values: number[], ascending: boolean): boolean {
  return values.every((v, i) => i === 0 || (ascending ? values[i - 1]! <= v : values[i - 1]! >= v));
}
