import { expect, expectAccessible, test } from '../../fixtures.ts';
import { cards, dayAhead, pickPlace, resultCount } from './search-helpers.ts';

/** The results line this page's count is read from. */
const COUNT_LINE = /cars? for \d+ day/;

test.describe('cars', () => {
  test('shows the categories with their daily prices and the documented validation toasts', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/cars');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Rental Car');
    const categories = page.getByRole('region', { name: 'Car categories' }).getByRole('listitem');
    await expect(categories).toHaveCount(6);
    await expect(categories.filter({ hasText: 'Economy' })).toContainText('$25-$45 per day');
    await expect(categories.filter({ hasText: 'Luxury' })).toContainText('$100-$300 per day');
    await expect(page.getByText('Cancel for free up to 48 hours before pickup.')).toBeVisible();
    await expect(page.getByText('The total you see includes taxes and every fee that applies.')).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole('search', { name: 'Search cars' });
    await form.getByRole('button', { name: 'Search Cars' }).click();
    await expect(page.getByText('Missing Information')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields to search for cars.')).toBeVisible();

    await form.getByLabel('Pickup location').fill('LAX');
    await expect(form.getByLabel('Drop-off location')).toHaveValue('LAX');
    await form.getByLabel('Pickup date').fill(dayAhead(12));
    await form.getByLabel('Drop-off date').fill(dayAhead(10));
    await expect(form.getByLabel('Pickup time')).toHaveValue('10:00');
    await expect(form.getByLabel('Pickup time').locator('option')).toHaveCount(24);
    await form.getByRole('button', { name: 'Search Cars' }).click();
    await expect(page.getByText('Invalid Dates')).toBeVisible();
    await expect(page.getByText('Drop-off date must be after pickup date.')).toBeVisible();
    await expect(page).toHaveURL(/\/cars$/);

    // A same-day rental: back before the pickup hour is refused, later that day is searched.
    await form.getByLabel('Drop-off date').fill(dayAhead(12));
    await form.getByLabel('Pickup time').selectOption('09:00');
    await form.getByLabel('Drop-off time').selectOption('08:00');
    await form.getByRole('button', { name: 'Search Cars' }).click();
    await expect(
      page.getByText('On a same-day rental, the drop-off time must not be before the pickup time.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/cars$/);
    await form.getByLabel('Drop-off time').selectOption('17:00');
    await form.getByRole('button', { name: 'Search Cars' }).click();
    await expect(page).toHaveURL(new RegExp(`pickupDate=${dayAhead(12)}&dropoffDate=${dayAhead(12)}`));
    await expect(page.getByText(/\d+ cars? for 1 day/)).toBeVisible();
  });

  test('the page and the results keep their promises: 48-hour free cancellation, totals with taxes and fees', async ({
    page,
  }) => {
    await page.goto(`/cars?pickupLocation=LAX&pickupDate=${dayAhead(10)}&returnDate=${dayAhead(13)}`);
    await resultCount(page, COUNT_LINE);
    await expect(page.getByText('Free cancellation up to 48 hours before pickup.')).toBeVisible();
    const card = cards(page).first();
    await expect(card.getByText('total for 3 days, taxes and fees included')).toBeVisible();
    await expect(card.getByText(/^\$\d+ per day before taxes$/)).toBeVisible();
    const total = (await card.locator('.tabular').textContent())!;
    await card.getByRole('link', { name: /^Select / }).click();
    await expect(page.getByText('Taxes and fees', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').getByText(total, { exact: true })).toBeVisible();
  });

  test('a picked city searches by its id and the fields keep showing its name, after a search and a filter', async ({
    page,
  }) => {
    await page.goto('/cars');
    const form = page.getByRole('search', { name: 'Search cars' });
    await pickPlace(form.getByLabel('Pickup location'), page, 'Miami', /^Miami/);
    const shown = await form.getByLabel('Pickup location').inputValue();
    expect(shown).toMatch(/^Miami, /);
    await form.getByLabel('Pickup date').fill(dayAhead(12));
    await form.getByLabel('Drop-off date').fill(dayAhead(14));
    await form.getByRole('button', { name: 'Search Cars' }).click();
    await expect(page).toHaveURL((url) => /^US-miami/.test(url.searchParams.get('pickupLocation') ?? ''));
    await resultCount(page, COUNT_LINE);
    await expect(form.getByLabel('Pickup location')).toHaveValue(shown);
    await expect(form.getByLabel('Drop-off location')).toHaveValue(shown);
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(form.getByLabel('Pickup location')).toHaveValue(shown);
  });

  test('searches from the home panel URL, filters by category, sorts and opens the offer summary', async ({ page }) => {
    await page.goto(`/cars?pickupLocation=LAX&pickupDate=${dayAhead(10)}&returnDate=${dayAhead(13)}`);
    const all = await resultCount(page, COUNT_LINE);
    expect(all).toBeGreaterThan(6);
    await expectAccessible(page);

    const filters = page.getByRole('complementary', { name: 'Filters' }).locator('form:visible');
    await filters.getByRole('checkbox', { name: 'SUV' }).click();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/categories=suv/);
    const suvs = await resultCount(page, COUNT_LINE, all);
    expect(suvs).toBeLessThan(all);
    await expect
      .poll(async () => (await cards(page).getByText('SUV', { exact: true }).count()) === (await cards(page).count()))
      .toBe(true);

    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect
      .poll(async () => {
        const shown = (await cards(page).locator('.tabular').allTextContents()).map((p) =>
          Number(p.replace(/[^\d.]/g, '')),
        );
        return shown.length > 0 && shown.every((p, i) => i === 0 || shown[i - 1]! >= p);
      })
      .toBe(true);

    const model = (await cards(page).first().getByRole('heading').textContent())!;
    await cards(page)
      .first()
      .getByRole('link', { name: /^Select / })
      .click();
    await expect(page).toHaveURL(/\/cars\/locations\/[^?]+\?.*category=suv/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(model);
    await expect(page.getByText(/× 3 days/)).toBeVisible();
    await expect(page.getByText('Total', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/cars');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto(`/cars?pickupLocation=LAX&pickupDate=${dayAhead(10)}&returnDate=${dayAhead(13)}`);
    await resultCount(page, COUNT_LINE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
