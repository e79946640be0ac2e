import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';

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
    ['Help Center', '/help-center'],
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
    await page.goto('/menu');
    await page.getByRole('navigation', { name: 'Support & More' }).getByRole('link', { name: 'Help Center' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  });

  test('a signed-in visitor is not asked to sign in', async ({ page }) => {
    await signUp(page, uniqueEmail('menu.signed-in'), 'Noor Haddad');
    await page.goto('/menu');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Signed in as Noor Haddad' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Join', exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
    await expectAccessible(page);
  });
});
