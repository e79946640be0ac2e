import type { Page, Response } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import type { Plan, PlanItem } from './itinerary-helpers.ts';

export { escapeRegExp, expectDayViolations } from './itinerary-helpers.ts';

/**
 * Runs a UI action and returns the plan the server answered it with: the browser's own request
 * (matched by method and path), not a second call made by the test.
 */
export async function planAnsweredBy(
  page: Page,
  method: string,
  path: RegExp,
  action: () => Promise<unknown>,
): Promise<Plan> {
  const answer = page.waitForResponse(
    (r: Response) => r.request().method() === method && path.test(new URL(r.url()).pathname),
  );
  await action();
  const response = await answer;
  expect(response.ok(), `${method} ${response.url()} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { plan: Plan }).plan;
}

/** One item's row in the Daily Itinerary. */
export const itemRow = (page: Page, itemId: string) =>
  page.getByTestId('day-view').locator(`[data-item-id="${itemId}"]`);

/** The item with that id in the plan, wherever it is. */
export const findItem = (plan: Plan, itemId: string): PlanItem | undefined =>
  plan.days.flatMap((d) => d.items).find((i) => i.id === itemId);

/** 'HH:MM' plus some minutes, kept within the day. */
export function laterClock(clock: string, minutes: number): string {
  const total = Math.min(Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)) + minutes, 23 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The file name the export menu gives a trip: its name in lower case, words joined by hyphens. */
export const exportSlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'itinerary';
