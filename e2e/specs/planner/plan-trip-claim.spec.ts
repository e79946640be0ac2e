import { expect, test, uniqueEmail } from '../../fixtures.ts';
import { PASSWORD, createAccount } from '../auth/helpers.ts';
import { dayFromToday, fillWhere, nextToLastStep, planResult } from './planner-helpers.ts';

test('signed out, the plan asks to sign in, and signing in saves it to the account and opens the itinerary', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('plan-claim');
  await createAccount(page, email);
  await page.goto('/plan-trip');
  await fillWhere(page, 'Barcelona', dayFromToday(30), dayFromToday(32));
  await nextToLastStep(page);
  await page.getByRole('button', { name: 'Generate Itinerary' }).click();
  await expect(page.getByText(/Your 3-day plan for Barcelona is ready\. Sign in to save it\./)).toBeVisible({ timeout: 30_000 });

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
