import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { acceptConsoleErrors, settled } from '../auth/helpers.ts';
import { makeAdmin, openAdminTab, signUpAdmin } from './admin-helpers.ts';

test.describe('Admin panel: Roles', () => {
  // A long walk through one tab's actions on a shared, busy machine.
  test.setTimeout(90_000);

  test('create, edit, refuse to delete a role in use, delete an unused one', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await signUpAdmin(page);
    const name = `QA Reviewer ${Math.random().toString(36).slice(2, 7)}`;
    await openAdminTab(page, 'roles');
    const table = page.getByRole('table', { name: 'Roles' });
    await expect(table.getByRole('row').filter({ hasText: 'Super Admin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Super Admin' })).toBeDisabled();
    await settled(page);
    await expectAccessible(page);

    // Create.
    await page.getByRole('button', { name: 'Create Role' }).click();
    const create = page.getByRole('dialog', { name: 'Create a role' });
    await create.getByRole('button', { name: 'Create Role' }).click();
    await expect(create.getByText('Please enter a role name of at least 2 characters')).toBeVisible();
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Level').selectOption('medium');
    await create.getByLabel('Description').fill('Reads users and bookings');
    await create.getByRole('checkbox', { name: 'Users: Read' }).click();
    await create.getByRole('checkbox', { name: 'Bookings: Read' }).click();
    await settled(page);
    await expectAccessible(page);
    await create.getByRole('button', { name: 'Create Role' }).click();
    await expect(page.getByText(`${name} was created`)).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Medium');
    await expect(row.getByRole('list', { name: `Permissions of ${name}` }).getByRole('listitem')).toHaveText([
      'bookings:read',
      'users:read',
    ]);
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');

    // Edit: one more permission.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByRole('checkbox', { name: 'Users: Read' })).toBeChecked();
    await edit.getByRole('checkbox', { name: 'Security: Read' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`${name} was updated`)).toBeVisible();
    await expect(row.getByRole('list', { name: `Permissions of ${name}` }).getByRole('listitem')).toHaveText([
      'bookings:read',
      'security:read',
      'users:read',
    ]);

    // In use: refused with the server's reason.
    const holder = await browser.newContext();
    const holderEmail = uniqueEmail('role-holder');
    await signUp(await holder.newPage(), holderEmail);
    await makeAdmin(page.request, holderEmail, name);
    await page.reload();
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await confirm.getByRole('button', { name: 'Delete Role' }).click();
    await expect(confirm.getByRole('alert')).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    acceptConsoleErrors(consoleErrors, /409/);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // Unused again: deleted.
    await makeAdmin(page.request, holderEmail, 'User');
    await holder.close();
    await page.reload();
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete Role' })
      .click();
    await expect(page.getByText(`${name} was deleted`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
