import { expect, expectAccessible, test } from '../../fixtures.ts';

test.describe('join today', () => {
  test('lists membership benefits, links to sign-up and log-in, and shows testimonials', async ({ page }) => {
    await page.goto('/join-today');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Escazo today' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'What members get' }).getByRole('listitem')).toHaveCount(6);
    await expect(main.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('region', { name: 'What members say' }).getByRole('listitem')).toHaveCount(3);
    await expectAccessible(page);
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/join-today', '/why-choose-escazo', '/menu', '/download/ios']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
