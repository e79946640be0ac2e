import { expect, expectAccessible, test } from '../../fixtures.ts';

test.describe('explore', () => {
  test('three tabs of destinations, favourites toggle, and searches go to /search', async ({ page }) => {
    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore the World');
    const tabs = page.getByRole('tablist', { name: 'Destination lists' }).getByRole('tab');
    await expect(tabs).toHaveText(['Popular', 'Trending', 'Adventure']);
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(['Paris', 'Tokyo', 'New York']);
    await expectAccessible(page);

    await tabs.filter({ hasText: 'Adventure' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(['Queenstown', 'Reykjavik', 'Cusco']);
    const heart = page.getByRole('button', { name: 'Favourite Reykjavik' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { name: 'Travel Inspiration' })).toBeVisible();

    // Blank text is ignored; real text goes to /search?q=.
    const search = page.getByRole('search', { name: 'Search destinations' });
    await search.getByLabel('Where do you want to go?').fill('   ');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await search.getByLabel('Where do you want to go?').fill('  Kyoto ');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=Kyoto$/);

    await page.goto('/explore');
    await page.getByRole('link', { name: 'Explore New York' }).last().click();
    await expect(page).toHaveURL(/\/search\?destination=New\+York$/);
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
