import { convertMinor } from '@escazo/contracts/currency';
import { ratesResponseSchema } from '@escazo/contracts/currency-schemas';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { cards, dayAhead, resultCount } from './search-helpers.ts';

/** The results line this page's count is read from. */
const COUNT_LINE = /hotels? available/;

test.describe('hotels', () => {
  test('searches from the form, filters by stars, sorts and opens a hotel with room prices', async ({ page }) => {
    await page.goto('/hotels');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Hotel');
    await expect(page.getByRole('heading', { name: 'Top destinations' })).toBeVisible();
    await expectAccessible(page);

    // Required fields.
    await page.getByRole('button', { name: 'Search Hotels' }).click();
    await expect(page.getByText('Please fill in all required fields')).toHaveCount(3);

    const form = page.getByRole('search', { name: 'Search hotels' });
    await form.getByLabel('Destination').fill('Paris, France');
    await form.getByLabel('Check-in').fill(dayAhead(30));
    await form.getByLabel('Check-out').fill(dayAhead(33));
    await form.getByLabel('Guests').fill('2');
    await form.getByRole('button', { name: 'Search Hotels' }).click();
    await expect(page).toHaveURL(/destination=Paris%2C\+France/);
    await expect(page.getByRole('heading', { name: 'Hotels in Paris, France' })).toBeVisible();
    const all = await resultCount(page, COUNT_LINE);
    expect(all).toBeGreaterThan(3);
    await expectAccessible(page);

    // Filter: 5 stars only.
    const filters = page.getByRole('complementary', { name: 'Filters' }).locator('form:visible');
    await filters.getByRole('checkbox', { name: '5 stars' }).click();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/stars=5/);
    const five = await resultCount(page, COUNT_LINE, all);
    expect(five).toBeLessThan(all);
    await expect(cards(page).getByRole('img', { name: '5 stars out of 5' })).toHaveCount(Math.min(five, 10));

    // Sort: price high to low.
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    const prices = async () =>
      (await cards(page).locator('.tabular').allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, '')));
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.length === Math.min(five, 10) && shown.every((p, i) => i === 0 || shown[i - 1]! >= p);
      })
      .toBe(true);

    // Open the first: every room type with its price for the dates.
    const name = (await cards(page).first().getByRole('heading').textContent())!;
    await cards(page)
      .first()
      .getByRole('link', { name: `View Deal: ${name}` })
      .click();
    await expect(page).toHaveURL(/\/hotels\/[^/?]+\?checkIn=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('Prices for 3 nights, 2 guests, 1 room(s).')).toBeVisible();
    await expect(page.getByText(/per room per night/).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('the home panel search runs on load; an unknown destination shows the empty state', async ({ page }) => {
    await page.goto(`/hotels?destination=Paris&checkIn=${dayAhead(20)}&checkOut=${dayAhead(22)}`);
    expect(await resultCount(page, COUNT_LINE)).toBeGreaterThan(0);
    await expect(page.getByLabel('Destination')).toHaveValue('Paris');
    await page.goto(`/hotels?destination=Qwxyzville&checkIn=${dayAhead(20)}&checkOut=${dayAhead(22)}`);
    await expect(page.getByText("We don't know that destination yet")).toBeVisible();
  });

  test('in euros, the price filter reads in euros while the search keeps its US dollar bound', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'escazo_currency', value: 'EUR', url: baseURL! }]);
    const rates = ratesResponseSchema.parse(await (await page.request.get('/api/currency/rates')).json());
    const euros = (dollars: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
        convertMinor(dollars * 100, 'USD', 'EUR', rates) / 100,
      );
    await page.goto(`/hotels?destination=Paris&checkIn=${dayAhead(20)}&checkOut=${dayAhead(22)}`);
    await resultCount(page, COUNT_LINE);
    const filters = page.getByRole('complementary', { name: 'Filters' }).locator('form:visible');
    const price = filters.getByRole('group', { name: 'Price per night' });
    await expect(price).toContainText(`€0 – ${euros(1000)}+`);
    await expect(price).not.toContainText('$');

    await price.getByLabel('Maximum price').fill('200');
    await expect(price).toContainText(`€0 – ${euros(200)}`);
    await expect(price.getByLabel('Maximum price')).toHaveAttribute('aria-valuetext', euros(200));
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('priceMax') === '200');
    await expectAccessible(page);
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/hotels?destination=Paris&checkIn=${dayAhead(20)}&checkOut=${dayAhead(22)}`);
    await resultCount(page, COUNT_LINE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Rooms' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
