import { addDays, todayIso } from '@escazo/contracts/dates';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';

// Every offer and detail page says when its item is unknown, and offers the way back.
const pages = [
  { path: '/hotels/no-such-hotel', title: 'This hotel could not be found', back: 'Back to hotels', to: '/hotels' },
  { path: '/stays/no-such-stay', title: 'This stay could not be found', back: 'Back to stays', to: '/short-stays' },
  {
    path: '/cars/locations/no-such-desk',
    title: 'This rental desk could not be found',
    back: 'Back to cars',
    to: '/cars',
  },
  {
    path: '/cruises/sailings/no-such-sailing',
    title: 'This sailing could not be found',
    back: 'Back to cruises',
    to: '/cruises',
  },
];

test.describe('offer and detail pages', () => {
  for (const { path, title, back, to } of pages) {
    test(`${path}: an unknown item says so and leads back`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(to);
      acceptConsoleErrors(consoleErrors, /404/);
    });
  }

  test('a failed load offers Try Again, which loads the page', async ({ page, consoleErrors }) => {
    const day = (ahead: number) => addDays(todayIso(Date.now()), ahead);
    const hotels = await page.request.get(
      `/api/search/hotels?destination=Paris&checkIn=${day(30)}&checkOut=${day(32)}`,
    );
    const id = (await hotels.json()).items[0].id as string;
    await page.route('**/api/hotels/**', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'INTERNAL', message: 'Resting.' } } }),
    );
    await page.goto(`/hotels/${id}`);
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await page.unroute('**/api/hotels/**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/could not/);
    await expect(page.getByRole('link', { name: 'Back to hotels' })).toBeVisible();
    acceptConsoleErrors(consoleErrors, /503/);
  });
});
