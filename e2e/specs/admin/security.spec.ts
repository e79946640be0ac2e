import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { settled } from '../auth/helpers.ts';
import { adminApi, openAdminTab, signUpAdmin } from './admin-helpers.ts';

test.describe('Admin panel: Security', () => {
  // A long walk through one tab's actions on a shared, busy machine.
  test.setTimeout(90_000);

  test('filters, a bad date range, load more and the CSV export', async ({ page, browser }) => {
    const adminEmail = await signUpAdmin(page);
    // A failed sign-in (high risk) for an address without an account, from another browser.
    const stranger = await browser.newContext();
    const strangerEmail = uniqueEmail('stranger');
    expect(
      (
        await adminApi(stranger.request, 'POST', '/api/auth/sign-in', {
          email: strangerEmail,
          password: 'Wrong-Password-1',
        })
      ).status(),
    ).toBe(401);
    await stranger.close();
    // 55 admin-access entries of this admin: more than one page of 50.
    for (let i = 0; i < 55; i += 1)
      expect((await adminApi(page.request, 'GET', '/api/admin/access')).status()).toBe(200);

    await openAdminTab(page, 'security');
    const filters = page.getByRole('search', { name: 'Filter the security log' });
    const table = page.getByRole('table', { name: 'Security events' });
    await expect(table).toBeVisible();
    await settled(page);
    await expectAccessible(page);

    // Risk and action: the failed sign-in is there, high risk.
    await filters.getByLabel('Risk').selectOption('high');
    await filters.getByLabel('Action').selectOption('SIGN_IN_FAILED');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const failedRow = table.getByRole('row').filter({ hasText: strangerEmail });
    await expect(failedRow).toContainText('SIGN_IN_FAILED');
    await expect(failedRow).toContainText('High');
    await expect(failedRow).toContainText('No');

    // A date range that ends before it starts is refused in the form.
    await filters.getByLabel('From').fill('2030-01-02');
    await filters.getByLabel('To').fill('2030-01-01');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(filters.getByText('The start date must not be after the end date')).toBeVisible();

    // This admin's own ADMIN_ACCESS entries: 50, then more.
    await filters.getByRole('button', { name: 'Reset' }).click();
    await filters.getByLabel('Action').selectOption('ADMIN_ACCESS');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await table
      .getByRole('button', { name: `Show only events of ${adminEmail}` })
      .first()
      .click();
    await expect(filters.getByRole('button', { name: `User: ${adminEmail}, remove this filter` })).toBeVisible();
    await expect(page.getByText('50 events shown')).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByText(/^(5[6-9]|[6-9]\d) events shown$/)).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(
      Number((await page.getByText(/events shown$/).textContent())!.split(' ')[0]) + 1,
    );
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expectAccessible(page);

    // The CSV has the same filters.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(56);
    expect(lines.slice(1).every((line) => line.includes('ADMIN_ACCESS') && line.includes(adminEmail))).toBe(true);
  });
});
