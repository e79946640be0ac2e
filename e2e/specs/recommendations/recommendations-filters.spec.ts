import { expect, expectAccessible, test } from '../../fixtures.ts';
import {
  apiRecommendations,
  cards,
  openAsNewUser,
  ordered,
  shownPrices,
  shownRatings,
  shownReviews,
  titles,
  type ApiRecommendations,
} from './recommendations-helpers.ts';

test.describe('recommendations filters', () => {
  test('search narrows the list, and an empty result offers Clear All Filters and Update Preferences', async ({
    page,
  }) => {
    await openAsNewUser(page, 'recs.search');
    const all = await titles(page);
    const first = all[0]!;
    await page.getByLabel('Search recommendations').fill(first);
    // The filtered list replaces the full one after the query lands in the URL.
    await expect(page).toHaveURL(/q=/);
    await expect.poll(async () => (await titles(page)).length).toBeLessThan(all.length);
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(first);

    await page.getByLabel('Search recommendations').fill('no such place qqzx');
    await expect(page.getByRole('heading', { name: 'No recommendations match' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(cards(page)).toHaveCount(all.length);
    await expect(page.getByLabel('Search recommendations')).toHaveValue('');

    await page.getByLabel('Search recommendations').fill('no such place qqzx');
    await page.getByRole('button', { name: 'Update Preferences' }).click();
    await expect(page.getByRole('dialog', { name: 'Your preferences' })).toBeVisible();
  });

  test('each price filter keeps items whose lowest price is in its band', async ({ page }) => {
    await openAsNewUser(page, 'recs.price');
    const price = page.getByLabel('Price', { exact: true });
    const bands: Array<[string, string, number, number]> = [
      ['budget', 'Budget ($0-50)', 0, 50],
      ['moderate', 'Moderate ($50-150)', 50, 150],
      ['luxury', 'Luxury ($150+)', 150, Infinity],
    ];
    const all = await shownPrices(page, 'min');
    for (const [value, label, from, below] of bands) {
      await price.selectOption({ label });
      await expect(page).toHaveURL(new RegExp(`price=${value}`));
      const expected = all.filter((min) => min >= from && min < below).length;
      if (expected === 0) await expect(page.getByRole('heading', { name: 'No recommendations match' })).toBeVisible();
      else await expect(cards(page)).toHaveCount(expected);
      for (const min of await shownPrices(page, 'min'))
        expect(min >= from && min < below, `${label}: ${min}`).toBe(true);
    }
    await price.selectOption({ label: 'All prices' });
    await expect(cards(page)).toHaveCount(12);
  });

  test('each rating filter keeps items at or above its threshold', async ({ page }) => {
    await openAsNewUser(page, 'recs.rating');
    let before = 12;
    for (const [label, threshold] of [
      ['3.5+', 3.5],
      ['4.0+', 4],
      ['4.5+', 4.5],
    ] as const) {
      await page.getByLabel('Rating', { exact: true }).selectOption({ label });
      await expect.poll(async () => (await shownRatings(page)).every((r) => r >= threshold)).toBe(true);
      const count = await cards(page).count();
      expect(count).toBeLessThanOrEqual(before);
      before = count;
    }
  });

  test('each sort orders the shown cards', async ({ page }) => {
    await openAsNewUser(page, 'recs.sort');
    const sort = page.getByLabel('Sort by');
    await sort.selectOption({ label: 'Highest rated' });
    await expect.poll(async () => ordered(await shownRatings(page))).toBe(true);
    await sort.selectOption({ label: 'Most reviewed' });
    await expect.poll(async () => ordered(await shownReviews(page))).toBe(true);
    await sort.selectOption({ label: 'Price: low to high' });
    await expect.poll(async () => ordered(await shownPrices(page, 'min'), true)).toBe(true);
    await sort.selectOption({ label: 'Price: high to low' });
    await expect.poll(async () => ordered(await shownPrices(page, 'max'))).toBe(true);
    await expect(page).toHaveURL(/sort=price-high/);
    await expect(cards(page)).toHaveCount(12);
  });

  test('each category button shows that type’s own best items, All restores the list', async ({ page }) => {
    await openAsNewUser(page, 'recs.category');
    const api = await apiRecommendations(page.request);
    const group = page.getByRole('group', { name: 'Category' });
    const labels = {
      destination: 'Destinations',
      activity: 'Activities',
      restaurant: 'Restaurants',
      hotel: 'Hotels',
      experience: 'Experiences',
    } as const;
    for (const [type, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
      await group.getByRole('button', { name: label }).click();
      await expect(group.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`category=${type}`));
      // A new user has items of every type, whatever the twelve best of all types together are.
      const expected = api.byType.forYou[type];
      expect(expected.length, type).toBeGreaterThan(0);
      await expect(cards(page)).toHaveCount(expected.length);
      await expect(cards(page).and(page.locator(`[data-type="${type}"]`))).toHaveCount(expected.length);
      const byRelevance = [...expected].sort((a, b) => b.overallScore - a.overallScore || (a.id < b.id ? -1 : 1));
      expect(await titles(page)).toEqual(byRelevance.map((item) => item.title));
    }
    // The other filters still apply within a category.
    await page.getByLabel('Sort by').selectOption({ label: 'Highest rated' });
    await expect.poll(async () => ordered(await shownRatings(page))).toBe(true);
    await expect(cards(page).and(page.locator('[data-type="experience"]'))).toHaveCount(
      api.byType.forYou.experience.length,
    );

    await group.getByRole('button', { name: 'All' }).click();
    await expect(cards(page)).toHaveCount(12);
  });

  test('Trending says plainly that nothing trends before anyone searches', async ({ page }) => {
    // What a fresh database answers: the server's own response with no trending city yet.
    await page.route('**/api/recommendations', async (route) => {
      const body = (await (await route.fetch()).json()) as ApiRecommendations;
      const noneByType = Object.fromEntries(Object.keys(body.byType.trending).map((type) => [type, []]));
      await route.fulfill({ json: { ...body, trending: [], byType: { ...body.byType, trending: noneByType } } });
    });
    await openAsNewUser(page, 'recs.no-trends');
    await page.getByRole('tab', { name: 'Trending' }).click();
    await expect(page.getByRole('heading', { name: 'Nothing is trending yet' })).toBeVisible();
    await expect(page.getByText('Trends come from what travellers search and book this week.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear All Filters' })).toHaveCount(0);
    await expectAccessible(page);
    // A category changes nothing: still nothing trends.
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Hotels' }).click();
    await expect(page.getByRole('heading', { name: 'Nothing is trending yet' })).toBeVisible();
  });
});
