import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { sessionUser, signUp } from '../account/helpers.ts';
import { acceptConsoleErrors, settled } from '../auth/helpers.ts';
import { openAdminTab, signUpAdmin } from './admin-helpers.ts';

test.describe('Admin panel: Users', () => {
  // A long walk through one tab's actions on a shared, busy machine.
  test.setTimeout(90_000);

  test('search, filter, view details, edit the role, ban (sessions refused) and unban', async ({ page, browser }) => {
    const traveller = await browser.newContext();
    const travellerPage = await traveller.newPage();
    const email = uniqueEmail('managed');
    await signUp(travellerPage, email, 'Marta Managed');

    await signUpAdmin(page);
    await openAdminTab(page, 'users');
    const search = page.getByRole('search', { name: 'Find users' });
    await search.getByLabel('Search').fill(email);
    await search.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Marta Managed');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('User');
    await settled(page);
    await expectAccessible(page);

    // Filters: banned shows nobody with this e-mail yet; ordinary users include them.
    await search.getByLabel('Status').selectOption('banned');
    await expect(page.getByText('No users match these filters.')).toBeVisible();
    await search.getByLabel('Status').selectOption('active');
    await search.getByLabel('Role').selectOption({ label: 'User' });
    await expect(row).toBeVisible();

    // View Details.
    await row.getByRole('button', { name: 'Actions for Marta Managed' }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Marta Managed' });
    await expect(details.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(details.getByText(email)).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await details.getByRole('button', { name: 'Close' }).click();

    // Edit User: the role becomes Support Agent.
    await search.getByLabel('Role').selectOption({ label: 'All roles' });
    await search.getByLabel('Status').selectOption({ label: 'All statuses' });
    // An ordinary user is 'User' once in each role list, not also as the role row of that name.
    const users = (select: Locator) => select.locator('option', { hasText: /^User$/ });
    await expect(search.getByLabel('Role').locator('option', { hasText: 'Support Agent' })).toHaveCount(1);
    await expect(users(search.getByLabel('Role'))).toHaveCount(1);
    await row.getByRole('button', { name: 'Actions for Marta Managed' }).click();
    await page.getByRole('menuitem', { name: 'Edit User' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Marta Managed' });
    await expect(edit.getByLabel('Role').locator('option', { hasText: 'Support Agent' })).toHaveCount(1);
    await expect(users(edit.getByLabel('Role'))).toHaveCount(1);
    await edit.getByLabel('Role').selectOption({ label: 'Support Agent' });
    await settled(page);
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Marta Managed was updated')).toBeVisible();
    await expect(row).toContainText('Support Agent');

    // Ban User: a reason is required; the user's session is refused afterwards.
    await row.getByRole('button', { name: 'Actions for Marta Managed' }).click();
    await page.getByRole('menuitem', { name: 'Ban User' }).click();
    const ban = page.getByRole('dialog', { name: 'Ban Marta Managed?' });
    await ban.getByRole('button', { name: 'Ban User' }).click();
    await expect(ban.getByRole('alert')).toBeVisible();
    await ban.getByLabel('Reason for the ban').fill('Chargeback fraud');
    await settled(page);
    await expectAccessible(page);
    await ban.getByRole('button', { name: 'Ban User' }).click();
    await expect(page.getByText('Marta Managed was banned')).toBeVisible();
    await expect(row).toContainText('Banned');
    expect(await sessionUser(traveller.request)).toBeNull();

    // Unban.
    await row.getByRole('button', { name: 'Actions for Marta Managed' }).click();
    await page.getByRole('menuitem', { name: 'Unban User' }).click();
    await expect(page.getByText('Marta Managed can sign in again')).toBeVisible();
    await expect(row).not.toContainText('Banned');
    await traveller.close();
  });

  test("the server's refusal shows in the form: an admin cannot ban their own account", async ({
    page,
    consoleErrors,
  }) => {
    const email = await signUpAdmin(page);
    await openAdminTab(page, 'users');
    const search = page.getByRole('search', { name: 'Find users' });
    await search.getByLabel('Search').fill(email);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Super Admin');
    await row.getByRole('button', { name: 'Actions for Ada Admin' }).click();
    await page.getByRole('menuitem', { name: 'Ban User' }).click();
    const ban = page.getByRole('dialog', { name: 'Ban Ada Admin?' });
    await ban.getByLabel('Reason for the ban').fill('Testing the guard');
    await ban.getByRole('button', { name: 'Ban User' }).click();
    await expect(ban.getByRole('alert')).toHaveText('You cannot ban your own account.');
    acceptConsoleErrors(consoleErrors, /400/);
    await settled(page);
    await expectAccessible(page);
    await ban.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Active');
  });
});
