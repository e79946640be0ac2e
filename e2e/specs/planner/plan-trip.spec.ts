import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { dayFromToday, fillWhere, nextToLastStep, planResult } from './planner-helpers.ts';

test.describe('/plan-trip', () => {
  test('signed in, a 5-day trip through the four steps is planned, saved and opens in the itinerary', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUp(page, uniqueEmail('plan-trip'));
    await page.goto('/plan-trip');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectAccessible(page);

    const start = dayFromToday(21);
    const end = dayFromToday(25);
    await fillWhere(page, 'Paris', start, end);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    // A new step takes focus to its heading.
    await expect(page.getByRole('heading', { level: 2, name: 'Travelers and budget' })).toBeFocused();
    await page.getByRole('spinbutton', { name: 'Travelers' }).fill('2');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Art', exact: true }).click();
    await page.getByRole('button', { name: 'Food', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Art', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radio', { name: /Moderate/ })).toBeChecked();
    await page.getByRole('radio', { name: /Relaxed/ }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Travelers' })).toHaveValue('2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await page.getByRole('textbox', { name: /^Special requests/ }).fill('We love long lunches.');
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();

    await expect(page.getByText('Your itinerary is ready!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Your 5-day trip to Paris is saved to your trips\./)).toBeVisible();
    const result = planResult(page);
    await expect(result.getByRole('heading', { level: 3, name: /^Day \d/ })).toHaveCount(5);
    await expect(result.getByText(/· 2 travelers/)).toBeVisible();

    // The page shows what the server saved.
    const { plans } = (await (await page.request.get('/api/plans')).json()) as {
      plans: { id: string; destination: { name: string }; startDate: string; endDate: string; travelers: number }[];
    };
    expect(plans).toEqual([
      expect.objectContaining({
        destination: expect.objectContaining({ name: 'Paris' }),
        startDate: start,
        endDate: end,
        travelers: 2,
      }),
    ]);
    const { plan } = (await (await page.request.get(`/api/plans/${plans[0]!.id}`)).json()) as {
      plan: { pace: string; interests: string[]; notes: string; days: { items: { title: string; type: string }[] }[] };
    };
    expect(plan).toMatchObject({ pace: 'relaxed', interests: ['Art', 'Food'], notes: 'We love long lunches.' });
    const firstVisit = plan.days[0]!.items.find((item) => item.type === 'attraction');
    if (firstVisit) await expect(result.getByText(firstVisit.title).first()).toBeVisible();
    await expectAccessible(page);

    await expect(page).toHaveURL(`/plan-trip?plan=${plans[0]!.id}`);

    const open = result.getByRole('link', { name: 'Open in Itinerary' });
    await expect(open).toHaveAttribute('href', `/itinerary?trip=${plans[0]!.id}`);
    await open.click();
    await expect(page).toHaveURL(`/itinerary?trip=${plans[0]!.id}`);
  });

  test('a server refusal lands on its field and the planner goes back to that step', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/plan-trip');
    await page.getByRole('combobox', { name: 'Destination' }).fill('Atlantis');
    await page.getByLabel('Start date').fill(dayFromToday(20));
    await page.getByLabel('End date').fill(dayFromToday(22));
    await nextToLastStep(page);
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByText('We do not have a guide for this destination yet')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('combobox', { name: 'Destination' })).toBeFocused();
    acceptConsoleErrors(consoleErrors, /400/);
  });

  test('the browser checks the dates before asking the server', async ({ page }) => {
    await page.goto('/plan-trip');
    await fillWhere(page, 'Rome', dayFromToday(30), dayFromToday(28));
    await nextToLastStep(page);
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByText('The end date cannot be before the start date')).toBeVisible();
    await expect(page.getByLabel('End date')).toBeFocused();
  });

  test('an unknown origin goes back to the first step and focuses the origin field', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/plan-trip');
    await fillWhere(page, 'Rome', dayFromToday(30), dayFromToday(32));
    await page.getByRole('combobox', { name: /^Travelling from/ }).fill('Nowhere Special Place');
    await nextToLastStep(page);
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Travelling from/ })).toBeFocused();
    acceptConsoleErrors(consoleErrors, /400/);
  });

  test('Previous stays focusable on the first step, and Enter on Next never skips past the last step', async ({
    page,
  }) => {
    await page.goto('/plan-trip');
    const previous = page.getByRole('button', { name: 'Previous' });
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(previous).toBeFocused();
    await fillWhere(page, 'Rome', dayFromToday(30), dayFromToday(32));
    await nextToLastStep(page);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/plans')) requests.push(request.method());
    });
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Special requests' })).toBeFocused();
    expect(requests).toEqual([]);
  });

  test('a budget that is too small says so and re-plans with the budget that covers the trip', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/plan-trip');
    await fillWhere(page, 'London', dayFromToday(40), dayFromToday(43));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Total budget/).fill('50');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();
    const result = planResult(page);
    await expect(result.getByText('Needs attention')).toBeVisible({ timeout: 30_000 });
    await expect(result.getByText(/^A budget of \$[\d,]+ USD would cover this trip\.$/)).toBeVisible();
    const replan = result.getByRole('button', { name: /^Re-plan with a budget of \$[\d,]+ USD$/ });
    await expect(replan).toBeVisible();
    const suggested = ((await replan.textContent()) ?? '')
      .replace(/^Re-plan with a budget of /, '')
      .replace(/ USD$/, '');
    await replan.click();
    await expect(result.getByText(suggested, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(result.getByText('Everything fits')).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel(/Total budget/)).toHaveValue(suggested.replace(/[$,]/g, ''));
  });

  test('signed in, Generate says it is planning, and re-planning updates the one saved trip, which a refresh keeps', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, uniqueEmail('plan-replan'));
    await page.goto('/plan-trip');
    await fillWhere(page, 'London', dayFromToday(40), dayFromToday(43));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Total budget/).fill('50');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // The request is held until the page has shown that it is planning.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const posts: string[] = [];
    await page.route('**/api/plans', async (route) => {
      if (route.request().method() === 'POST') posts.push(route.request().url());
      await held;
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();
    await expect(page.getByText('Planning your trip…')).toBeVisible();
    const generating = page.getByRole('button', { name: 'Generating...' });
    await expect(generating).toHaveAttribute('aria-disabled', 'true');
    await expect(generating).toBeFocused();
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByText('Your itinerary is ready!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Planning your trip…')).toHaveCount(0);
    expect(posts).toHaveLength(1);
    await page.unroute('**/api/plans');

    const result = planResult(page);
    await expect(result.getByText('Needs attention')).toBeVisible();
    const { plans: first } = (await (await page.request.get('/api/plans')).json()) as { plans: { id: string }[] };
    expect(first).toHaveLength(1);
    const planId = first[0]!.id;
    await expect(page).toHaveURL(`/plan-trip?plan=${planId}`);

    const replanned = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/plans/${planId}`),
    );
    await result.getByRole('button', { name: /^Re-plan with a budget of / }).click();
    expect((await replanned).status()).toBe(200);
    await expect(result.getByText('Everything fits')).toBeVisible({ timeout: 30_000 });
    const { plans } = (await (await page.request.get('/api/plans')).json()) as { plans: { id: string }[] };
    expect(plans.map((p) => p.id)).toEqual([planId]);
    const { plan } = (await (await page.request.get(`/api/plans/${planId}`)).json()) as {
      plan: { version: number; feasible: boolean; name: string };
    };
    expect(plan).toMatchObject({ feasible: true });
    expect(plan.version).toBeGreaterThan(1);

    // Refresh shows the same plan again, with the form filled from it.
    await page.reload();
    await expect(planResult(page).getByRole('heading', { level: 2, name: plan.name })).toBeVisible();
    await expect(planResult(page).getByText('Everything fits')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('London');
  });

  test('a plan the address names that is gone says so', async ({ page, consoleErrors }) => {
    await page.goto('/plan-trip?plan=00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('This plan is no longer available')).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    acceptConsoleErrors(consoleErrors, /404/);
  });

  test('other pages can open the planner filled in', async ({ page }) => {
    const start = dayFromToday(50);
    await page.goto(`/plan-trip?destination=Kyoto&startDate=${start}&endDate=${dayFromToday(52)}`);
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Kyoto');
    await expect(page.getByLabel('Start date')).toHaveValue(start);
  });
});
