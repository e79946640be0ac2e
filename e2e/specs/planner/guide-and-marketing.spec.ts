import { expect, expectAccessible, test } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';

test.describe('destination guides', () => {
  test('a guide shows the destination from the knowledge base and plans a trip there', async ({ page }) => {
    const { destination } = (await (await page.request.get('/api/planning/destinations/paris')).json()) as {
      destination: { name: string; neighbourhoods: { name: string }[] };
    };
    await page.goto('/blog/Paris');
    await expect(page.getByRole('heading', { level: 1, name: 'Paris travel guide' })).toBeVisible();
    await expect(page.getByText('Best months to visit:')).toBeVisible();
    // The months are one list in the page's language ('April, May, and June').
    await expect(page.getByText('Best months to visit:').locator('..')).toHaveText(
      /^Best months to visit: [A-Z][a-z]+(, [A-Z][a-z]+)*(,? and [A-Z][a-z]+)?$/,
    );
    await expect(page.getByRole('heading', { name: 'Sights and experiences' })).toBeVisible();
    await expect(page.getByText(destination.neighbourhoods[0]!.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Economy/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^Day 3 ·/ })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Plan a trip here' }).first().click();
    await expect(page).toHaveURL('/plan-trip?destination=Paris');
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris');
  });

  test('a name in any case works, and an unknown destination is not found', async ({ page, consoleErrors }) => {
    await page.goto('/blog/new%20york%20city');
    await expect(page.getByRole('heading', { level: 1, name: 'New York City travel guide' })).toBeVisible();
    // The tab title is the destination's own name, not the address as typed.
    await expect(page).toHaveTitle(/^New York City travel guide · /);
    await page.goto('/blog/Atlantis');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page Not Found · /);
    acceptConsoleErrors(consoleErrors, /404/);
  });
});

test.describe('/smart-planning', () => {
  test('Start Planning Now opens the quick start and Create an Itinerary says so and opens the planner', async ({
    page,
  }) => {
    await page.goto('/smart-planning');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Start Planning Now' }).click();
    await expect(page).toHaveURL('/ai-start-planning');
    await page.goto('/smart-planning');
    await page.getByRole('link', { name: 'Create an Itinerary' }).click();
    await expect(page).toHaveURL('/plan-trip');
    await expect(page.getByText("Let's create your itinerary: start with where and when.")).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
  });
});
