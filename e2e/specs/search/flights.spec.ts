import type { Page } from '@playwright/test';
import { FEW_SEATS_LEFT } from '@escazo/contracts/seats-left';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import {
  cardPrices,
  dayAhead,
  expectNoSidewaysScroll,
  expectResults,
  flightCards,
  money,
  pickPlace,
} from './search-helpers.ts';

const DATE = dayAhead(30);
const searchUrl = (extra = '') =>
  `/flights?from=JFK&fromLabel=New+York+(JFK)&to=LHR&toLabel=London+(LHR)&date=${DATE}${extra}`;

async function openSearch(page: Page, extra = '') {
  await page.goto(searchUrl(extra));
  await expectResults(page);
}

test.describe('flights page', () => {
  test('searches from the home panel: the typed places are resolved and results load', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Search travel' });
    await panel.getByLabel('From').fill('New York');
    await panel.getByLabel('To', { exact: true }).fill('London');
    await panel.getByLabel('Departure date').fill(DATE);
    await panel.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/flights' && url.searchParams.get('departureDate') === DATE,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Perfect Flight' })).toBeVisible();
    await expectResults(page);
    await expect(page.getByTestId('outbound-count')).toHaveText(/\d+ flights?/);
    await expect(page.getByLabel('Departure date')).toHaveValue(DATE);
  });

  test('the from/to fields suggest airports and cities as you type and search with the pick', async ({ page }) => {
    await page.goto('/flights');
    const form = page.getByRole('form', { name: 'Search flights' });
    await form.getByText('One way').click();
    await pickPlace(form.getByRole('combobox', { name: 'From' }), page, 'bost', /Boston|BOS/);
    await pickPlace(form.getByRole('combobox', { name: 'To' }), page, 'lisb', /Lisbon|LIS/);
    await form.getByLabel('Departure date').fill(DATE);
    await form.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('date') === DATE && /BOS|boston/i.test(url.searchParams.get('from') ?? ''),
    );
    await expect(page.getByTestId('result-skeleton')).toHaveCount(0);
    await expect(
      flightCards(page)
        .first()
        .or(page.getByRole('heading', { name: 'No flights found' })),
    ).toBeVisible();
  });

  test('asks for the required fields', async ({ page }) => {
    await page.goto('/flights');
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
    await expect(page).toHaveURL((url) => url.search === '');
  });

  test('Nonstop only: every card says Nonstop; Reset brings connections back', async ({ page }) => {
    await openSearch(page);
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
    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect(page).not.toHaveURL(/stops=/);
    await expect(filters.getByLabel('Any')).toBeChecked();
  });

  test('an airline filter keeps only that airline, from the price shown beside it', async ({ page }) => {
    await openSearch(page);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    // Every airline listed with a price: ticking it shows flights, the cheapest at that price.
    const priced = filters.getByRole('listitem').filter({ hasText: /\$\d/ });
    const row = priced.last();
    const airline = await row.getByTestId('airline-name').innerText();
    const shown = money((await row.textContent())!.slice(airline.length));
    await row.getByRole('checkbox').click();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/airlines=/);
    await expect
      .poll(async () => {
        const headings = await flightCards(page).getByRole('heading').allTextContents();
        return headings.length > 0 && headings.every((h) => h.includes(airline));
      })
      .toBe(true);
    const cheapest = Math.min(...(await cardPrices(flightCards(page))));
    expect(Math.abs(cheapest - shown)).toBeLessThanOrEqual(0.5);
  });

  test('sorts by price both ways', async ({ page }) => {
    await openSearch(page);
    const ascending = await cardPrices(flightCards(page));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.getByLabel('Sort By').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    let descending: number[] = [];
    await expect
      .poll(async () => {
        descending = await cardPrices(flightCards(page));
        return (
          descending.length > 0 &&
          descending.join() === [...descending].sort((a, b) => b - a).join() &&
          descending[0]! > ascending[0]!
        );
      })
      .toBe(true);
  });

  test('the fare calendar re-runs the search for the day clicked', async ({ page }) => {
    await openSearch(page);
    const calendar = page.getByRole('region', { name: /Lowest fares/ });
    await expect(calendar.getByRole('button', { pressed: true })).toBeVisible();
    const other = calendar.getByRole('button', { pressed: false }).and(page.locator(':enabled')).nth(3);
    await other.click();
    await expect(page).not.toHaveURL(new RegExp(`date=${DATE}`));
    const date = new URL(page.url()).searchParams.get('date');
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectResults(page);
    await expect(page.getByLabel('Departure date')).toHaveValue(date!);
    await expect(calendar.getByRole('button', { pressed: true })).toBeVisible();
  });

  test('round trip lists the outbound flights first (returns come once one is chosen); pages move on', async ({
    page,
  }) => {
    await openSearch(page, `&returnDate=${dayAhead(37)}&passengers=2`);
    await expect(page.getByRole('heading', { name: 'Outbound flights' })).toBeVisible();
    await expect(page.getByText(/^Round trip from \$[\d,.]+ for all passengers$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Return flights' })).toHaveCount(0);
    await expect(flightCards(page).first()).toContainText('for 2 passengers');
    const pages = page.getByRole('navigation', { name: 'Outbound flights pages' });
    if (await pages.isVisible()) {
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expectResults(page);
    }
  });

  test('a flight card and its offer show the price per person as the headline and the total for 2 beside it', async ({
    page,
  }) => {
    await openSearch(page, '&passengers=2');
    const card = flightCards(page).first();
    await expect(card).toContainText(/\$[\d,.]+ per person/);
    const perPerson = money(await card.getByTestId('price').innerText());
    const totalText = await card.getByTestId('price-total').innerText();
    expect(totalText).toMatch(/^\$[\d,.]+ total for 2 passengers$/);
    expect(money(totalText.replace(/ total.*/, ''))).toBeCloseTo(perPerson * 2, 1);
    const headline = await card.getByTestId('price').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    const total = await card.getByTestId('price-total').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(headline).toBeGreaterThan(total);

    await card.getByRole('link', { name: /Select Flight/ }).click();
    await expect(page.getByTestId('offer-price')).toBeVisible();
    expect(money(await page.getByTestId('offer-price').innerText())).toBe(perPerson);
    await expect(page.getByTestId('offer-price-total')).toHaveText(totalText);
  });

  test('Select Flight opens the offer with the price and seats booking will use', async ({ page }) => {
    await openSearch(page, '&passengers=2');
    const card = flightCards(page).first();
    const price = money(await card.getByTestId('price').innerText());
    // Seats left show only when few remain, on the cards as on the offer.
    for (const shown of await flightCards(page).getByTestId('seats-left').allInnerTexts())
      expect(Number(/^(\d+) seats? left$/.exec(shown)?.[1])).toBeLessThanOrEqual(FEW_SEATS_LEFT);
    const offerAnswer = page.waitForResponse((r) => r.url().includes('/api/flights/offers/') && r.ok());
    await card.getByRole('link', { name: /Select Flight/ }).click();
    await expect(page).toHaveURL(/\/flights\/offers\/.+passengers=2/);
    const { seatsLeft } = (await (await offerAnswer).json()) as { seatsLeft: number };
    await expect(page.getByTestId('offer-price')).toBeVisible();
    expect(money(await page.getByTestId('offer-price').innerText())).toBe(price);
    if (seatsLeft <= FEW_SEATS_LEFT)
      await expect(page.getByTestId('offer-seats')).toHaveText(`${seatsLeft} seat${seatsLeft === 1 ? '' : 's'} left`);
    else await expect(page.getByTestId('offer-seats')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to results' }).click();
    await expectResults(page);
  });

  test('an unknown offer says it is no longer available', async ({ page, consoleErrors }) => {
    await page.goto('/flights/offers/XX999-20990101');
    await expect(page.getByRole('heading', { name: 'This flight is no longer available' })).toBeVisible();
    acceptConsoleErrors(consoleErrors, /404/);
  });

  test('no results: the empty state offers to reset filters', async ({ page }) => {
    await page.goto(searchUrl('&priceMax=1&stops=nonstop'));
    await expect(page.getByRole('heading', { name: 'No flights found' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expectResults(page);
  });

  test('a failing search shows the error and Try Again', async ({ page, consoleErrors }) => {
    await page.route('**/api/search/flights?**', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'INTERNAL', message: 'Search is resting.' } } }),
    );
    await page.goto(searchUrl());
    await expect(page.getByRole('alert')).toContainText('Search is resting.');
    await page.unroute('**/api/search/flights?**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expectResults(page);
    acceptConsoleErrors(consoleErrors, /503/);
  });

  test('accessible, and fits a phone without sideways scrolling', async ({ page }) => {
    // Three full axe runs over two result lists: more than the default time on a busy machine.
    test.slow();
    await page.goto('/flights');
    await expectAccessible(page);
    await openSearch(page, `&returnDate=${dayAhead(37)}`);
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectResults(page);
    await expectNoSidewaysScroll(page);
    // Phones: results first, the filters behind a button.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('button', { name: 'Apply Filters' })).toBeHidden();
    await filters.getByRole('button', { name: 'Show filters' }).click();
    await expect(filters.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
