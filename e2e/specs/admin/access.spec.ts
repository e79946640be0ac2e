import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { acceptConsoleErrors, settled } from '../auth/helpers.ts';
import { adminApi, signUpAdmin } from './admin-helpers.ts';

test.describe('Admin panel: access', () => {
  test('a signed-out visitor is sent home, replacing /admin in the history', async ({ page }) => {
    await page.goto('/');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/admin/);
  });

  test('an ordinary user sees Access Denied, and the attempt is in the security log', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const email = uniqueEmail('not-admin');
    await signUp(page, email);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have sufficient privileges to access the admin panel.")).toBeVisible();
    await expect(page.getByText('This incident has been logged for security purposes.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expectAccessible(page);
    acceptConsoleErrors(consoleErrors, /403/);
    // The account menu offers the panel to staff only.
    await page.getByRole('button', { name: `Account menu for ${email}` }).click();
    await expect(page.getByRole('menuitem', { name: 'My Bookings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin panel' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signUpAdmin(adminPage);
    const res = await adminApi(adminPage.request, 'GET', `/api/admin/security-events?action=ADMIN_ACCESS_DENIED`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { events: { userEmail?: string | null; action: string }[] };
    expect(body.events.some((e) => e.action === 'ADMIN_ACCESS_DENIED' && JSON.stringify(e).includes(email))).toBe(true);
    await adminContext.close();
  });

  test('an admin opens the panel from the account menu, is verified and sees the tabs the role allows', async ({
    page,
  }) => {
    const email = await signUpAdmin(page);
    await page.goto('/');
    await page.getByRole('button', { name: `Account menu for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Admin panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Admin access verified')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    for (const name of ['Overview', 'Users', 'Security', 'Roles'])
      await expect(page.getByRole('tab', { name })).toBeVisible();
    await settled(page);
    await expectAccessible(page);
  });

  test('a Support Agent sees only the tabs its permissions allow', async ({ page }) => {
    await signUpAdmin(page, 'Support Agent', 'agent');
    await page.goto('/admin?tab=security');
    await expect(page.getByText('Admin access verified')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
    for (const name of ['Overview', 'Security', 'Roles']) await expect(page.getByRole('tab', { name })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for/ }).first()).toBeVisible();
    await page
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Ban User' })).toHaveCount(0);
  });
});
