import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall } from '../account/helpers.ts';
import { dayAhead } from '../search/search-helpers.ts';

export type PlanItem = {
  id: string;
  type: string;
  title: string;
  start: string;
  end: string;
  placeId?: string;
  bookable?: string;
};
export type Plan = {
  id: string;
  name: string;
  version: number;
  startDate: string;
  endDate: string;
  destination: { id: string; name: string };
  days: { date: string; items: PlanItem[] }[];
  violations: { rule: string; day?: string; message: string }[];
  feasible: boolean;
};

/** A three-day Paris trip for two, a month ahead, planned and saved to the signed-in user through the API. */
export async function createPlan(request: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<Plan> {
  const res = await apiCall(request, 'POST', '/api/plans', {
    destination: 'Paris',
    startDate: dayAhead(30),
    endDate: dayAhead(32),
    travelers: 2,
    interests: ['Art', 'History', 'Food'],
    pace: 'moderate',
    ...overrides,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { plan: Plan }).plan;
}

/** The plan as the server holds it now. */
export async function fetchPlan(request: APIRequestContext, id: string): Promise<Plan> {
  const res = await request.get(`/api/plans/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { plan: Plan }).plan;
}

/** Visits and meals: the items a traveller can edit, delete and move. */
export const editableItems = (day: Plan['days'][number]) =>
  day.items.filter((i) => i.type === 'attraction' || i.type === 'dining');

/** The viewer opened on a trip, its itinerary loaded. */
export async function openItinerary(page: Page, planId: string, query = '') {
  await page.goto(`/itinerary?trip=${planId}${query}`);
  await expect(page.getByTestId('itinerary')).toBeVisible();
}

/** The Daily Itinerary's items in order (title text of each row). */
export const dayItems = (page: Page) => page.getByTestId('day-view').getByTestId('plan-item');

/** The Daily Itinerary's violations list shows exactly the rules the server's plan breaks on that day. */
export async function expectDayViolations(page: Page, plan: Plan, date: string) {
  const expected = plan.violations.filter((v) => v.day === date).map((v) => v.message);
  const list = page.getByTestId('day-view').getByTestId('violations');
  if (!expected.length) return expect(list).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(expected.length);
  for (const message of expected) await expect(list).toContainText(message);
}

/** Text made safe to put inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
