import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { acceptConsoleErrors, createAccount, PASSWORD } from '../auth/helpers.ts';
import { createPlan, dayFromToday, fillTrip, generate, resultView } from './budget-helpers.ts';

const request = () => ({
  totalBudget: 5000,
  travelers: 2,
  travelDates: { startDate: dayFromToday(35), endDate: dayFromToday(41) },
  preferences: ['cultural'],
  startingLocation: 'Lisbon',
});

test.describe('/budget-ai saving', () => {
  test('signed in, Save Recommendations saves the plan, which Saved lists and opens again', async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, uniqueEmail('budget-save'));
    await page.goto('/budget-ai');
    await fillTrip(page);
    const plan = await generate(page);
    expect(plan.saved).toBe(false);
    const names = plan.destinations.map((d) => d.name);

    await page.getByRole('button', { name: 'Save Recommendations' }).click();
    await expect(page.getByText('Recommendations saved to your account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved to your account' })).toBeDisabled();
    const stored = (await (await page.request.get(`/api/budget-plans/${plan.id}`)).json()) as {
      plan: { saved: boolean };
    };
    expect(stored.plan.saved).toBe(true);

    await page.goto('/my-profile?tab=saved');
    const saved = page.getByRole('list', { name: 'Saved items' });
    const item = saved.getByRole('listitem').filter({ hasText: 'Budget plan' });
    await expect(item).toHaveCount(1);
    const link = item.getByRole('link');
    await expect(link).toHaveAttribute('href', `/budget-ai?plan=${plan.id}`);
    await link.click();

    await expect(resultView(page)).toBeVisible();
    await expect(page.getByTestId('destination-list').getByRole('button')).toHaveCount(names.length);
    for (const [index, name] of names.entries())
      await expect(page.getByTestId('destination-list').getByRole('button').nth(index)).toContainText(name);
    await expect(page.getByRole('button', { name: 'Saved to your account' })).toBeDisabled();
    await expectAccessible(page);
  });

  test('signed out, Save Recommendations goes to sign in and back to this plan, which then saves', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('budget-save-later');
    await createAccount(page, email);
    const plan = await createPlan(page, request());
    const planPath = `/budget-ai?plan=${plan.id}`;
    await page.goto(planPath);
    await expect(resultView(page)).toBeVisible();
    await page.getByRole('button', { name: 'Save Recommendations' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(planPath)}`);

    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(planPath);
    await expect(resultView(page)).toBeVisible();
    await page.getByRole('button', { name: 'Save Recommendations' }).click();
    await expect(page.getByText('Recommendations saved to your account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved to your account' })).toBeDisabled();
    const stored = (await (await page.request.get(`/api/budget-plans/${plan.id}`)).json()) as {
      plan: { saved: boolean };
    };
    expect(stored.plan.saved).toBe(true);
    await expectAccessible(page);
  });

  test('a plan that does not exist says so and shows the form', async ({ page, consoleErrors }) => {
    await page.goto('/budget-ai?plan=00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('plan-not-found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Recommendations' })).toBeVisible();
    acceptConsoleErrors(consoleErrors, /404/);
  });
});
