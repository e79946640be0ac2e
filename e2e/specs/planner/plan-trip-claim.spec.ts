import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../../fixtures.ts';
import { apiCall, signInWith, signUp } from '../account/helpers.ts';
import { PASSWORD, acceptConsoleErrors, createAccount } from '../auth/helpers.ts';
import { dayFromToday, fillWhere, nextToLastStep, planResult } from './planner-helpers.ts';

test('signed out, the plan asks to sign in, and signing in saves it to the account and opens the itinerary', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('plan-claim');
  await createAccount(page, email);
  await page.goto('/plan-trip');
  await fillWhere(page, 'Barcelona', dayFromToday(30), dayFromToday(32));
  await nextToLastStep(page);
  await page.getByRole('button', { name: 'Generate Itinerary' }).click();
  await expect(page.getByText(/Your 3-day plan for Barcelona is ready\. Sign in to save it\./)).toBeVisible({
    timeout: 30_000,
  });

  const signIn = planResult(page).getByRole('link', { name: 'Sign in to save this trip' });
  const href = (await signIn.getAttribute('href'))!;
  const planId = decodeURIComponent(href).match(/claim=([0-9a-f-]{36})/)![1]!;
  await expect(planResult(page).getByRole('link', { name: 'Open in Itinerary' })).toHaveCount(0);
  await signIn.click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/plan-trip?claim=${planId}`)}`);

  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page.getByText('Trip saved')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Your trip to Barcelona is now in your account.')).toBeVisible();
  await expect(page).toHaveURL(`/itinerary?trip=${planId}`);
  const { plans } = (await (await page.request.get('/api/plans')).json()) as { plans: { id: string }[] };
  expect(plans.map((p) => p.id)).toEqual([planId]);
});

/** A plan made signed out (unclaimed), through the API. */
async function unclaimedPlan(page: Page): Promise<string> {
  const res = await apiCall(page.request, 'POST', '/api/plans', {
    destination: 'Rome',
    startDate: dayFromToday(30),
    endDate: dayFromToday(31),
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { plan: { id: string } }).plan.id;
}

test('signed out, a claim link to a plan that is gone says so', async ({ page, consoleErrors }) => {
  await page.goto('/plan-trip?claim=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This plan is no longer available')).toBeVisible();
  acceptConsoleErrors(consoleErrors, /404/);
});

test('signed in, a claim of a plan that is gone drops the claim and leaves the planner', async ({
  page,
  consoleErrors,
}) => {
  await signUp(page, uniqueEmail('claim-gone'));
  await page.goto('/plan-trip?claim=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(/This plan is no longer available: it expired/)).toBeVisible();
  await expect(page).toHaveURL('/plan-trip');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  acceptConsoleErrors(consoleErrors, /404/);
});

test('a claim that fails for a passing reason keeps the plan and can be retried', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('claim-retry');
  await createAccount(page, email);
  const planId = await unclaimedPlan(page);
  await signInWith(page.request, email);
  await page.route('**/api/plans/*/claim', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Unavailable' } }),
    }),
  );
  await page.goto(`/plan-trip?claim=${planId}`);
  const failed = page.getByRole('alert').filter({ hasText: 'We could not save this trip' });
  await expect(failed).toBeVisible();
  await expect(page).toHaveURL(`/plan-trip?claim=${planId}`);
  await page.unroute('**/api/plans/*/claim');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(`/itinerary?trip=${planId}`);
  const { plans } = (await (await page.request.get('/api/plans')).json()) as { plans: { id: string }[] };
  expect(plans.map((p) => p.id)).toEqual([planId]);
  acceptConsoleErrors(consoleErrors, /503/);
});
