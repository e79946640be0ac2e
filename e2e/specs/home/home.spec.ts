import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../fixtures.ts';

const destinations = (page: Page) => page.getByRole('region', { name: 'Popular destinations' });

test.describe('home', () => {
  test('shows the hero with its two calls to action, and passes an accessibility check', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your next trip, searched and compared in one place' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Plan With AI' })).toHaveAttribute('href', '/plan-trip');
    await expect(main.getByRole('link', { name: 'Search Deals' })).toHaveAttribute('href', '/deals');
    await expect(destinations(page).getByRole('link')).toHaveCount(4);
    await expectAccessible(page);
  });

  // From-prices come from the inventory (cheapest fare from London, modules/destinations/from-prices.ts): they vary by day.
  test('lists the four popular destinations from the server with whole-unit from-prices', async ({ page }) => {
    await page.goto('/');
    const cards = destinations(page).getByRole('link');
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toHaveAccessibleName(/^Flights to Paris France from \$\d[\d,]*$/);
    await expect(cards.nth(0)).toContainText('Paris');
    await expect(cards.nth(0)).toContainText(/from \$\d/);
    await expect(cards.nth(0)).toHaveAttribute('href', '/flights?destination=Paris');
    await expect(cards.nth(2)).toHaveAttribute('href', '/flights?destination=New%20York');
    await expect(cards.nth(1)).toContainText(/from \$\d/);
    // The picture is decoration: the card is named by its visible text.
    const image = cards.nth(0).locator('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('src', '/media/scenes/paris.svg');
    await expect(image).toHaveAttribute('loading', 'lazy');
  });

  test('does not shift the layout while the page and its data load', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The destinations answer is held until the loading state has been seen, however long hydration takes.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/destinations/popular', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(destinations(page).getByRole('status')).toContainText('Loading popular destinations');
    release();
    await expect(destinations(page).getByRole('link')).toHaveCount(4);
    await expect(destinations(page).locator('img').first()).toHaveJSProperty('complete', true);
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    expect(cls).toBeLessThan(0.02);
  });

  test('shows an error with a retry when the destinations cannot be loaded', async ({ page, consoleErrors }) => {
    let fail = true;
    await page.route('**/api/destinations/popular', (route) =>
      fail
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: '{"error":{"code":"RATE_LIMITED","message":"Too many requests."}}',
          })
        : route.continue(),
    );
    await page.goto('/');
    await expect(destinations(page).getByRole('alert')).toContainText("We couldn't load popular destinations.");
    fail = false;
    await destinations(page).getByRole('button', { name: 'Try again' }).click();
    await expect(destinations(page).getByRole('link')).toHaveCount(4);
    // The browser reports the refused request itself; that one is expected here, nothing else.
    expect(consoleErrors.every((e) => e.includes('status of 429'))).toBe(true);
    consoleErrors.length = 0;
  });
});
