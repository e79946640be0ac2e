import { expect, expectAccessible, test } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { dayFromToday, fillTrip } from './budget-helpers.ts';

test.describe('/budget-ai form', () => {
  test('opens on the form with the documented defaults and ten preferences', async ({ page }) => {
    await page.goto('/budget-ai');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Budget Planner');
    const budget = page.getByRole('spinbutton', { name: 'Total budget (USD)' });
    await expect(budget).toHaveValue('3000');
    await expect(budget).toHaveAttribute('min', '100');
    await expect(page.getByRole('spinbutton', { name: 'Travelers' })).toHaveValue('2');
    const chips = page.getByRole('group', { name: 'Preferences' }).getByRole('button');
    await expect(chips).toHaveText([
      'Beach',
      'Adventure',
      'Cultural',
      'Nature',
      'Food',
      'Luxury',
      'Budget',
      'Family',
      'Relaxation',
      'Shopping',
    ]);
    for (const chip of await chips.all()) await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Beach' }).click();
    await expect(page.getByRole('button', { name: 'Beach' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('budget-result')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('missing dates and starting location are said on their fields, the first one focused', async ({ page }) => {
    await page.goto('/budget-ai');
    await page.getByRole('button', { name: 'Generate Recommendations' }).click();
    await expect(page.getByText('Please choose a date')).toHaveCount(2);
    await expect(page.getByText('Please enter where you start from')).toBeVisible();
    await expect(page.getByLabel('Start date')).toBeFocused();
    await expect(page.getByRole('combobox', { name: /^Starting location/ })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('a budget of 0 is Invalid Budget and nothing is asked of the server', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/budget-plans')) requests.push(request.method());
    });
    await page.goto('/budget-ai');
    await fillTrip(page);
    const budget = page.getByRole('spinbutton', { name: 'Total budget (USD)' });
    await budget.fill('0');
    await page.getByRole('button', { name: 'Generate Recommendations' }).click();
    await expect(page.getByText('Invalid Budget', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter a valid budget amount' }).first(),
    ).toBeVisible();
    await expect(budget).toBeFocused();
    await budget.fill('');
    await page.getByRole('button', { name: 'Generate Recommendations' }).click();
    await expect(page.getByText('Invalid Budget', { exact: true }).first()).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('the travelers stepper stops at 1; a typed 0 is Invalid Travelers', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/budget-plans')) requests.push(request.method());
    });
    await page.goto('/budget-ai');
    const travelers = page.getByRole('spinbutton', { name: 'Travelers' });
    const fewer = page.getByRole('button', { name: 'One traveler fewer' });
    await fewer.click();
    await expect(travelers).toHaveValue('1');
    await expect(fewer).toBeDisabled();
    await page.getByRole('button', { name: 'One traveler more' }).click();
    await expect(travelers).toHaveValue('2');
    await expect(fewer).toBeEnabled();

    await fillTrip(page);
    await travelers.fill('0');
    await page.getByRole('button', { name: 'Generate Recommendations' }).click();
    await expect(page.getByText('Invalid Travelers', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter at least 1 traveler').first()).toBeVisible();
    await expect(travelers).toBeFocused();
    expect(requests).toEqual([]);
  });

  test('a budget under the input minimum of 100 is still taken; while it is priced the button says Generating... and does not act', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/budget-plans')) posts.push(request.url());
    });
    // The request is held until the test has looked at the button.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/budget-plans', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/budget-ai');
    await fillTrip(page);
    await page.getByRole('spinbutton', { name: 'Total budget (USD)' }).fill('50');
    await page.getByRole('button', { name: 'Generate Recommendations' }).click();
    const generating = page.getByRole('button', { name: 'Generating...' });
    await expect(generating).toBeDisabled();
    await expect.poll(() => posts.length).toBe(1);
    // It stays focusable; pressing it again while it runs asks nothing more.
    await generating.press('Enter');
    release();
    await expect(page.getByTestId('budget-result')).toBeVisible({ timeout: 60_000 });
    expect(posts).toHaveLength(1);
    await expect(page.getByText('Invalid Budget', { exact: true })).toHaveCount(0);
  });

  test('a budget over the maximum is Invalid Budget with its own message, and nothing is asked of the server', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/budget-plans')) posts.push(request.url());
    });
    await page.goto('/budget-ai');
    await fillTrip(page);
    const budget = page.getByRole('spinbutton', { name: 'Total budget (USD)' });
    await budget.fill('10000001');
    await page.getByRole('button', { name: 'Generate Recommendations' }).click();
    await expect(page.getByText('Invalid Budget', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The budget can be at most 10,000,000' }).first(),
    ).toBeVisible();
    await expect(budget).toBeFocused();
    expect(posts).toEqual([]);
  });

  test('the server refusing the budget shows Invalid Budget and the message on the field, not the generic failure', async ({
    page,
    consoleErrors,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/budget-plans')) posts.push(request.url());
    });
    // A budget the browser would refuse, put into the request on its way out: the server's own check answers.
    await page.route('**/api/budget-plans', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, totalBudget: 10_000_001 }) });
    });
    await page.goto('/budget-ai');
    await fillTrip(page);
    const budget = page.getByRole('spinbutton', { name: 'Total budget (USD)' });
    await page.getByRole('button', { name: 'Generate Recommendations' }).click();
    await expect(budget).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The budget can be at most 10,000,000' }).first(),
    ).toBeVisible();
    await expect(page.getByText('Invalid Budget', { exact: true })).toBeVisible();
    await expect(page.getByText('Failed to generate recommendations. Please try again.')).toHaveCount(0);
    await expect(budget).toBeFocused();
    await expect(page).toHaveURL('/budget-ai');
    expect(posts).toHaveLength(1);
    acceptConsoleErrors(consoleErrors, /400/);
  });

  test('the server refusing the starting location shows the failure toast and stays on the form with the field marked', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/budget-ai');
    await page.getByLabel('Start date').fill(dayFromToday(30));
    await page.getByLabel('End date').fill(dayFromToday(34));
    const origin = page.getByRole('combobox', { name: /^Starting location/ });
    await origin.fill('Nowhere Special Place');
    await page.getByRole('button', { name: 'Generate Recommendations' }).click();
    await expect(page.getByText('Failed to generate recommendations. Please try again.')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('We could not find this airport or city')).toBeVisible();
    await expect(origin).toHaveAttribute('aria-invalid', 'true');
    await expect(origin).toBeFocused();
    await expect(page.getByRole('button', { name: 'Generate Recommendations' })).toBeVisible();
    await expect(page).toHaveURL('/budget-ai');
    acceptConsoleErrors(consoleErrors, /400/);
  });
});
