import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';

test.describe('explore', () => {
  test('three tabs of real destinations, the origin select, and searches go to /search', async ({ page }) => {
    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore the World');
    const tabs = page.getByRole('tablist', { name: 'Destination lists' }).getByRole('tab');
    await expect(tabs).toHaveText(['Popular', 'Trending', 'Adventure']);
    const panel = page.getByRole('tabpanel');
    const names = panel.getByRole('heading', { level: 3 });
    await expect(names).toHaveCount(6);
    const popular = await names.allTextContents();
    await expect(panel.getByText('Flights from', { exact: true })).toHaveCount(6);
    await expect(panel.getByText(/from .+ \(JFK\)/)).toBeVisible();
    await expectAccessible(page);

    // Adventure: other places, each tagged for it.
    await tabs.filter({ hasText: 'Adventure' }).click();
    await expect(tabs.filter({ hasText: 'Adventure' })).toHaveAttribute('aria-selected', 'true');
    await expect(names).toHaveCount(6);
    await expect(panel.getByText('Adventure', { exact: true })).toHaveCount(6);
    expect(await names.allTextContents()).not.toEqual(popular);

    // Flying from London: fares are priced from Heathrow, and the choice is in the address.
    await page.getByLabel('Flying from').selectOption('LHR');
    await expect(page).toHaveURL(/\/explore\?from=LHR$/);
    await expect(panel.getByText(/from .+ \(LHR\)/)).toBeVisible();
    await expect(names).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Travel Inspiration' })).toBeVisible();

    // Blank text is ignored; real text goes to /search?q=.
    const search = page.getByRole('search', { name: 'Search destinations' });
    await search.getByLabel('Where do you want to go?').fill('   ');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/explore\?from=LHR$/);
    await search.getByLabel('Where do you want to go?').fill('  Kyoto ');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=Kyoto$/);

    // A card goes to the search for its destination.
    await page.goto('/explore');
    const first = (await names.first().textContent())!;
    await page
      .getByRole('link', { name: `Explore ${first}` })
      .last()
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/search\\?destination=${encodeURIComponent(first).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
  });

  test('a signed-in traveller saves a destination with its heart', async ({ page }) => {
    await signUp(page, uniqueEmail('explore'));
    await page.goto('/explore');
    const card = page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
    await card.getByRole('button', { name: `Save ${name}` }).click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(card.getByRole('button', { name: `Remove ${name} from favorites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Saved on the server: still saved after a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: `Remove ${name} from favorites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveCount(6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
