import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors, createAccount, settled, PASSWORD } from './helpers.ts';

test.describe('login page', () => {
  test('shows the documented controls and is accessible', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('checkbox', { name: 'Remember me for 30 days' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Facebook' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'X / Twitter' })).toBeVisible();
    await expectAccessible(page);
  });

  test('validates on blur with the page messages', async ({ page }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Log In' });
    await submit.click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByRole('main').getByLabel('Email').fill('ana.example.com');
    await page.getByRole('main').getByLabel('Email').blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByRole('main').getByLabel('Password').fill('12345');
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByRole('main').getByLabel('Email').fill('ana@example.com');
    await page.getByRole('main').getByLabel('Password').fill('123456');
    await expect(submit).toBeEnabled();
    await expectAccessible(page);
  });

  test('a wrong password shows the server message, which goes after 5 s', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('wrong');
    await createAccount(page, email);
    // The page's clock, so the 5 s pass at once instead of in real time.
    await page.clock.install();
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill('NotMyPassword1');
    await page.getByRole('button', { name: 'Log In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password.' });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.clock.fastForward(5_000);
    await expect(alert).toBeHidden();
    acceptConsoleErrors(consoleErrors, /401/);
  });

  test('a successful login welcomes the user and follows a same-origin redirect', async ({ page }) => {
    const email = uniqueEmail('login');
    await createAccount(page, email);
    await page.goto('/login?redirect=/contact');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'Remember me for 30 days' }).check();
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByText("You've successfully logged in.")).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();

    // A fresh load of the prerendered home page hydrates signed out, then shows the cached user
    // (no hydration error), and the server confirms the session.
    await page.goto('/');
    await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
    expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ user: { email } });
  });

  test('a stale cached user is replaced by the server answer', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() =>
      localStorage.setItem(
        'auth-storage',
        JSON.stringify({
          isAuthenticated: true,
          user: {
            id: '00000000-0000-4000-8000-000000000000',
            email: 'ghost@example.com',
            name: 'Ghost',
            avatarUrl: '/x.svg',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        }),
      ),
    );
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for ghost@example.com' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
  });

  test('an off-site redirect is ignored: login goes to /dashboard', async ({ page }) => {
    const email = uniqueEmail('login-redirect');
    await createAccount(page, email);
    await page.goto('/login?redirect=//evil.example/x');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('signed in on a phone: the bottom bar shows, marks the current page and is gone after logout', async ({
    page,
  }) => {
    const email = uniqueEmail('mobile');
    await page.setViewportSize({ width: 360, height: 740 });
    await createAccount(page, email);
    await page.goto('/login');
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar).toBeVisible();
    for (const name of ['Home', 'Search', 'Plan Trip', 'Bookings', 'Profile'])
      await expect(bar.getByRole('link', { name })).toBeVisible();
    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await settled(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: `Account menu for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out')).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});
