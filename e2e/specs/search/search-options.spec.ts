import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { cards, dayAhead, expectNoSidewaysScroll, money, pickPlace, resultCount } from './search-helpers.ts';

// Search Travel Options (/search-results): the Cars and Cruises tabs search in place.

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
/** The first day of next month: every region has sailings then. */
const nextMonthStart = () => {
  const d = new Date();
  const m = new Date(d.getFullYear(), d.getMonth() + 1, 1);
  return `${m.getFullYear()}-${String(m.getMonth() + 1).padStart(2, '0')}-01`;
};

/** The cards' prices (the `.tabular` figure) once the re-rendered list satisfies `ok`. */
async function expectPrices(list: Locator, ok: (prices: number[]) => boolean) {
  await expect
    .poll(async () => {
      const prices = (await list.locator('.tabular').allTextContents()).map(money);
      return prices.length > 0 && ok(prices);
    })
    .toBe(true);
}
const descending = (prices: number[]) => prices.every((p, i) => i === 0 || prices[i - 1]! >= p);

const carCount = /cars? for \d+ day/;
const cruiseCount = /sailings? found/;

test.describe('Search Travel Options: cars tab', () => {
  test('searches in place, filters with Apply and Reset, sorts, and opens an offer', async ({ page }) => {
    await page.goto('/search-results?tab=cars');
    await expect(page.getByRole('tab', { name: 'Cars' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('search', { name: 'Search cars' });
    // The documented fields: pickup location, pickup date, return date.
    await expect(form.getByRole('combobox', { name: 'Pickup location' })).toBeVisible();
    await expect(form.getByLabel('Pickup date')).toBeVisible();
    await expect(form.getByLabel('Return date')).toBeVisible();
    await expect(form.getByLabel('Drop-off location')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Start your search' })).toBeVisible();
    await expectAccessible(page);

    // A city here is the city, not 'all airports'.
    await pickPlace(form.getByRole('combobox', { name: 'Pickup location' }), page, 'Los Angeles', /^Los Angeles/);
    await expect(form.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(/^Los Angeles, /);
    await form.getByLabel('Pickup date').fill(dayAhead(10));
    await form.getByLabel('Return date').fill(dayAhead(13));
    await form.getByRole('button', { name: 'Search Cars' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/search-results' &&
        url.searchParams.get('tab') === 'cars' &&
        url.searchParams.get('dropoffDate') === dayAhead(13),
    );
    const all = await resultCount(page, carCount);
    expect(all).toBeGreaterThan(6);
    await expect(page.getByRole('heading', { name: 'Available cars' })).toBeVisible();
    await expectAccessible(page);

    // Car type and the price slider, applied together.
    await sidebar(page).getByRole('checkbox', { name: 'SUV' }).click();
    await sidebar(page).getByLabel('Maximum price').fill('100');
    await sidebar(page).getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('tab') === 'cars' &&
        url.searchParams.get('categories') === 'suv' &&
        url.searchParams.get('priceMax') === '100',
    );
    const suvs = await resultCount(page, carCount, all);
    expect(suvs).toBeLessThan(all);
    await expect
      .poll(async () => (await cards(page).getByText('SUV', { exact: true }).count()) === (await cards(page).count()))
      .toBe(true);
    // The price filter is per day: each card's total (with taxes) sits above its daily base rate.
    await expect
      .poll(async () => {
        const daily = (
          await cards(page)
            .getByText(/per day before taxes/)
            .allTextContents()
        ).map(money);
        return daily.length > 0 && daily.every((p) => p <= 100);
      })
      .toBe(true);

    // Reset clears the filters and shows every car again.
    await sidebar(page).getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('tab') === 'cars' &&
        !url.searchParams.has('categories') &&
        !url.searchParams.has('priceMax'),
    );
    expect(await resultCount(page, carCount, suvs)).toBe(all);
    await expect(sidebar(page).getByRole('checkbox', { name: 'SUV' })).not.toBeChecked();

    await page.getByLabel('Sort By').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    await expectPrices(cards(page), descending);

    // Reload keeps the search; the offer is the one /cars opens.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Cars' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Sort By')).toHaveValue('price-desc');
    await expectPrices(cards(page), descending);
    const model = (await cards(page).first().getByRole('heading').textContent())!;
    await cards(page)
      .first()
      .getByRole('link', { name: /^Select / })
      .click();
    await expect(page).toHaveURL(/\/cars\/locations\/[^?]+\?.*category=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(model);
    await expect(page.getByText(/× 3 days/)).toBeVisible();

    // Back returns to the results tab as it was.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/search-results' && url.searchParams.get('tab') === 'cars');
    await expect(cards(page).first().getByRole('heading')).toHaveText(model);
  });

  test('a place without a rental desk: no results, and the form says what to fix', async ({ page }) => {
    await page.goto(
      `/search-results?tab=cars&pickupLocation=Qqzzx&pickupDate=${dayAhead(10)}&dropoffDate=${dayAhead(12)}`,
    );
    await expect(page.getByRole('heading', { name: 'We have no rental desk there yet' })).toBeVisible();
    await expectAccessible(page);
    const form = page.getByRole('search', { name: 'Search cars' });
    await form.getByLabel('Return date').fill('');
    await form.getByRole('button', { name: 'Search Cars' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields to search for cars.');
  });

  test('city suggestions say "all airports" only where a city means its airports', async ({ page }) => {
    await page.goto('/search-results?tab=cars');
    await page.getByRole('combobox', { name: 'Pickup location' }).fill('London');
    await expect(page.getByRole('option', { name: /^London/ }).first()).toBeVisible();
    await expect(page.getByRole('option', { name: /all airports/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Flights' }).click();
    await page.getByRole('combobox', { name: 'From' }).fill('London');
    await expect(page.getByRole('option', { name: /London \(all airports\)/ }).first()).toBeVisible();
  });

  test('fits a 360 px screen with results', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(
      `/search-results?tab=cars&pickupLocation=Los+Angeles&dropoffLocation=Los+Angeles&pickupDate=${dayAhead(10)}&dropoffDate=${dayAhead(13)}`,
    );
    expect(await resultCount(page, carCount)).toBeGreaterThan(0);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show filters' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});

test.describe('Search Travel Options: cruises tab', () => {
  test('documented defaults, searches in place, filters, Reset, sorts, and opens a sailing', async ({ page }) => {
    await page.goto('/search-results?tab=cruises');
    const form = page.getByRole('search', { name: 'Search cruises' });
    await expect(form.getByLabel('Destination')).toHaveValue('caribbean');
    await expect(form.getByLabel('Destination').locator('option')).toHaveText([
      'Caribbean',
      'Alaska',
      'Europe',
      'Mediterranean',
    ]);
    await expect(form.getByLabel('Departure date')).toHaveValue(dayAhead(0));
    await expect(form.getByLabel('Duration')).toHaveValue('7-9');
    await expect(form.getByLabel('Duration').locator('option')).toHaveText([
      '1-3 nights',
      '4-6 nights',
      '7-9 nights',
      '10+ nights',
    ]);
    await expect(page.getByRole('heading', { name: 'Start your search' })).toBeVisible();
    await expectAccessible(page);

    await form.getByLabel('Departure date').fill(nextMonthStart());
    await form.getByRole('button', { name: 'Search Cruises' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/search-results' &&
        url.searchParams.get('tab') === 'cruises' &&
        url.searchParams.get('destination') === 'caribbean' &&
        url.searchParams.get('duration') === '7-9',
    );
    const all = await resultCount(page, cruiseCount);
    expect(all).toBeGreaterThan(1);
    await expect(page.getByRole('heading', { name: 'Caribbean cruises' })).toBeVisible();
    await expectAccessible(page);

    await sidebar(page).getByLabel('Cabin').selectOption('suite');
    await sidebar(page).getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('tab') === 'cruises' && url.searchParams.get('cabin') === 'suite',
    );
    await expect
      .poll(async () => {
        const shown = await cards(page).count();
        return shown > 0 && (await cards(page).getByText('Suite', { exact: true }).count()) === shown;
      })
      .toBe(true);

    await sidebar(page).getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'cruises' && !url.searchParams.has('cabin'));
    await expect(sidebar(page).getByLabel('Cabin')).toHaveValue('any');
    await expect.poll(() => resultCount(page, cruiseCount)).toBe(all);

    await page.getByLabel('Sort By').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    await expectPrices(cards(page), descending);

    const title = (await cards(page).first().getByRole('heading').textContent())!;
    await cards(page)
      .first()
      .getByRole('link', { name: `View Cruise: ${title}` })
      .click();
    await expect(page).toHaveURL(/\/cruises\/sailings\/[^?]+\?passengers=2/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Cabins' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('search', { name: 'Search cruises' }).getByLabel('Departure date')).toHaveValue(
      nextMonthStart(),
    );
    await expect(cards(page).first().getByRole('heading')).toHaveText(title);
  });

  test('fits a 360 px screen with results', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const start = nextMonthStart();
    await page.goto(
      `/search-results?tab=cruises&destination=caribbean&month=${start.slice(0, 7)}&departureDate=${start}`,
    );
    expect(await resultCount(page, cruiseCount)).toBeGreaterThan(0);
    await expect(cards(page).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
