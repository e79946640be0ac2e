import { expect, expectAccessible, test } from '../../fixtures.ts';

const groups = {
  'Travel Services': [
    ['Flights', '/flights'],
    ['Hotels', '/hotels'],
    ['Short Stays', '/stays'],
    ['Cars', '/cars'],
    ['Rideshare', '/rideshare'],
  ],
  'Your Account': [
    ['Profile', '/profile'],
    ['My Bookings', '/bookings'],
    ['Saved Places', '/explore'],
  ],
  'Support & More': [
    ['Help Center', '/help'],
    ['Download App', '/download'],
    ['Settings', '/profile'],
  ],
} as const;

test.describe('menu', () => {
  test('has the three documented link groups with their paths', async ({ page }) => {
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    for (const [group, links] of Object.entries(groups)) {
      const nav = page.getByRole('navigation', { name: group });
      await expect(nav.getByRole('link')).toHaveCount(links.length);
      for (const [name, href] of links) await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expectAccessible(page);
  });

  test('offers Join and Sign In', async ({ page }) => {
    await page.goto('/menu');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Join', exact: true })).toHaveAttribute('href', '/join-today');
    await expect(main.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/login');
    await main.getByRole('link', { name: 'Download App' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get the Escazo app' })).toBeVisible();
  });
});
