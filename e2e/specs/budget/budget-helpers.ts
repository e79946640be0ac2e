import type { Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { dayFromToday } from '../planner/planner-helpers.ts';

export { dayFromToday };

export type Money = { amount: number; currency: string };
export type Split = Record<'accommodation' | 'transportation' | 'food' | 'activities' | 'other', Money>;
export type Destination = {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  estimatedTotalCost: Money;
  fits: boolean;
  shortfall: Money | null;
  unpricedReason: string | null;
  recommendedStayLength: number;
  budget: Split;
  transportation: { estimatedCost: Money; recommended: boolean }[];
  accommodation: { estimatedCost: Money; recommended: boolean }[];
};
export type Plan = {
  id: string;
  saved: boolean;
  request: { preferences: string[]; travelers: number; mustVisit: string[]; totalBudget: Money };
  destinations: Destination[];
  mustVisit: Destination | null;
  evaluated: number;
  cheapest: { name: string; estimatedTotalCost: Money }[];
};

/** Whole US dollars as the page shows them ('$1,234'). */
export const dollars = (money: Money) => `$${Math.round(money.amount / 100).toLocaleString('en-US')}`;

/** Picks a starting place from the suggestions (typing, then the first matching option). */
export async function pickStartingLocation(page: Page, text: string) {
  const field = page.getByRole('combobox', { name: /^Starting location/ });
  await field.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
  await expect(field).not.toHaveValue(text);
}

/** Fills the dates (4-5 weeks ahead unless told) and the starting place. */
export async function fillTrip(
  page: Page,
  { from = 'Lisbon', start = 30, end = 36 }: { from?: string; start?: number; end?: number } = {},
) {
  await page.getByLabel('Start date').fill(dayFromToday(start));
  await page.getByLabel('End date').fill(dayFromToday(end));
  await pickStartingLocation(page, from);
}

export const resultView = (page: Page) => page.getByTestId('budget-result');

/** Generates and waits for the result view; returns the stored plan the address names. */
export async function generate(page: Page): Promise<Plan> {
  await page.getByRole('button', { name: 'Generate Recommendations' }).click();
  await expect(resultView(page)).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/budget-ai\?plan=[0-9a-f-]{36}$/);
  return planOnPage(page);
}

/** The plan named in the address, as the API stores it. */
export async function planOnPage(page: Page): Promise<Plan> {
  const id = new URL(page.url()).searchParams.get('plan')!;
  const res = await page.request.get(`/api/budget-plans/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { plan: Plan }).plan;
}

/** Creates a plan through the API (the browser's session), for tests about what happens after. */
export async function createPlan(page: Page, body: Record<string, unknown>): Promise<Plan> {
  const { token } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  const res = await page.request.post('/api/budget-plans', { data: body, headers: { 'x-csrf-token': token } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { plan: Plan }).plan;
}

export const sumOf = (split: Split) => Object.values(split).reduce((sum, part) => sum + part.amount, 0);
