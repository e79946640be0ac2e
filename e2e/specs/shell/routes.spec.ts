import { expect, expectAccessible, test } from '../../fixtures.ts';

/** Every route this release delivers, with the h1 it must show. */
const routes: Array<[path: string, heading: string]> = [
  ['/', 'Your next trip, searched and compared in one place'],
  ['/menu', 'Menu'],
  ['/why-choose-escazo', 'Why travellers choose Escazo'],
  ['/join-today', 'Join Escazo today'],
  ['/download', 'Get the Escazo app'],
  ['/download/ios', 'Download Escazo for iPhone'],
  ['/download/android', 'Download Escazo for Android'],
  ['/help', 'Help Center'],
  ['/help-center', 'Help Center'],
  ['/help-center/bookings', 'Managing your bookings'],
  ['/help-center/account', 'Your account and its security'],
  ['/help-center/payments', 'Payments, prices and refunds'],
  ['/help-center/insurance', 'Travel insurance and trip protection'],
  ['/help-center/planning', 'Planning a trip with Escazo'],
  ['/help-center/loyalty', 'Membership and rewards'],
  ['/faqs', 'Frequently Asked Questions'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/cookies', 'Cookie Policy'],
  ['/contact', 'Contact Us'],
  ['/drivers', 'Drive with Escazo'],
  ['/application', 'Apply to Drive'],
  ['/attributions', 'Data sources and credits'],
  ['/search', 'Search & Book'],
  ['/search-results', 'Search Travel Options'],
  ['/flights', 'Find Your Perfect Flight'],
  ['/hotels', 'Find Your Perfect Hotel'],
  ['/short-stays', 'Find Your Perfect Stay'],
  ['/stays', 'Find Your Perfect Stay'],
  ['/cars', 'Find Your Perfect Rental Car'],
  ['/cruises', 'Discover Amazing Cruises'],
  ['/explore', 'Explore the World'],
  ['/deals', 'Save on your next trip'],
  ['/plan-trip', 'Plan your trip'],
  ['/ai-start-planning', 'Plan your perfect trip in minutes'],
  ['/smart-planning', 'Smarter trip planning'],
  ['/budget-ai', 'AI Budget Planner'],
  ['/blog/Paris', 'Paris travel guide'],
  ['/recommendations', 'Personalized Just for You'],
  ['/this/path/does/not/exist', 'Page Not Found'],
  ['/help-center/no-such-topic', 'Page Not Found'],
  ['/download/blackberry', 'Page Not Found'],
];

test.describe('every route', () => {
  for (const [path, heading] of routes) {
    test(`${path} shows "${heading}", logs no error and passes axe`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectAccessible(page);
      // The router has what to show while a page's code loads on the first visit.
      expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
    });
  }

  test('every route fits a 360 px screen without sideways scrolling', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
