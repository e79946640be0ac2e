import type { Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';

/** A calendar day `days` from today, 'YYYY-MM-DD' in the browser's (and the runner's) zone. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Picks a destination from the planner's list (typing its name, then choosing the option). */
export async function pickDestination(page: Page, name: string) {
  const field = page.getByRole('combobox', { name: 'Destination' });
  await field.fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(field).toHaveValue(name);
}

/** Step 1 of /plan-trip: destination and dates. */
export async function fillWhere(page: Page, destination: string, startDate: string, endDate: string) {
  await pickDestination(page, destination);
  await page.getByLabel('Start date').fill(startDate);
  await page.getByLabel('End date').fill(endDate);
}

/** Goes through steps 2-4 with Next, leaving their defaults. */
export async function nextToLastStep(page: Page) {
  for (const step of [2, 3, 4]) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
  }
}

export const planResult = (page: Page) => page.getByTestId('plan-result');
