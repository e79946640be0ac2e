import { expect, expectAccessible, test } from '../../fixtures.ts';
import { cards, resultCount } from './search-helpers.ts';

/** The results line this page's count is read from: 'N Properties Found'. */
const COUNT_LINE = /Propert(y|ies) Found/;

test.describe('short stays', () => {
  test('searches from the URL, refines with filters, sorts and opens a stay with its price', async ({ page }) => {
    await page.goto('/short-stays?destination=Paris');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Stay');
    const all = await resultCount(page, COUNT_LINE);
    expect(all).toBeGreaterThan(1);
    await expect(cards(page)).toHaveCount(Math.min(all, 12));
    for (const location of await cards(page).locator('p', { hasText: ', ' }).allTextContents())
      expect(location).toMatch(/Paris|,/);
    await expectAccessible(page);

    // Filters dialog: houses only (a big inland city rents flats and houses, no villas).
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByLabel('Property type').selectOption('house');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/type=house/);
    const houses = await resultCount(page, COUNT_LINE, all);
    expect(houses).toBeLessThan(all);
    await expect(cards(page).getByText('House', { exact: true })).toHaveCount(houses);

    // Sort by price, low to high: the prices are in order.
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    const prices = async () =>
      (await cards(page).locator('.tabular').allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, '')));
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.length === houses && shown.every((p, i) => i === 0 || shown[i - 1]! <= p);
      })
      .toBe(true);

    // Open the first: the detail page has the facts, the calendar and the price for the dates.
    const title = (await cards(page).first().getByRole('heading').textContent())!;
    await cards(page)
      .first()
      .getByRole('link', { name: `View ${title}` })
      .click();
    await expect(page).toHaveURL(/\/stays\/[^/?]+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Choose your dates to see the price.')).toBeVisible();
    const free = page.getByRole('button', { name: /: available$/ });
    await free.nth(3).click();
    await free.nth(6).click();
    await expect(page.getByText(/× 3 nights/)).toBeVisible();
    await expect(page).toHaveURL(/checkIn=\d{4}-\d\d-\d\d&checkOut=\d{4}-\d\d-\d\d/);
    await expectAccessible(page);
  });

  test('the text search is debounced and the empty state resets the filters', async ({ page }) => {
    // The page's clock is held while typing, so the keystrokes are well inside the debounce however
    // slowly the machine types them; then the debounce's 300 ms pass.
    await page.clock.install();
    await page.goto('/short-stays');
    const all = await resultCount(page, COUNT_LINE);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search/stays')) requests.push(new URL(r.url()).searchParams.get('q') ?? '');
    });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByLabel('Destination').pressSequentially('zzqqxx');
    await page.clock.runFor(400);
    await page.clock.resume();
    await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search filters')).toBeVisible();
    expect(requests).toEqual(['zzqqxx']);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page.getByText('Filters have been reset')).toBeVisible();
    expect(await resultCount(page, COUNT_LINE)).toBe(all);
    await expect(page.getByLabel('Destination')).toHaveValue('');
  });

  test('the home panel leads here, and /stays redirects keeping the query', async ({ page }) => {
    await page.goto('/stays?destination=Paris&guests=2');
    await expect(page).toHaveURL(/\/short-stays\?destination=Paris&guests=2$/);
    await expect(page.getByLabel('Destination')).toHaveValue('Paris');
    await expect(page.getByLabel('Guests')).toHaveValue('2');
    await resultCount(page, COUNT_LINE);
  });

  test('guests fall back to 1 and price bounds to 0-1000', async ({ page }) => {
    await page.goto('/short-stays?guests=abc&priceMin=x&priceMax=-3');
    await expect(page.getByLabel('Guests')).toHaveValue('1');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByLabel('Minimum price')).toHaveValue('0');
    await expect(page.getByLabel('Maximum price')).toHaveValue('1000');
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/short-stays?destination=Paris');
    await resultCount(page, COUNT_LINE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /: available$/ }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
