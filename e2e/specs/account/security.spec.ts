import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors, contentLoaded, settled } from '../auth/helpers.ts';
import { PASSWORD, sessionUser, signInWith, signUp } from './helpers.ts';

const NEW_PASSWORD = 'Harbour-Lights-2027';

test.describe('Profile Settings: Security', () => {
  test('change password: wrong current password refused; success signs the other devices out', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const email = uniqueEmail('password');
    await signUp(page, email);
    const other = await browser.newContext();
    await signInWith(other.request, email);

    await page.goto('/profile?tab=security');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByLabel('Current password').fill('Not-My-Password-1');
    await page.getByRole('main').getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page
      .getByRole('main')
      .getByLabel('Confirm new password')
      .fill(NEW_PASSWORD + 'x');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByRole('main').getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Your current password is incorrect')).toBeVisible();
    acceptConsoleErrors(consoleErrors, /400/);

    await page.getByRole('main').getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page.getByText(/every other session was signed out/)).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Current password')).toHaveValue('');

    // This device stays signed in; the other one is out; the new password works.
    expect(await sessionUser(page.request)).toMatchObject({ email });
    expect(await sessionUser(other.request)).toBeNull();
    await signInWith(other.request, email, NEW_PASSWORD);
    await other.close();
  });

  test('active sessions: this device is marked; another one can be revoked', async ({ page, browser }) => {
    const email = uniqueEmail('sessions');
    await signUp(page, email);
    const other = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    });
    await signInWith(other.request, email);

    await page.goto('/profile?tab=security');
    const list = page.getByRole('list', { name: 'Active Sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('This device')).toHaveCount(1);
    const windows = list.getByRole('listitem').filter({ hasText: 'Chrome on Windows' });
    await expect(windows).toBeVisible();
    await expect(windows.getByText('This device')).toHaveCount(0);
    await expectAccessible(page);
    await windows.getByRole('button', { name: /^Revoke Chrome on Windows/ }).click();
    await expect(page.getByText('Chrome on Windows has been signed out')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
    expect(await sessionUser(other.request)).toBeNull();
    expect(await sessionUser(page.request)).toMatchObject({ email });
    await other.close();
  });

  test('notification settings are saved', async ({ page }) => {
    await signUp(page, uniqueEmail('notify'));
    await page.goto('/profile?tab=security');
    const card = page.getByRole('form', { name: 'Notification Settings' });
    const before = (await (await page.request.get('/api/me/preferences')).json()).notifications;
    await card.getByRole('switch', { name: 'Push notifications' }).click();
    await card.getByRole('switch', { name: 'Deals and offers' }).click();
    await card.getByRole('button', { name: 'Save Notification Settings' }).click();
    await expect(page.getByText('Notification settings updated')).toBeVisible();
    const after = (await (await page.request.get('/api/me/preferences')).json()).notifications;
    expect(after).toEqual({ ...before, push: !before.push, deals: !before.deals });
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Push notifications' })).toHaveAttribute(
      'aria-checked',
      String(!before.push),
    );
  });

  test('Download my data gives a JSON file of the account', async ({ page }) => {
    const email = uniqueEmail('export');
    await signUp(page, email);
    await page.goto('/profile?tab=security');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const body = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(body).toMatchObject({ format: 'escazo-account-export/1', user: { email } });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);
  });

  test('delete account: a wrong password is refused; the right one deletes, signs out and goes home', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('delete');
    await signUp(page, email);
    await page.goto('/profile?tab=security');
    // The sections above (sessions, notification settings, two-factor) load on their own and push
    // the button down as they arrive.
    await contentLoaded(page);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await dialog.getByLabel('Password').fill('Wrong-Password-9');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Your current password is incorrect')).toBeVisible();
    acceptConsoleErrors(consoleErrors, /400/);

    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await sessionUser(page.request)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();

    // The account is gone: its password no longer signs in.
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    acceptConsoleErrors(consoleErrors, /401/);
  });
});
