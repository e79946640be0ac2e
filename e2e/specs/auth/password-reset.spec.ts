import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors, createAccount, settled, latestMail } from './helpers.ts';

test.describe('password reset', () => {
  test('forgot password: validation, then "Check your email" with its two ways out', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByRole('main').getByLabel('Email').fill('nobody@');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    // No account behind the address: the same answer (no enumeration).
    await page.getByRole('main').getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Reset email sent!')).toBeVisible();
    await expect(page.getByText('Check your email for password reset instructions.')).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'Check your email' });
    await expect(status).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await status.getByRole('button', { name: 'Try another email' }).click();
    await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('');
    await page.getByRole('main').getByLabel('Email').fill(uniqueEmail('again'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('reset through the e-mailed link, then log in with the new password', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('reset');
    const newPassword = 'Harbour9Lights';
    await createAccount(page, email);
    await page.goto('/forgot-password');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();

    const mail = await latestMail(page, email);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[^\s]+/)?.[0];
    expect(link, 'reset link in the e-mail').toBeTruthy();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('main').getByLabel('New password', { exact: true }).blur();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
    await page.getByRole('main').getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('main').getByLabel('Confirm new password').fill('Harbour9Light');
    await page.getByRole('main').getByLabel('Confirm new password').blur();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByRole('main').getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link is single-use, and says so as soon as it is opened again, before any password is typed.
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByText('This reset link is invalid or has expired. Please request a new one.')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    acceptConsoleErrors(consoleErrors, /400/);
  });

  test('a missing token shows the invalid-link message and is accessible', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('This reset link is invalid or has expired. Please request a new one.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectAccessible(page);
  });
});
