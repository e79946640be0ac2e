import { expect, expectAccessible, test } from '../../fixtures.ts';
import { cards, resultCount } from './search-helpers.ts';

/** The results line this page's count is read from. */
const COUNT_LINE = /sailings? found/;

const nextMonth = () => {
  const d = new Date();
  const m = new Date(d.getFullYear(), d.getMonth() + 1, 1);
  return `${m.getFullYear()}-${String(m.getMonth() + 1).padStart(2, '0')}`;
};

test.describe('cruises', () => {
  test('validates the form, searches, filters by cabin, sorts and opens a sailing with its cabins', async ({
    page,
  }) => {
    await page.goto('/cruises');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Amazing Cruises');
    for (const heading of [
      'Find Cruises',
      'Popular Cruise Destinations',
      'Hot Cruise Deals',
      'First-Time Cruiser Guide',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    const form = page.getByRole('search', { name: 'Find Cruises' });
    await expect(form.getByLabel('Destination').locator('option')).toHaveText([
      'Select…',
      'Caribbean',
      'Mediterranean',
      'Alaska',
      'Europe',
      'South Pacific',
      'Asia',
      'South America',
      'Antarctica',
    ]);
    await expect(form.getByLabel('Passengers')).toHaveValue('2');
    await expect(form.getByLabel('Cruise line')).toHaveValue('any');
    await expectAccessible(page);

    await form.getByRole('button', { name: 'Search Cruises' }).click();
    await expect(form.getByText('Please select a destination')).toBeVisible();
    await expect(form.getByText('Please select a month')).toBeVisible();

    await form.getByLabel('Destination').selectOption('caribbean');
    await form.getByLabel('Month').selectOption(nextMonth());
    await form.getByRole('button', { name: 'Search Cruises' }).click();
    await expect(page).toHaveURL(/destination=caribbean/);
    const all = await resultCount(page, COUNT_LINE);
    expect(all).toBeGreaterThan(0);
    await expectAccessible(page);

    const filters = page.getByRole('complementary', { name: 'Filters' }).locator('form:visible');
    await filters.getByLabel('Cabin').selectOption('suite');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/cabin=suite/);
    await resultCount(page, COUNT_LINE);
    await expect
      .poll(async () => (await cards(page).getByText('Suite', { exact: true }).count()) === (await cards(page).count()))
      .toBe(true);

    // The price per person is the 0–1000 slider, step 10; its top end is open.
    const price = filters.getByRole('group', { name: 'Price per person' });
    await expect(price).toContainText('$0 – $1,000+');
    const lowest = price.getByLabel('Minimum price');
    await expect(lowest).toHaveAttribute('min', '0');
    await expect(lowest).toHaveAttribute('max', '1000');
    await expect(lowest).toHaveAttribute('step', '10');
    await lowest.fill('500');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('priceMin') === '500' && !url.searchParams.has('priceMax'),
    );

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

    const title = (await cards(page).first().getByRole('heading').textContent())!;
    await cards(page)
      .first()
      .getByRole('link', { name: `View Cruise: ${title}` })
      .click();
    await expect(page).toHaveURL(/\/cruises\/sailings\/[^?]+\?passengers=2/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Cabins' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Inside', 'Ocean view', 'Balcony', 'Suite']);
    await expectAccessible(page);
  });

  test('durations read nights everywhere, and a band lists only sailings of that many nights', async ({ page }) => {
    await page.goto('/cruises');
    const form = page.getByRole('search', { name: 'Find Cruises' });
    await expect(form.getByLabel('Duration').locator('option')).toHaveText([
      'Any',
      '1-3 nights',
      '4-6 nights',
      '7-9 nights',
      '10+ nights',
    ]);
    await page.goto(`/cruises?destination=caribbean&month=${nextMonth()}&duration=4-6`);
    expect(await resultCount(page, COUNT_LINE)).toBeGreaterThan(0);
    const lines = await cards(page)
      .getByText(/Departs .+ · \d+ nights?/)
      .allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const nights = Number(line.match(/(\d+) nights?/)![1]);
      expect(nights).toBeGreaterThanOrEqual(4);
      expect(nights).toBeLessThanOrEqual(6);
    }
    const title = (await cards(page).first().getByRole('heading').textContent())!;
    await cards(page)
      .first()
      .getByRole('link', { name: `View Cruise: ${title}` })
      .click();
    await expect(page.getByText(/ to .+ · [4-6] nights/)).toBeVisible();
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/cruises?destination=caribbean&month=${nextMonth()}&passengers=2`);
    await resultCount(page, COUNT_LINE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
