import { expect, expectAccessible, test } from '../../fixtures.ts';
import { cards, openAsNewUser, ordered, shownPrices, shownRatings, shownReviews, titles } from './recommendations-helpers.ts';

test.describe('recommendations filters', () => {
  test('search narrows the list, and an empty result offers Clear All Filters and Update Preferences', async ({ page }) => {
    await openAsNewUser(page, 'recs.search');
    const all = await titles(page);
    const first = all[0]!;
    await page.getByLabel('Search recommendations').fill(first);
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(first);
    expect((await titles(page)).length).toBeLessThan(all.length);
    await expect(page).toHaveURL(/q=/);

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
      for (const min of await shownPrices(page, 'min')) expect(min >= from && min < below, `${label}: ${min}`).toBe(true);
    }
    await price.selectOption({ label: 'All prices' });
    await expect(cards(page)).toHaveCount(12);
  });

  test('each rating filter keeps items at or above its threshold', async ({ page }) => {
    await openAsNewUser(page, 'recs.rating');
    let before = 12;
    for (const [label, threshold] of [['3.5+', 3.5], ['4.0+', 4], ['4.5+', 4.5]] as const) {
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

  test('category buttons keep one type, All restores the list', async ({ page }) => {
    await openAsNewUser(page, 'recs.category');
    const types = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
    const group = page.getByRole('group', { name: 'Category' });
    const labels: Record<string, string> = { destination: 'Destinations', activity: 'Activities', restaurant: 'Restaurants', hotel: 'Hotels', experience: 'Experiences' };
    for (const [type, label] of Object.entries(labels)) {
      await group.getByRole('button', { name: label }).click();
      await expect(group.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      const expected = types.filter((t) => t === type).length;
      if (expected === 0) await expect(page.getByRole('heading', { name: 'No recommendations match' })).toBeVisible();
      else {
        await expect(cards(page)).toHaveCount(expected);
        await expect(cards(page).and(page.locator(`[data-type="${type}"]`))).toHaveCount(expected);
      }
    }
    await group.getByRole('button', { name: 'All' }).click();
    await expect(cards(page)).toHaveCount(12);
  });
});
