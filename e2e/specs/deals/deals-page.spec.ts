import { expect, expectAccessible, test } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { expectNoSidewaysScroll } from '../search/search-helpers.ts';
import {
  apiDeals,
  cardTexts,
  cardTitles,
  dealCards,
  dealList,
  dealsReady,
  listSettled,
  money,
  ordered,
  validDay,
} from './deals-helpers.ts';

const typeButtons = [
  { name: 'Flights', type: 'flight', badge: 'Flight' },
  { name: 'Hotels', type: 'hotel', badge: 'Hotel' },
  { name: 'Packages', type: 'package', badge: 'Package' },
  { name: 'Cruises', type: 'cruise', badge: 'Cruise' },
  { name: 'Car Rentals', type: 'car', badge: 'Car Rental' },
] as const;

test.describe('deals page', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await dealsReady(page.request);
  });

  test("shows the server's deals, the featured ones and a comparison of the first five", async ({ page }) => {
    const first = await apiDeals(page.request);
    await page.goto('/deals');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'All', exact: true, pressed: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Deals' })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('popular');
    await expect(page.getByLabel('Sort by').locator('option')).toHaveText([
      'Most Popular',
      'Lowest Price',
      'Biggest Discount',
    ]);

    await expect.poll(() => cardTitles(page)).toEqual(first.items.map((d) => d.title));
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${first.total} deals?$`) })).toBeVisible();
    const card = dealCards(page).first();
    await expect(card.getByRole('img', { name: /^Rated \d\.\d out of 5$/ })).toBeVisible();
    await expect(card.getByTestId('deal-discount')).toHaveText(`-${first.items[0]!.discountPercentage}%`);
    await expect(card.getByRole('button', { name: `Book This Deal: ${first.items[0]!.title}` })).toBeVisible();
    await expect(card.getByTestId('deal-original')).toBeVisible();
    await expect(card.getByTestId('deal-valid-until')).toHaveText(/^Valid until \w{3} \d{1,2}, \d{4}$/);
    const featured = page.getByRole('region', { name: 'Featured Deals' }).getByRole('article');
    await expect(featured.first()).toBeVisible();
    expect(await featured.count()).toBeLessThanOrEqual(6);

    // Compare Top Deals: one column per deal, the first five cards in order.
    const table = page.getByRole('table');
    await expect(table.locator('caption')).toHaveText('The first five deals of the list above, side by side');
    const titles = (await cardTitles(page)).slice(0, 5);
    await expect(table.locator('thead th[scope="col"]')).toHaveText(['Deal', ...titles]);
    await expect(table.locator('tbody th[scope="row"]')).toHaveText([
      'Type',
      'Location',
      'Original price',
      'Deal price',
      'Discount',
      'Rating',
      'Valid until',
    ]);
    const discounts = await cardTexts(dealCards(page), 'deal-discount');
    await expect(table.getByRole('row', { name: /^Discount/ }).getByRole('cell')).toHaveText(discounts.slice(0, 5));
    const prices = await cardTexts(dealCards(page), 'deal-price');
    await expect(table.getByRole('row', { name: /^Deal price/ }).getByRole('cell')).toHaveText(prices.slice(0, 5));
    await expectAccessible(page);
  });

  test('every type button narrows the list to its type, and All shows them all again', async ({ page }) => {
    await page.goto('/deals');
    await listSettled(page);
    for (const { name, type, badge } of typeButtons) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]type=${type}(&|$)`));
      await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
      // The list is titled with the type in the singular: "Flight Deals", never "Flights Deals".
      await expect(page.getByRole('heading', { name: `${badge} Deals`, exact: true })).toBeVisible();
      const expected = await apiDeals(page.request, `type=${type}`);
      if (expected.total === 0) {
        await expect(page.getByRole('heading', { name: 'No deals match your filters' })).toBeVisible();
        continue;
      }
      await listSettled(page);
      expect(await cardTitles(page)).toEqual(expected.items.map((d) => d.title));
      expect(
        new Set(await dealCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-deal-type')))),
      ).toEqual(new Set([type]));
      expect(new Set(await cardTexts(dealCards(page), 'deal-type'))).toEqual(new Set([badge]));
    }
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).not.toHaveURL(/type=/);
    await expect.poll(() => cardTitles(page)).toEqual((await apiDeals(page.request)).items.map((d) => d.title));
  });

  test('each sort orders the cards by its rule', async ({ page }) => {
    await page.goto('/deals');
    await listSettled(page);
    const sort = page.getByLabel('Sort by');

    await sort.selectOption('price');
    await expect(page).toHaveURL(/sort=price/);
    await listSettled(page);
    const prices = (await cardTexts(dealCards(page), 'deal-price')).map(money);
    expect(prices.length).toBeGreaterThan(1);
    expect(ordered(prices, true), `prices ascending: ${prices.join(', ')}`).toBe(true);

    await sort.selectOption('discount');
    await expect(page).toHaveURL(/sort=discount/);
    await listSettled(page);
    const percents = (await cardTexts(dealCards(page), 'deal-discount')).map((t) => Number(t.replace(/[^0-9]/g, '')));
    expect(percents.length).toBeGreaterThan(1);
    expect(ordered(percents, false), `discounts descending: ${percents.join(', ')}`).toBe(true);

    await sort.selectOption('popular');
    await expect(page).not.toHaveURL(/sort=/);
    await listSettled(page);
    const ratings = (await cardTexts(dealCards(page), 'deal-rating')).map(Number);
    expect(ratings.length).toBeGreaterThan(1);
    expect(ordered(ratings, false), `ratings descending: ${ratings.join(', ')}`).toBe(true);
  });

  test('page 2 shows other deals, is kept in the URL and survives a reload', async ({ page }) => {
    const all = await apiDeals(page.request);
    expect(all.pageCount, 'the server has more than one page of deals').toBeGreaterThan(1);
    await page.goto('/deals');
    await listSettled(page);
    const pageOne = await cardTitles(page);
    const pager = page.getByRole('navigation', { name: 'Deal pages' });
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await listSettled(page);
    const pageTwo = await cardTitles(page);
    expect(pageTwo).toEqual((await apiDeals(page.request, 'page=2')).items.map((d) => d.title));
    expect(pageTwo.some((title, i) => title !== pageOne[i])).toBe(true);

    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect.poll(() => cardTitles(page)).toEqual(pageTwo);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => cardTitles(page)).toEqual(pageOne);
  });

  test('Advanced Filters narrow by price, destination, rating and valid-until day, and Reset clears them', async ({
    page,
  }) => {
    const all = await apiDeals(page.request, 'pageSize=24');
    const cheapest = [...all.items].sort((a, b) => a.discountedPrice.amount - b.discountedPrice.amount);
    const maxDollars = Math.ceil(cheapest[Math.floor(cheapest.length / 2)]!.discountedPrice.amount / 100);
    await page.goto('/deals');
    await listSettled(page);
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    const filters = page.getByRole('form', { name: 'Advanced Filters' });
    await expectAccessible(page);

    // Price: a maximum in the display currency (USD here) keeps only deals at or under it.
    await filters.getByLabel('Maximum price (USD)').fill(String(maxDollars));
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`priceMax=${maxDollars * 100}&priceCurrency=USD`));
    await listSettled(page);
    const prices = (await cardTexts(dealCards(page), 'deal-price')).map(money);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(maxDollars);
    await filters.getByLabel('Maximum price (USD)').fill('');

    // Destination: a word of one deal's location; every card names it in its location or title.
    const word = all.items[0]!.location.split(',')[0]!.trim();
    await filters.getByLabel('Destination').fill(word);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/destination=/);
    await listSettled(page);
    const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const locations = await cardTexts(dealCards(page), 'deal-location');
    const titles = await cardTitles(page);
    expect(locations.length).toBeGreaterThan(0);
    locations.forEach((location, i) => expect(fold(`${location} ${titles[i]}`)).toContain(fold(word)));
    await filters.getByLabel('Destination').fill('');

    // Rating: 4+ stars (the list may be empty: the deals depend on the day).
    await filters.getByLabel('Minimum rating').selectOption({ label: '4+ stars' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/minRating=4/);
    if ((await apiDeals(page.request, 'minRating=4')).total === 0) {
      await expect(page.getByRole('heading', { name: 'No deals match your filters' })).toBeVisible();
    } else {
      await listSettled(page);
      const ratings = (await cardTexts(dealCards(page), 'deal-rating')).map(Number);
      expect(ratings.length).toBeGreaterThan(0);
      for (const rating of ratings) expect(rating).toBeGreaterThanOrEqual(4);
    }
    await filters.getByLabel('Minimum rating').selectOption({ label: 'Any rating' });

    // Valid until: the latest day a deal is valid keeps only deals valid through that day.
    const latest = [...all.items]
      .map((d) => d.validUntil.slice(0, 10))
      .sort()
      .at(-1)!;
    await filters.getByLabel('Valid until').fill(latest);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`validUntil=${latest}`));
    await listSettled(page);
    const days = (await cardTexts(dealCards(page), 'deal-valid-until')).map(validDay);
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day >= latest).toBe(true);

    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Filters have been reset')).toBeVisible();
    await expect(page).not.toHaveURL(/validUntil|priceMax|destination|minRating/);
    await expect(filters.getByLabel('Valid until')).toHaveValue('');
    await expect.poll(() => cardTitles(page)).toEqual((await apiDeals(page.request)).items.map((d) => d.title));
  });

  test('a search with no match offers Clear All Filters', async ({ page }) => {
    await page.goto('/deals?destination=zzzz-nowhere&type=hotel');
    await expect(page.getByRole('heading', { name: 'No deals match your filters' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Advanced Filters' }).getByLabel('Destination')).toHaveValue(
      'zzzz-nowhere',
    );
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/deals$/);
    await expect(dealList(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'All', exact: true, pressed: true })).toBeVisible();
  });
  test('in euros, the price filter is typed and sent in euros and the cards keep to it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'escazo_currency', value: 'EUR', url: baseURL! }]);
    await page.goto('/deals?sort=price');
    await listSettled(page);
    await expect(dealCards(page).getByTestId('deal-price').first()).toHaveText(/€/);
    const euros = (await cardTexts(dealCards(page), 'deal-price')).map(money);
    const maxEuros = Math.ceil(euros[Math.floor(euros.length / 2)]!);
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    const filters = page.getByRole('form', { name: 'Advanced Filters' });
    await filters.getByLabel('Maximum price (EUR)').fill(String(maxEuros));
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`priceMax=${maxEuros * 100}&priceCurrency=EUR`));
    await listSettled(page);
    const shown = (await cardTexts(dealCards(page), 'deal-price')).map(money);
    expect(shown.length).toBeGreaterThan(0);
    // Each side rounds once to the cent, so a card may read one cent over the bound.
    for (const price of shown) expect(price).toBeLessThanOrEqual(maxEuros + 0.01);
  });

  test('a deal that has ended says so and the list is read again', async ({ page, consoleErrors }) => {
    await page.route('**/api/deals/*/offer', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'DEAL_ENDED', message: 'This deal has ended. Please choose another.' } }),
      }),
    );
    await page.goto('/deals');
    await listSettled(page);
    const card = dealCards(page).first();
    const title = (await card.getByRole('heading').textContent())!;
    const reread = page.waitForRequest((req) => req.method() === 'GET' && /\/api\/deals(\?|$)/.test(req.url()));
    await card.getByRole('button', { name: `Book This Deal: ${title}` }).click();
    await expect(page.getByText('This deal has ended. Please choose another.')).toBeVisible();
    await reread;
    await expect(page).toHaveURL(/\/deals$/);
    acceptConsoleErrors(consoleErrors, /409/);
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/deals');
    await listSettled(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
