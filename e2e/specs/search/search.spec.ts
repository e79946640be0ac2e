import { expect, expectAccessible, test } from '../../fixtures.ts';
import type { Page } from '@playwright/test';
import {
  cards,
  dayAhead,
  expectNoSidewaysScroll,
  expectResults,
  flightCards,
  money,
  pickPlace,
  resultCount,
} from './search-helpers.ts';

/** The hotels results line ('12 hotels available'). */
const hotelCount = /hotels? available/;
/** The hotel cards' prices per night (the `.tabular` figure). */
const nightlyPrices = async (page: Page) => (await cards(page).locator('.tabular').allTextContents()).map(money);

test.describe('Search & Book (/search)', () => {
  test("'Plan Your Perfect Trip': the flights tab goes to /flights with every field", async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Plan Your Perfect Trip' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Flights', 'Hotels', 'Cars', 'Cruises']);
    await expect(page.getByLabel('Guests').locator('option')).toHaveCount(8);
    await expect(page.getByLabel('Class').locator('option')).toHaveText([
      'Economy',
      'Premium Economy',
      'Business',
      'First',
    ]);
    await expectAccessible(page);
    await pickPlace(page.getByRole('combobox', { name: 'Origin' }), page, 'JFK', /JFK/);
    await pickPlace(page.getByRole('combobox', { name: 'Destination' }), page, 'LHR', /LHR/);
    await page.getByLabel('Check-in').fill(dayAhead(30));
    await page.getByLabel('Guests').selectOption('2');
    await page.getByLabel('Class').selectOption('business');
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/flights');
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject({
      origin: 'JFK',
      destination: 'LHR',
      checkIn: dayAhead(30),
      guests: '2',
      class: 'business',
    });
    await expectResults(page);
    await expect(flightCards(page).first()).toContainText('Business');
    await expect(flightCards(page).first()).toContainText('for 2 passengers');
  });

  test('needs a destination; the hotels tab goes to /hotels', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('tab', { name: 'Hotels' }).click();
    await expect(page.getByRole('combobox', { name: 'Origin' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Search Hotels' }).click();
    await expect(page.getByText('Please enter a destination').first()).toBeVisible();
    await expect(page.getByText('We need to know where you want to go!')).toBeVisible();
    await page.getByRole('combobox', { name: 'Destination' }).fill('Paris');
    await page.getByLabel('Check-in').fill(dayAhead(20));
    await page.getByLabel('Check-out').fill(dayAhead(23));
    await page.getByRole('button', { name: 'Search Hotels' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/hotels');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      destination: 'Paris',
      checkIn: dayAhead(20),
      checkOut: dayAhead(23),
      guests: '1',
    });
  });

  test('fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/search');
    await expectNoSidewaysScroll(page);
  });
});

test.describe('Search Travel Options (/search-results)', () => {
  test('flights: documented defaults, Search, Stops filter, Reset and cards', async ({ page }) => {
    await page.goto('/search-results');
    await expect(page.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('New York (JFK)');
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue('Los Angeles (LAX)');
    await expect(page.getByLabel('Departure date')).toHaveValue(dayAhead(0));
    await expect(page.getByLabel('Return date')).toHaveValue(dayAhead(7));
    await expect(page.getByRole('heading', { name: 'Start your search' })).toBeVisible();
    await expectAccessible(page);
    // Today's remaining flights may be few: search a later day.
    await page.getByLabel('Departure date').fill(dayAhead(14));
    await page.getByLabel('Return date').fill(dayAhead(21));
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/search-results' && url.searchParams.get('from') === 'JFK');
    await expectResults(page);
    await expect(page.getByRole('heading', { name: 'Outbound flights' })).toBeVisible();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Nonstop only').check();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/stops=nonstop/);
    // Navigations render in a transition: the URL changes before the new list shows, so poll.
    await expect
      .poll(async () => {
        const stops = await flightCards(page).getByTestId('stops').allTextContents();
        return stops.length > 0 && stops.every((s) => s === 'Nonstop');
      })
      .toBe(true);
    await page.getByLabel('Sort By').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    const outbound = page.getByRole('list', { name: 'Outbound flights' });
    await expect
      .poll(async () => {
        const prices = (await outbound.getByTestId('price').allTextContents()).map(money);
        return prices.length > 0 && prices.join() === [...prices].sort((a, b) => b - a).join();
      })
      .toBe(true);
    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect(page).not.toHaveURL(/stops=/);
    await expectAccessible(page);
  });

  test('hotels: the hotels feature searches in place, filters, sorts, pages and opens a hotel', async ({ page }) => {
    await page.goto('/search-results?tab=hotels');
    await expect(page.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Start your search' })).toBeVisible();
    await expectAccessible(page);
    const form = page.getByRole('search', { name: 'Search hotels' });
    await form.getByRole('button', { name: 'Search Hotels' }).click();
    await expect(form.getByText('Please fill in all required fields')).toBeVisible();
    await form.getByRole('combobox', { name: 'Destination' }).fill('Paris');
    await form.getByLabel('Check-in').fill(dayAhead(20));
    await form.getByLabel('Check-out').fill(dayAhead(23));
    await form.getByRole('button', { name: 'Search Hotels' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/search-results' &&
        url.searchParams.get('tab') === 'hotels' &&
        url.searchParams.get('destination') === 'Paris',
    );
    await expect(page.getByRole('heading', { name: 'Hotels in Paris, France' })).toBeVisible();
    const all = await resultCount(page, hotelCount);
    const firstPage = await cards(page).getByRole('heading').allTextContents();
    expect(firstPage.length).toBeGreaterThan(0);
    await expect(
      cards(page)
        .first()
        .getByRole('img', { name: /stars? out of 5/ }),
    ).toBeVisible();
    await expectAccessible(page);

    // Pages and sort keep the tab.
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('tab') === 'hotels' && url.searchParams.get('page') === '2',
    );
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('tab') === 'hotels' &&
        url.searchParams.get('sort') === 'price-desc' &&
        !url.searchParams.has('page'),
    );
    await expect
      .poll(async () => {
        const prices = await nightlyPrices(page);
        return prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1]! >= p);
      })
      .toBe(true);

    // Price filter: Apply, then Reset.
    const filters = page.getByRole('complementary', { name: 'Filters' }).locator('form:visible');
    await filters.getByLabel('Maximum price').fill('200');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('tab') === 'hotels' && url.searchParams.get('priceMax') === '200',
    );
    expect(await resultCount(page, hotelCount, all)).toBeLessThan(all);
    for (const price of await nightlyPrices(page)) expect(price).toBeLessThanOrEqual(200);
    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('tab') === 'hotels' && !url.searchParams.has('priceMax'),
    );
    await expect.poll(() => resultCount(page, hotelCount)).toBe(all);

    // The card opens the hotel's own page with the dates of the search.
    const name = (await cards(page).first().getByRole('heading').textContent())!;
    await cards(page)
      .first()
      .getByRole('link', { name: `View Deal: ${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/hotels/[^/?]+\\?checkIn=${dayAhead(20)}&checkOut=${dayAhead(23)}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    // The tab shows the hotels page's own results: the same search lists the same hotels there.
    await page.goto(`/hotels?destination=Paris&checkIn=${dayAhead(20)}&checkOut=${dayAhead(23)}`);
    expect(await resultCount(page, hotelCount)).toBe(all);
    await expect(cards(page).getByRole('heading')).toHaveText(firstPage);
  });

  test('fits a phone with results', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/search-results?from=JFK&to=LAX&date=${dayAhead(14)}`);
    await expectResults(page);
    await expectNoSidewaysScroll(page);
  });
});
