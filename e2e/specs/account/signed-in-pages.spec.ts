import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { createAccount, PASSWORD } from '../auth/helpers.ts';
import { apiCall, expectNoSidewaysScroll, sessionUser, signUp } from './helpers.ts';

test.describe('protected routes', () => {
  for (const path of ['/profile', '/my-profile', '/dashboard', '/onboarding']) {
    test(`${path} sends a signed-out visitor to /login with a redirect back`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    });
  }

  test('after logging in the visitor is back on /profile (tab kept)', async ({ page }) => {
    const email = uniqueEmail('back');
    await createAccount(page, email);
    await page.goto('/profile?tab=payment');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/profile?tab=payment')}`);
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=payment$/);
    await expect(page.getByRole('tab', { name: 'Payment Methods' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('dashboard', () => {
  test('greets the user, has the four tabs with real empty states, and is accessible', async ({ page }) => {
    await signUp(page, uniqueEmail('dash'), 'Carla Mendes');
    await page.goto('/dashboard');
    await expect(page).toHaveTitle('Dashboard · Escazo');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Carla Mendes!' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Search & Book/ })).toHaveAttribute('href', '/search');
    await expect(main.getByRole('link', { name: /Plan a Trip/ })).toHaveAttribute('href', '/plan-trip');
    await expect(main.getByRole('link', { name: /Browse Deals/ })).toHaveAttribute('href', '/deals');
    await expect(page.getByRole('progressbar', { name: 'Profile completeness' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Set up your travel profile' })).toHaveAttribute('href', '/onboarding');
    await expectAccessible(page);

    const tabs: [string, string, string, string][] = [
      ['Upcoming Trips', 'No upcoming trips', 'View all trips', '/trips'],
      ['Recent Bookings', 'No bookings yet', 'View all bookings', '/bookings'],
      ['Notifications', "You're all caught up", 'Open notification centre', '/notifications'],
    ];
    for (const [tab, empty, link, href] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('heading', { name: empty })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('link', { name: link })).toHaveAttribute('href', href);
      await expectAccessible(page);
    }

    const sidebar = page.getByRole('navigation', { name: 'Account' });
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(sidebar.getByRole('link', { name: 'Itinerary' })).toHaveAttribute('href', '/itinerary');
    await expect(sidebar.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
    await expect(sidebar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  test('the sidebar Sign Out really signs out', async ({ page }) => {
    await signUp(page, uniqueEmail('signout'));
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await sessionUser(page.request)).toBeNull();
  });
});

test.describe('my profile', () => {
  test('shows the signed-in user, the tier from the account, completeness and preferences; tabs work', async ({
    page,
  }) => {
    const email = uniqueEmail('mine');
    await signUp(page, email, 'Dara Okafor');
    const saved = await apiCall(page.request, 'PATCH', '/api/me/profile', { location: 'Lagos', country: 'Other' });
    expect(saved.ok()).toBe(true);
    await page.goto('/my-profile');
    await expect(page).toHaveTitle('My Profile · Escazo');
    await expect(page.getByRole('heading', { level: 1, name: 'Dara Okafor' })).toBeVisible();
    await expect(page.getByText('Standard Member')).toBeVisible();
    await expect(page.getByText('Premium Member')).toHaveCount(0);
    await expect(page.getByText(/^Member since \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByText('Lagos')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Travel Preferences' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'My Trips' }).click();
    await expect(page.getByRole('heading', { name: 'No trips yet' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Plan a trip' })).toHaveAttribute(
      'href',
      '/plan-trip',
    );
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Saved' }).click();
    await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByRole('navigation', { name: 'Account settings' });
    await expect(settings.getByRole('link', { name: /Security/ })).toHaveAttribute('href', '/profile?tab=security');
    await expectAccessible(page);
    await settings.getByRole('link', { name: /Preferences/ }).click();
    await expect(page).toHaveURL(/\/profile\?tab=preferences$/);
    await expect(page.getByRole('tab', { name: 'Preferences' })).toHaveAttribute('aria-selected', 'true');
  });

  test('signed-in pages fit a 360 px screen', async ({ page }) => {
    await signUp(page, uniqueEmail('narrow'));
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/dashboard', '/my-profile', '/my-profile?tab=settings', '/dashboard?tab=notifications']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});
